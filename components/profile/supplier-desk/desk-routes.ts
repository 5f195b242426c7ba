/** Where the supplier desk's screens live, under the profile's "my suppliers". */
export const DESK_HOME = '/profile/suppliers';

export function deskHref(supplierId: number, section?: 'products' | 'new-product' | 'delegations' | 'messages' | 'orders' | 'pages'): string {
  const base = `${DESK_HOME}/${supplierId}`;
  if (section === 'products') return `${base}/products`;
  if (section === 'messages') return `${base}/messages`;
  if (section === 'orders') return `${base}/orders`;
  if (section === 'delegations') return `${base}/delegations`;
  if (section === 'pages') return `${base}/pages`;
  if (section === 'new-product') return `${base}/products/new`;
  return base;
}

export const deskProductHref = (supplierId: number, productId: number) => `${DESK_HOME}/${supplierId}/products/${productId}`;
