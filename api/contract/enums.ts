/** The seed's four category types, in the order the site shows them. */
export const CATEGORY_TYPES = [
  'Product',
  'IndustrialService',
  'ConsultingService',
  'ElectronicDocument',
] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

export const ROLES = ['buyer', 'customer', 'supplier', 'merchant', 'owner', 'admin'] as const;
export type Role = (typeof ROLES)[number];
