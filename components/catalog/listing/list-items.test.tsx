import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { productCardFixture } from '../ui/testing/product-card-fixture';
import { ListItems } from './list-items';

// The cards' hearts read where they are (a form sends the visitor back there).
vi.mock('next/navigation', () => ({ usePathname: () => '/products/search/Product', useRouter: () => ({ push: vi.fn() }) }));

const product = (id: number) => productCardFixture(id);

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
