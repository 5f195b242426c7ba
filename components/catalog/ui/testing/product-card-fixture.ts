import type { SupplierProductCard } from '@/api/contract/catalog';

/** A product card as the catalogue's lists get it, for components' tests: a brick sold by the piece, and what a test changes. */
export const productCardFixture = (id: number, over: Partial<SupplierProductCard> = {}): SupplierProductCard => ({
  id,
  name: `آجر نما ${id}`,
  slug: `آجر-نما-${id}`,
  baseProductId: 1,
  categoryId: 2,
  categoryType: 'Product',
  price: 126_000,
  priceUnit: { id: 15, name: 'عدد', symbol: 'عدد' },
  minOrderQuantity: 3000,
  minOrderUnit: { id: 15, name: 'عدد', symbol: 'عدد' },
  stockState: 'in_stock',
  image: `/api/v1/media/products/${id}.svg`,
  supplier: { id: 3, name: 'آجر سفال تهران', slug: 'آجر-سفال-تهران', logo: null, isVerified: true, rating: 4.5, city: { id: 1, name: 'تهران', stateId: 8, stateName: 'تهران' } },
  createdAt: '2026-11-01T10:00:00+03:30',
  ...over,
});
