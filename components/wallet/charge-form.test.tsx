import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

const chargeWallet = vi.fn();
vi.mock('@/api/wallet', async (original) => ({
  ...(await original<typeof import('@/api/wallet')>()),
  chargeWallet: (...args: unknown[]) => chargeWallet(...args),
  fetchGateways: async () => [{ name: 'sandbox', title: 'درگاه آزمایشی' }],
}));

const { ChargeForm } = await import('./charge-form');

describe('ChargeForm', () => {
  it('takes the whole toman of an amount typed with decimals, instead of running the decimals into it', async () => {
    chargeWallet.mockRejectedValue(new Error('stop before the gateway'));
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ChargeForm />
      </QueryClientProvider>,
    );
    const amount = screen.getByLabelText(/مبلغ \(تومان\)/);
    for (const [typed, shown] of [
      ['120,000.00', '۱۲۰٬۰۰۰'],
      ['۱۲۰۰۰۰٫۵', '۱۲۰٬۰۰۰'],
      ['۱٬۲۰۰٬۰۰۰', '۱٬۲۰۰٬۰۰۰'],
    ]) {
      fireEvent.change(amount, { target: { value: typed } });
      expect(amount).toHaveValue(shown);
    }
    fireEvent.change(amount, { target: { value: '120,000.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'پرداخت و شارژ' }));
    await waitFor(() => expect(chargeWallet).toHaveBeenCalled());
    expect(chargeWallet.mock.calls[0][0]).toBe(1_200_000);
  });
});
