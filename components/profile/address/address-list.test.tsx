import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

// The place pickers read the provinces and cities; none are needed here.
vi.mock('@/api/addresses', () => ({
  statesQuery: () => ({ queryKey: ['states'], queryFn: async () => [] }),
  citiesQuery: (stateId: number | null) => ({ queryKey: ['cities', stateId], queryFn: async () => [], enabled: false }),
}));

const { AddressList } = await import('./address-list');

const address = {
  id: 3,
  title: 'انبار',
  province: 'تهران',
  city: 'تهران',
  cityId: 1,
  addressLine: 'خیابان آزادی، کوچه ۱۲',
  postalCode: '1234567890',
  plaque: '12',
  unit: '3',
  receiverName: 'مریم احمدی',
  receiverPhone: '+989121234567',
  isDefault: true,
};

function renderList() {
  renderWithProviders(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AddressList kind="delivery" addresses={[address]} loading={false} failed={false} onRetry={vi.fn()} create={vi.fn()} update={vi.fn()} remove={vi.fn()} />
    </QueryClientProvider>,
  );
}

describe('AddressList', () => {
  it('fills the edit form with the receiver mobile and postal code in Persian digits', async () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'ویرایش' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /موبایل گیرنده/ })).toHaveValue('۰۹۱۲۱۲۳۴۵۶۷');
    expect(within(dialog).getByRole('textbox', { name: /کد پستی/ })).toHaveValue('۱۲۳۴۵۶۷۸۹۰');
  });
});
