/** Public URLs built in one place so every link agrees with the route tree. */
export const categoryHref = (c: { id: number; slug: string }) => `/category/${c.id}/${encodeURIComponent(c.slug)}`;
export const categoryProductsHref = (c: { id: number; slug: string }) =>
  `/products/category/${c.id}/${encodeURIComponent(c.slug)}`;
export const productHref = (p: { id: number; slug: string }) => `/products/${p.id}/${encodeURIComponent(p.slug)}`;
export const supplierHref = (s: { id: number; slug: string }) => `/supplier/${s.id}/${encodeURIComponent(s.slug)}`;
export const loginHref = (redirectPath?: string) =>
  redirectPath ? `/users/login?redirectPath=${encodeURIComponent(redirectPath)}` : '/users/login';

// Catalogue routes of the seed (section 2); slugs come from the API's `slug` fields.
const seg = (slug: string) => encodeURIComponent(slug);
export const baseProductHref = (p: { id: number; slug: string }) => `/products/base-product/${p.id}/${seg(p.slug)}`;
export const productsOfTypeHref = (type: string) => `/products/search/${type}`;
export const categorySupplierProductsHref = (categoryId: number, supplierId: number) =>
  `/products/category/${categoryId}/supplier/${supplierId}`;
export const categoryTypeHref = (type: string) => `/category/categoryType/${type}`;
export const categoryPropertiesHref = (c: { id: number; slug: string }) => `/category/properties/${c.id}/${seg(c.slug)}`;
export const suppliersOfTypeHref = (type: string) => `/suppliers/${type}`;
export const supplierSearchHref = (key: string) => `/suppliers/search/${encodeURIComponent(key)}`;
export const categorySuppliersHref = (c: { id: number; slug: string }) => `/supplier/category/${c.id}/${seg(c.slug)}`;
export const supplierProductsHref = (s: { id: number }, type: string) => `/supplier/${s.id}/products/${type}`;
export const supplierDelegationsHref = (s: { id: number; slug: string }) =>
  `/supplier/${s.id}/merchantDelegations/${seg(s.slug)}`;
/** The site-wide search page, which takes its text as `?q=`. */
export const SEARCH_PATH = '/search';
export const searchHref = (q: string) => `${SEARCH_PATH}?q=${encodeURIComponent(q)}`;

/** The buyer's direct orders, and (with a product or a supplier) where a new one begins. */
export const MY_DIRECT_ORDERS_PATH = '/profile/directorder';
/** A new direct order: for a product (named after it), or from a supplier's page (the buyer names it). */
export const newDirectOrderHref = (about: { supplierProductId: number } | { supplierId: number }) =>
  'supplierProductId' in about ? `${MY_DIRECT_ORDERS_PATH}?supplierProductId=${about.supplierProductId}` : `${MY_DIRECT_ORDERS_PATH}?supplierId=${about.supplierId}`;

/** Where a product or supplier page sends a visitor to message the supplier (profile/messages begins the thread). */
export const messageSupplierHref = (supplierId: number, about: { pageKind: 'supplier_product' | 'supplier'; objectId: number }) =>
  `/profile/messages?to=${supplierId}&about=${about.pageKind}:${about.objectId}`;

// Content routes of the seed (section 2).
/** An article; a supplier's own page carries its supplier in the path. */
export const contentPageHref = (p: { id: number; slug: string; supplier?: { id: number } | null }) =>
  p.supplier ? `/contents/${p.id}/supplier/${p.supplier.id}/${seg(p.slug)}` : `/contents/${p.id}/${seg(p.slug)}`;
export const contentTypeHref = (t: { id: number }) => `/contents/${t.id}`;
export const contentLabelHref = (title: string) => `/contents/label/${encodeURIComponent(title)}`;
export const categoryContentsHref = (c: { id: number; categoryType: string; slug: string }) => `/category/contents/${c.categoryType}/${c.id}/${seg(c.slug)}`;
export const supplierContentListHref = (s: { id: number }) => `/supplier/${s.id}/content-list`;
export const sitePageHref = (uniquePageName: string) => `/page/${uniquePageName}`;
export const helpHref = (uniqueId: string) => `/help/${uniqueId}`;
/** Where every screen's help is listed: under the FAQ. */
export const HELP_INDEX_HREF = '/faq#help';
