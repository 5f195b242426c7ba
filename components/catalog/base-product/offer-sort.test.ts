import { describe, expect, it } from 'vitest';
import type { SupplierProductCard } from '@/api/contract/catalog';
import { offerCities, sortOffers } from './offer-sort';

const offer = (id: number, price: number | null, minOrder: number | null, rating: number, city?: [number, string]) =>
  ({
    id,
    price,
    minOrderQuantity: minOrder,
    supplier: { rating, city: city ? { id: city[0], name: city[1], stateId: 1, stateName: 'x' } : null },
  }) as unknown as SupplierProductCard;

const offers = [
  offer(1, 500, 10, 3, [2, 'تهران']),
  offer(2, null, 1, 5, [1, 'اصفهان']),
  offer(3, 300, 50, 4, [2, 'تهران']),
  offer(4, 300, 5, 2),
];

describe('sortOffers', () => {
  it('puts the cheapest first and offers without a price last', () => {
    expect(sortOffers(offers, 'price').map((o) => o.id)).toEqual([3, 4, 1, 2]);
  });

  it('sorts by minimum order, cheaper first on a tie', () => {
    expect(sortOffers(offers, 'minOrder').map((o) => o.id)).toEqual([2, 4, 1, 3]);
  });

  it('sorts by the supplier rating, best first', () => {
    expect(sortOffers(offers, 'rating').map((o) => o.id)).toEqual([2, 3, 1, 4]);
  });

  it('leaves the input alone', () => {
    sortOffers(offers, 'price');
    expect(offers.map((o) => o.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('offerCities', () => {
  it('lists each city once, alphabetically', () => {
    expect(offerCities(offers)).toEqual([
      { id: 1, name: 'اصفهان' },
      { id: 2, name: 'تهران' },
    ]);
  });
});
