import type { SupplierProductCard } from '@/api/contract/catalog';

export const OFFER_SORTS = ['price', 'minOrder', 'rating'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

/**
 * The offers of one base product in the order a buyer compares them: cheapest, smallest minimum
 * order or best-rated supplier first. Offers without a price (quoted on request) always go last
 * when sorting by price, and ties keep the cheaper offer first.
 */
export function sortOffers(offers: SupplierProductCard[], sort: OfferSort): SupplierProductCard[] {
  const price = (o: SupplierProductCard) => (o.price && o.price > 0 ? o.price : Number.POSITIVE_INFINITY);
  const minOrder = (o: SupplierProductCard) => o.minOrderQuantity ?? 0;
  const compare: Record<OfferSort, (a: SupplierProductCard, b: SupplierProductCard) => number> = {
    price: (a, b) => price(a) - price(b) || a.id - b.id,
    minOrder: (a, b) => minOrder(a) - minOrder(b) || price(a) - price(b),
    rating: (a, b) => b.supplier.rating - a.supplier.rating || price(a) - price(b),
  };
  return [...offers].sort(compare[sort]);
}

/** The cities the offers come from, for the city filter, in Persian alphabetical order. */
export function offerCities(offers: SupplierProductCard[]): { id: number; name: string }[] {
  const byId = new Map<number, string>();
  for (const o of offers) if (o.supplier.city) byId.set(o.supplier.city.id, o.supplier.city.name);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'fa'));
}
