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
  it('typed key by key, a decimal mark stays where it was typed and is refused in Persian; nothing runs into the whole toman', async () => {
    chargeWallet.mockReset().mockRejectedValue(new Error('stop before the gateway'));
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ChargeForm />
      </QueryClientProvider>,
    );
    const amount = screen.getByLabelText(/مبلغ \(تومان\)/) as HTMLInputElement;
    // As a keyboard does: each key appended to what the field shows now.
    const typeKeys = (keys: string) => {
      for (const key of keys) fireEvent.change(amount, { target: { value: amount.value + key } });
    };
    typeKeys('120000.5');
    expect(amount).toHaveValue('۱۲۰٬۰۰۰٫۵');
    fireEvent.click(screen.getByRole('button', { name: 'پرداخت و شارژ' }));
    expect(await screen.findByText('مبلغ را به تومان و بی‌اعشار بنویسید')).toBeInTheDocument();
    // A screen reader hears why: the field takes the focus with the reason as its description.
    expect(amount).toHaveFocus();
    expect(amount).toHaveAccessibleDescription('مبلغ را به تومان و بی‌اعشار بنویسید');
    expect(chargeWallet).not.toHaveBeenCalled();

    fireEvent.change(amount, { target: { value: '' } });
    typeKeys('۱۲۰۰۰۰');
    expect(amount).toHaveValue('۱۲۰٬۰۰۰');
    fireEvent.click(screen.getByRole('button', { name: 'پرداخت و شارژ' }));
    await waitFor(() => expect(chargeWallet).toHaveBeenCalled());
    expect(chargeWallet.mock.calls[0][0]).toBe(1_200_000);
  });
});
