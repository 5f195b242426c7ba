import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

const plan = (id: number, name: string, price: number) => ({ id, code: name, name, freePerMonth: 3 * id, feePerPublication: 500_000, price, periodDays: 30 });
vi.mock('@/api/wallet', async (original) => ({
  ...(await original<typeof import('@/api/wallet')>()),
  fetchMyMembership: async () => ({ plan: plan(1, 'پایه', 0), endsAt: null, paidUntil: null, usedThisMonth: 0, freeLeft: 3 }),
  fetchMembershipPlans: async () => [plan(1, 'پایه', 0), plan(2, 'نقره‌ای', 15_000_000), plan(3, 'طلایی', 40_000_000)],
  buyMembershipPlan: async (planId: number) => ({ id: 90 + planId, purpose: 'membership', amount: planId === 3 ? 40_000_000 : 15_000_000, state: 'pending' }),
  cancelPayment: async () => undefined,
  walletCreditQuery: () => ({ queryKey: ['wallet', 'credit'], queryFn: async () => ({ balance: 0 }) }),
  fetchGateways: async () => [{ name: 'sandbox', title: 'درگاه آزمایشی' }],
}));

const { MembershipScreen } = await import('./membership-screen');

describe('MembershipScreen', () => {
  it("buying a plan shows how to pay in that plan's card, where the tap was, with the keyboard on it; cancelling returns to the plan's button", async () => {
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MembershipScreen />
      </QueryClientProvider>,
    );
    const buyGold = await screen.findByRole('button', { name: 'خرید طرح طلایی' });
    const goldCard = buyGold.closest('li')!;
    fireEvent.click(buyGold);
    const choices = await screen.findByRole('group', { name: /برای خرید طرح ۴٬۰۰۰٬۰۰۰ تومان بپردازید/ });
    await waitFor(() => expect(choices).toHaveFocus());
    expect(goldCard).toContainElement(choices);
    fireEvent.click(screen.getByRole('button', { name: 'لغو پرداخت' }));
    fireEvent.click((await screen.findAllByRole('button', { name: 'لغو پرداخت' })).at(-1)!);
    await waitFor(() => expect(screen.getByRole('button', { name: 'خرید طرح طلایی' })).toHaveFocus());
  });
});
