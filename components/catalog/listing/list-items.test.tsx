import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SupplierProductCard } from '@/api/contract/catalog';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { ListItems } from './list-items';

// The cards' hearts read where they are (a form sends the visitor back there).
vi.mock('next/navigation', () => ({ usePathname: () => '/products/search/Product', useRouter: () => ({ push: vi.fn() }) }));

const product = (id: number): SupplierProductCard => ({
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
});

const loading = () => screen.getAllByRole('img').map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);

describe('ListItems', () => {
  it('loads the first two images of a list page at once, with high priority, and the rest lazily', () => {
    renderWithProviders(<ListItems kind="products" items={[1, 2, 3].map(product)} label="محصولات" emptyTitle="محصولی نیست" />);
    expect(loading()).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', null],
    ]);
  });

  it('leaves every image of a list further down the page lazy', () => {
    renderWithProviders(<ListItems kind="products" items={[1, 2].map(product)} label="محصولات مشابه" emptyTitle="محصولی نیست" eagerImages={0} />);
    expect(loading()).toEqual([
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it("lets a card's price break before its unit, not inside the amount", () => {
    renderWithProviders(<ListItems kind="products" items={[product(1)]} label="محصولات" emptyTitle="محصولی نیست" />);
    const unit = screen.getByText('/ هر عدد');
    // The space before the unit is outside its unbreakable span: the one place the line may break.
    expect(unit.textContent).toBe('/ هر عدد');
    expect(unit.previousSibling?.textContent).toBe(' ');
    expect(unit.parentElement!.textContent).toBe('۱۲٬۶۰۰ تومان / هر عدد');
  });
});
