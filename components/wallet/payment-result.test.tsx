import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import type { Payment } from '@/api/contract/wallet';

let payment: Payment = {
  id: 8,
  purpose: 'trade_fee',
  amount: 500_000,
  state: 'pending',
  tradeRequestId: 31,
  forUserId: null,
  paidVia: null,
  paidAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
let attempts: { state: string; refId: string | null; createdAt?: string }[] = [];
vi.mock('@/api/wallet', async (original) => ({
  ...(await original<typeof import('@/api/wallet')>()),
  fetchPayment: async () => payment,
  fetchAttempts: async () => attempts,
  cancelPayment: async () => void (payment = { ...payment, state: 'cancelled' }),
  walletCreditQuery: () => ({ queryKey: ['wallet', 'credit'], queryFn: async () => ({ balance: 0 }) }),
  fetchGateways: async () => [{ name: 'sandbox', title: 'درگاه آزمایشی' }],
  fetchOwnedBuyers: async () => [{ userId: 44, phone: '+989121110000', firstName: 'رضا', lastName: 'کاظمی', balance: 2_500_000, lastCharge: null }],
}));

const { PaymentResult } = await import('./payment-result');

describe('PaymentResult', () => {
  it('a payment cancelled here takes its buttons away, and the focus goes to the outcome it led to', async () => {
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PaymentResult paymentId={8} />
      </QueryClientProvider>,
    );
    const cancel = await screen.findByRole('button', { name: 'لغو پرداخت' });
    cancel.focus();
    fireEvent.click(cancel);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'لغو پرداخت' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('این پرداخت لغو شده است'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'لغو پرداخت' })).toBeNull();
  });

  it('a payment cancelled, then found paid at the gateway, says the money went to the wallet, with its receipt number', async () => {
    payment = { ...payment, state: 'cancelled' };
    attempts = [{ state: 'paid', refId: '71234' }];
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PaymentResult paymentId={8} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('این پرداخت لغو شده بود؛ ۵۰٬۰۰۰ تومانی که در درگاه پرداخت کردید به کیف پول شما برگشت (شمارهٔ پیگیری ۷۱۲۳۴).');
  });

  it('a payment whose attempt went to the gateway and never came back does not say no money was taken', async () => {
    payment = { ...payment, state: 'pending' };
    attempts = [{ state: 'redirected', refId: null, createdAt: new Date(Date.now() - 20 * 60_000).toISOString() }];
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PaymentResult paymentId={8} />
      </QueryClientProvider>,
    );
    const said = await screen.findByRole('status');
    expect(said).toHaveTextContent('پرداخت در درگاه هنوز روشن نیست');
    expect(said).toHaveTextContent('اگر در درگاه پرداخت کرده‌اید دوباره نپردازید: تا ۳۰ دقیقه');
    expect(said).not.toHaveTextContent('پولی از حساب شما برداشته نشده است');
    // The payer who did not pay may still pay again: the gateway's page of 20 minutes ago is closed.
    expect(said).toHaveTextContent('اگر پرداخت نکرده‌اید، می‌توانید دوباره پرداخت کنید.');
    expect(await screen.findByRole('button', { name: 'پرداخت اینترنتی' })).toBeInTheDocument();
  });

  it('one whose attempt the gateway answered unpaid says no money was taken', async () => {
    attempts = [{ state: 'failed', refId: null }];
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PaymentResult paymentId={8} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('پولی از حساب شما برداشته نشده است');
  });

  it('a charge of a consumer’s wallet says whose wallet it filled', async () => {
    payment = { ...payment, purpose: 'wallet_charge', tradeRequestId: null, state: 'paid', forUserId: 44 };
    attempts = [{ state: 'paid', refId: '55120' }];
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PaymentResult paymentId={8} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('۵۰٬۰۰۰ تومان به کیف پول رضا کاظمی واریز شد — شمارهٔ پیگیری ۵۵۱۲۰.'));
    expect(screen.getByText('شارژ کیف پول رضا کاظمی: ۵۰٬۰۰۰ تومان')).toBeInTheDocument();
  });

  it('a failed charge of a consumer’s wallet still says whose it was', async () => {
    payment = { ...payment, purpose: 'wallet_charge', tradeRequestId: null, state: 'failed', forUserId: 44 };
    attempts = [{ state: 'failed', refId: null }];
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PaymentResult paymentId={8} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('شارژ کیف پول رضا کاظمی: ۵۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('این پرداخت ناموفق بوده است');
  });
});
