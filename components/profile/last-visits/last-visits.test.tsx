import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LastVisit } from '@/api/contract/page-visits';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { LATIN_NUMBER } from '@/lib/persian/digits';

const fetchLastVisits = vi.fn();
vi.mock('@/api/marketing', () => ({ fetchLastVisits: (...args: unknown[]) => fetchLastVisits(...args) }));
vi.mock('next/navigation', () => ({ usePathname: () => '/profile/last-visits/product' }));

const { LastVisits } = await import('./last-visits');

const visit = (over: Partial<LastVisit>): LastVisit => ({
  pageKind: 'supplier_product',
  objectId: 1,
  visitedAt: '2026-11-20T10:00:00.000Z',
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
      <LastVisits type="product" />
    </QueryClientProvider>,
  );
}

beforeEach(() => fetchLastVisits.mockReset());

describe('LastVisits', () => {
  it('lists the visits of the tab’s kinds, newest first, with a product’s price now and a link to each', async () => {
    fetchLastVisits.mockResolvedValue({
      items: [visit({}), visit({ pageKind: 'category', objectId: 7, title: 'میلگرد', slug: 'میلگرد', price: null, priceUnit: null }), visit({ objectId: 2, title: null, slug: null, price: null })],
      totalCount: 3,
      pageNumber: 1,
      pageSize: 10,
    });
    show();
    const list = await screen.findByRole('list', { name: 'بازدیدهای اخیر شما' });
    expect(fetchLastVisits).toHaveBeenCalledWith({ kinds: ['supplier_product', 'base_product', 'category'], pageNumber: 1, pageSize: 10 });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByRole('link', { name: 'میلگرد آجدار A3 سایز ۱۲' })).toHaveAttribute('href', `/products/1/${encodeURIComponent('میلگرد-آجدار')}`);
    expect(rows[0].textContent).toContain('۲۸٬۵۰۰ تومان');
    expect(within(rows[1]).getByRole('link', { name: 'میلگرد' })).toHaveAttribute('href', `/category/7/${encodeURIComponent('میلگرد')}`);
    // A product hidden since is listed without a link or a price.
    expect(within(rows[2]).queryByRole('link')).toBeNull();
    expect(rows[2].textContent).toContain('این مورد دیگر در دسترس نیست');
    expect(list.textContent).not.toMatch(LATIN_NUMBER);
    expect(screen.getByRole('link', { name: 'کالا و خدمات' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when nothing was visited', async () => {
    fetchLastVisits.mockResolvedValue({ items: [], totalCount: 0, pageNumber: 1, pageSize: 10 });
    show();
    expect(await screen.findByText('هنوز صفحه‌ای را بازدید نکرده‌اید.')).toBeInTheDocument();
  });

  it('offers to try again when the list fails, and shows it once it loads', async () => {
    fetchLastVisits.mockRejectedValueOnce(new Error('network')).mockResolvedValue({ items: [visit({})], totalCount: 1, pageNumber: 1, pageSize: 10 });
    show();
    expect(await screen.findByText('فهرست بازدیدها بارگیری نشد.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('list', { name: 'بازدیدهای اخیر شما' })).toBeInTheDocument();
  });
});
