import type { PageKind } from '@/api/contract/catalog-enums';
import type { LastVisit } from '@/api/contract/page-visits';
import type { ProfileObjectType } from '@/components/profile/profile-menu-items';
import { baseProductHref, categoryHref, productHref, supplierHref } from '@/lib/routes';

/** The page kinds each "last visits" tab shows: products and services with their categories, suppliers, content. */
export const VISIT_KINDS: Record<ProfileObjectType, readonly PageKind[]> = {
  product: ['supplier_product', 'base_product', 'category'],
  supplier: ['supplier'],
  content: ['page'],
};

/** Where a visited object lives now; null when it is gone or its pages do not exist yet. */
export function visitHref(visit: LastVisit): string | null {
  if (!visit.title || !visit.slug) return null;
  const object = { id: visit.objectId, slug: visit.slug };
  switch (visit.pageKind) {
    case 'supplier_product':
      return productHref(object);
    case 'base_product':
      return baseProductHref(object);
    case 'supplier':
      return supplierHref(object);
    case 'category':
      return categoryHref(object);
    default:
      return null;
  }
}
