import { fireEvent, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

const registerOwnedBuyer = vi.fn(async () => ({}));
vi.mock('@/api/wallet', async (original) => ({
  ...(await original<typeof import('@/api/wallet')>()),
  fetchOwnedBuyers: async () => [
    { userId: 3, phone: '+989120000003', firstName: 'مریم', lastName: 'خریدار', balance: 0, lastCharge: null },
    { userId: 4, phone: '+989120000004', firstName: null, lastName: null, balance: 2_500_000, lastCharge: { amount: 2_500_000, paidAt: '2026-11-30T08:00:00.000Z' } },
  ],
  registerOwnedBuyer: (...args: unknown[]) => registerOwnedBuyer(...(args as [])),
}));

const { OwnedConsumers } = await import('./owned-consumers');

describe('OwnedConsumers', () => {
  it('says a phone is already a consumer of the owner instead of «افزوده شد», and sends nothing', async () => {
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <OwnedConsumers />
      </QueryClientProvider>,
    );
    await screen.findByText(/مریم خریدار/);
    fireEvent.change(screen.getByRole('textbox', { name: 'شمارهٔ همراه' }), { target: { value: '۰۹۱۲۰۰۰۰۰۰۳' } });
    fireEvent.click(screen.getByRole('button', { name: 'افزودن' }));
    expect(await screen.findByText('این شماره پیش‌تر مصرف‌کنندهٔ شما شده است')).toBeInTheDocument();
    expect(registerOwnedBuyer).not.toHaveBeenCalled();
  });

  it('says what each wallet holds and the owner’s last charge of it, which is in no ledger of the owner’s', async () => {
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <OwnedConsumers />
      </QueryClientProvider>,
    );
    const unnamed = (await screen.findAllByText('۰۹۱۲۰۰۰۰۰۰۴'))[0].closest('li')!;
    expect(unnamed).toHaveTextContent('موجودی: ۲۵۰٬۰۰۰ تومان');
    expect(unnamed).toHaveTextContent('آخرین شارژ شما: ۲۵۰٬۰۰۰ تومان، ۹ آذر ۱۴۰۵');
    expect(screen.getByText(/مریم خریدار/).closest('li')).not.toHaveTextContent('آخرین شارژ');
  });
});
