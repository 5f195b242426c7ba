import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

const rows = [
  { id: 1, name: 'فولاد نوین', isVerified: true },
  { id: 2, name: 'سیمان البرز', isVerified: false },
];
const setSupplierVerified = vi.fn(async () => undefined);
vi.mock('@/api/admin', async (original) => ({
  ...(await original<typeof import('@/api/admin')>()),
  fetchSupplierBadges: async () => ({ items: rows, totalCount: rows.length, pageNumber: 1, pageSize: 10 }),
  setSupplierVerified: (...args: unknown[]) => setSupplierVerified(...(args as [])),
}));

const { SupplierBadges } = await import('./supplier-badges');

describe('SupplierBadges', () => {
  it('gives a badge at once, and takes one away only once the admin confirms', async () => {
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SupplierBadges />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('switch', { name: 'نشان تأیید سیمان البرز' }));
    await waitFor(() => expect(setSupplierVerified).toHaveBeenCalledWith(2, true));
    fireEvent.click(screen.getByRole('switch', { name: 'نشان تأیید فولاد نوین' }));
    const ask = await screen.findByRole('alertdialog', { name: 'نشان تأیید «فولاد نوین» برداشته شود؟' });
    fireEvent.click(within(ask).getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(setSupplierVerified).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('switch', { name: 'نشان تأیید فولاد نوین' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'برداشتن نشان' }));
    await waitFor(() => expect(setSupplierVerified).toHaveBeenLastCalledWith(1, false));
  });
});
