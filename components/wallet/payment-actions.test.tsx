import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import type { Payment } from '@/api/contract/wallet';

vi.mock('@/api/wallet', async (original) => ({
  ...(await original<typeof import('@/api/wallet')>()),
  fetchWalletCredit: async () => ({ balance: 200_000 }),
  fetchGateways: async () => [{ name: 'sandbox', title: 'درگاه آزمایشی' }],
}));

const { PaymentActions } = await import('./payment-actions');

describe('PaymentActions', () => {
  it('says why paying from the wallet is greyed out: the balance is short', async () => {
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PaymentActions payment={{ id: 7, purpose: 'trade_fee', amount: 5_000_000, state: 'pending' } as Payment} />
      </QueryClientProvider>,
    );
    const reason = await screen.findByText(/موجودی کیف پول شما \(۲۰٬۰۰۰ تومان\) برای این پرداخت کافی نیست/);
    const button = screen.getByRole('button', { name: 'پرداخت از کیف پول' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-describedby', reason.id);
  });
});
