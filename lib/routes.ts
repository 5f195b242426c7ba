/** Public URLs built in one place so every link agrees with the route tree. */
export const categoryHref = (c: { id: number; slug: string }) => `/category/${c.id}/${encodeURIComponent(c.slug)}`;
export const categoryProductsHref = (c: { id: number; slug: string }) =>
  `/products/category/${c.id}/${encodeURIComponent(c.slug)}`;
export const productHref = (p: { id: number; slug: string }) => `/products/${p.id}/${encodeURIComponent(p.slug)}`;
export const supplierHref = (s: { id: number; slug: string }) => `/supplier/${s.id}/${encodeURIComponent(s.slug)}`;
export const loginHref = (redirectPath?: string) =>
  redirectPath ? `/users/login?redirectPath=${encodeURIComponent(redirectPath)}` : '/users/login';
