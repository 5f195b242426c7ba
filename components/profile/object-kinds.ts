import type { PageKind } from '@/api/contract/catalog-enums';
import type { ProfileObjectType } from '@/components/profile/profile-menu-items';
import { baseProductHref, categoryHref, contentPageHref, productHref, supplierHref } from '@/lib/routes';

/** The page kinds each "last visits" tab shows: products and services with their categories, suppliers, content. */
export const VISIT_KINDS: Record<ProfileObjectType, readonly PageKind[]> = {
  product: ['supplier_product', 'base_product', 'category'],
  supplier: ['supplier'],
  content: ['page'],
};

/** The page kinds each favourites tab shows (a category is browsed, not kept). */
export const FAVORITE_TAB_KINDS = {
  product: ['supplier_product', 'base_product'],
  supplier: ['supplier'],
  content: ['page'],
} as const satisfies Record<ProfileObjectType, readonly PageKind[]>;

/** An object a profile list shows as it is now: a visited one, a favourite. */
export type ProfileObject = { pageKind: PageKind; objectId: number; title: string | null; slug: string | null; image: string | null; price: number | null; priceUnit: string | null };

/** Where an object lives now; null when it is gone. */
export function objectHref(item: Pick<ProfileObject, 'pageKind' | 'objectId' | 'title' | 'slug'>): string | null {
  if (!item.title || !item.slug) return null;
  const object = { id: item.objectId, slug: item.slug };
  switch (item.pageKind) {
    case 'supplier_product':
      return productHref(object);
    case 'base_product':
      return baseProductHref(object);
    case 'supplier':
      return supplierHref(object);
    case 'category':
      return categoryHref(object);
    case 'page':
      return contentPageHref(object);
  }
}
