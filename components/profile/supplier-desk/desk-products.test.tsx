import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

const product = (id: number, name: string) => ({
  id,
  name,
  slug: name,
  categoryId: 3,
  categoryName: 'میلگرد',
  price: 285000,
  priceUnitName: name.startsWith('تیرآهن') ? null : 'کیلوگرم',
  stockState: 'in_stock',
  isActive: false,
  image: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
});
let rows = [product(1, 'میلگرد ۱۲'), product(2, 'میلگرد ۱۴'), product(3, 'تیرآهن ۱۶')];
const bulkDeskProducts = vi.fn(async (_supplierId: number, action: string, ids: number[]) => {
  rows =
    action === 'delete'
      ? rows.filter((r) => !ids.includes(r.id))
      : rows.map((r) => (ids.includes(r.id) ? { ...r, isActive: action === 'publish' } : r));
  return { affected: ids.length };
});
vi.mock('@/api/supplier-desk', async (original) => {
  const real = await original<typeof import('@/api/supplier-desk')>();
  return {
    ...real,
    deskProductsQuery: (supplierId: number, query: unknown) => ({
      queryKey: [...real.deskKey, 'suppliers', supplierId, 'products', query],
      queryFn: async () => ({ items: rows, totalCount: rows.length, pageNumber: 1, pageSize: 25 }),
    }),
    bulkDeskProducts: (supplierId: number, action: string, ids: number[]) =>
      bulkDeskProducts(supplierId, action, ids),
  };
});

const { DeskProducts } = await import('./desk-products');

const show = () =>
  renderWithProviders(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <DeskProducts supplierId={2} supplierName="فولاد نوین" />
    </QueryClientProvider>,
  );

describe('DeskProducts', () => {
  it('says what each price is per', async () => {
    show();
    const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
    expect(await screen.findByText('میلگرد ۱۲')).toBeInTheDocument();
    expect(within(row('میلگرد ۱۲')).getByText('۲۸٬۵۰۰ تومان / هر کیلوگرم')).toBeInTheDocument();
    expect(within(row('تیرآهن ۱۶')).getByText('۲۸٬۵۰۰ تومان')).toBeInTheDocument();
  });

  it('after a bulk action, whose buttons leave with the selection, the focus is on the table it changed', async () => {
    show();
    fireEvent.click(await screen.findByRole('checkbox', { name: /میلگرد ۱۲/ }));
    const publish = screen.getByRole('button', { name: 'انتشار' });
    publish.focus();
    fireEvent.click(publish);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'انتشار' })).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'کالاهای فولاد نوین' })).toHaveFocus(),
    );
    expect(bulkDeskProducts).toHaveBeenLastCalledWith(2, 'publish', [1]);

    fireEvent.click(screen.getByRole('checkbox', { name: /تیرآهن ۱۶/ }));
    fireEvent.click(screen.getByRole('button', { name: 'حذف' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'حذف' }),
    );
    await waitFor(() => expect(screen.queryByText('تیرآهن ۱۶')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'کالاهای فولاد نوین' })).toHaveFocus(),
    );
    expect(bulkDeskProducts).toHaveBeenLastCalledWith(2, 'delete', [3]);
  });
});
