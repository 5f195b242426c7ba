import type { OwnedSupplier, Storefront } from '@/api/contract/supplier-desk';

/** A storefront as the desk's list of one's own shows it: listed, active, nothing waiting. For component tests. */
export const ownedStorefront = (extra: Partial<OwnedSupplier> = {}): OwnedSupplier => ({
  id: 7,
  name: 'فولاد نوین',
  slug: 'فولاد-نوین',
  logo: null,
  cover: null,
  isVerified: false,
  isActive: true,
  isListed: true,
  categoryTypes: ['Product'],
  city: null,
  productCount: 3,
  publishedCount: 3,
  waitingOrderCount: 0,
  unreadThreadCount: 0,
  ...extra,
});

/** A storefront as its own desk reads it, with its form's fields empty. */
export const storefront = (extra: Partial<Storefront> = {}): Storefront => ({
  ...ownedStorefront(),
  description: null,
  phone: null,
  website: null,
  address: null,
  cityId: null,
  saleCities: [],
  ...extra,
});
