import { fireEvent, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

const registerOwnedBuyer = vi.fn(async () => ({}));
vi.mock('@/api/wallet', async (original) => ({
  ...(await original<typeof import('@/api/wallet')>()),
  fetchOwnedBuyers: async () => [{ userId: 3, phone: '+989120000003', firstName: 'مریم', lastName: 'خریدار', balance: 0 }],
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
});
