import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import type { Payment } from '@/api/contract/wallet';

const cancelPayment = vi.fn(async () => undefined);
const payFromWallet = vi.fn(async () => undefined);
vi.mock('@/api/wallet', async (original) => ({
  ...(await original<typeof import('@/api/wallet')>()),
  cancelPayment: (...args: unknown[]) => cancelPayment(...(args as [])),
  payFromWallet: (...args: unknown[]) => payFromWallet(...(args as [])),
  walletCreditQuery: () => ({ queryKey: ['wallet', 'credit'], queryFn: async () => ({ balance: 200_000 }) }),
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

  it('cancels only once the payer confirms: a cancelled payment cannot be paid again', async () => {
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PaymentActions payment={{ id: 8, purpose: 'trade_fee', amount: 500_000, state: 'pending' } as Payment} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'لغو پرداخت' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'پرداخت ۵۰٬۰۰۰ تومان لغو شود؟' });
    expect(cancelPayment).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cancelPayment).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'لغو پرداخت' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'لغو پرداخت' }));
    await waitFor(() => expect(cancelPayment).toHaveBeenCalledTimes(1));
    expect(cancelPayment).toHaveBeenCalledWith(8, expect.any(String));
  });

  it('pays from the wallet only once the payer confirms, told what the balance will be', async () => {
    const done = vi.fn();
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PaymentActions payment={{ id: 9, purpose: 'trade_fee', amount: 150_000, state: 'pending' } as Payment} onDone={done} />
      </QueryClientProvider>,
    );
    const pay = screen.getByRole('button', { name: 'پرداخت از کیف پول' });
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    const dialog = await screen.findByRole('alertdialog', { name: '۱۵٬۰۰۰ تومان از کیف پول پرداخت شود؟' });
    expect(within(dialog).getByText('موجودی کیف پول شما ۲۰٬۰۰۰ تومان است و پس از این پرداخت ۵٬۰۰۰ تومان می‌شود.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(payFromWallet).not.toHaveBeenCalled();
    fireEvent.click(pay);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'پرداخت' }));
    await waitFor(() => expect(payFromWallet).toHaveBeenCalledTimes(1));
    expect(payFromWallet).toHaveBeenCalledWith(9, expect.any(String));
    await waitFor(() => expect(done).toHaveBeenCalled());
  });
});
