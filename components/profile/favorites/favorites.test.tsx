import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Favorite } from '@/api/contract/favorites';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { LATIN_NUMBER } from '@/lib/persian/digits';

const fetchFavorites = vi.fn();
const removeFavorite = vi.fn();
vi.mock('@/api/favorites', () => ({
  favoritesKey: ['favorites'],
  fetchFavorites: (...args: unknown[]) => fetchFavorites(...args),
  removeFavorite: (...args: unknown[]) => removeFavorite(...args),
}));
vi.mock('next/navigation', () => ({ usePathname: () => '/profile/favorites/product' }));

const { Favorites } = await import('./favorites');

const favorite = (over: Partial<Favorite>): Favorite => ({
  id: 1,
  pageKind: 'supplier_product',
  objectId: 11,
  createdAt: '2026-11-20T10:00:00.000Z',
  title: 'میلگرد آجدار A3 سایز 12',
  slug: 'میلگرد-آجدار',
  image: null,
  price: 285000,
  priceUnit: 'کیلوگرم',
  ...over,
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <Favorites type="product" />
    </QueryClientProvider>,
  );
}

const page = (items: Favorite[]) => ({ items, totalCount: items.length, pageNumber: 1, pageSize: 10 });

beforeEach(() => {
  fetchFavorites.mockReset();
  removeFavorite.mockReset();
});

describe('Favorites', () => {
  it('lists the tab’s favourites with a product’s price now, in Persian digits', async () => {
    fetchFavorites.mockResolvedValue(page([favorite({}), favorite({ id: 2, pageKind: 'base_product', objectId: 5, title: 'میلگرد', slug: 'میلگرد', price: null })]));
    show();
    const list = await screen.findByRole('list', { name: 'علاقه‌مندی‌های شما' });
    expect(fetchFavorites).toHaveBeenCalledWith({ kinds: ['supplier_product', 'base_product'], pageNumber: 1, pageSize: 10 });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]).getByRole('link', { name: 'میلگرد آجدار A3 سایز ۱۲' })).toHaveAttribute('href', `/products/11/${encodeURIComponent('میلگرد-آجدار')}`);
    expect(rows[0].textContent).toContain('۲۸٬۵۰۰ تومان');
    expect(list.textContent).not.toMatch(LATIN_NUMBER);
  });

  it('removes a favourite at once, and brings it back when the server refuses', async () => {
    fetchFavorites.mockResolvedValue(page([favorite({})]));
    let refuse!: (error: Error) => void;
    removeFavorite.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'برداشتن «میلگرد آجدار A3 سایز ۱۲» از علاقه‌مندی‌ها' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'میلگرد آجدار A3 سایز ۱۲' })).toBeNull());
    expect(removeFavorite).toHaveBeenCalledWith(1);
    refuse(new Error('network'));
    expect(await screen.findByRole('link', { name: 'میلگرد آجدار A3 سایز ۱۲' })).toBeInTheDocument();
  });

  it('after a removal the focus goes to the next row\'s button, or the one before, or the list when none is left', async () => {
    const rows = [favorite({}), favorite({ id: 2, objectId: 12, title: 'تیرآهن ۱۴' }), favorite({ id: 3, objectId: 13, title: 'نبشی ۵' })];
    fetchFavorites.mockResolvedValue(page(rows));
    removeFavorite.mockResolvedValue(undefined);
    show();
    const button = (name: string) => screen.getByRole('button', { name: `برداشتن «${name}» از علاقه‌مندی‌ها` });
    await screen.findByRole('list', { name: 'علاقه‌مندی‌های شما' });
    // The server answers with what is left, as it would.
    fetchFavorites.mockResolvedValue(page(rows.slice(1)));
    fireEvent.click(button('میلگرد آجدار A3 سایز ۱۲'));
    await waitFor(() => expect(button('تیرآهن ۱۴')).toHaveFocus());
    fetchFavorites.mockResolvedValue(page(rows.slice(1, 2)));
    fireEvent.click(button('نبشی ۵'));
    await waitFor(() => expect(button('تیرآهن ۱۴')).toHaveFocus());
    fetchFavorites.mockResolvedValue(page([]));
    fireEvent.click(button('تیرآهن ۱۴'));
    const empty = await screen.findByText('هنوز چیزی به علاقه‌مندی‌ها اضافه نکرده‌اید.');
    await waitFor(() => expect(empty.closest('[tabindex="-1"]')).toHaveFocus());
  });

  it('says how to add one when there is none', async () => {
    fetchFavorites.mockResolvedValue(page([]));
    show();
    expect(await screen.findByText('هنوز چیزی به علاقه‌مندی‌ها اضافه نکرده‌اید.')).toBeInTheDocument();
  });
});
