import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { TradeRequest } from '@/api/contract/trade';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }) }));
vi.mock('@/components/messages/live-stream', () => ({ onLiveMessage: () => () => {}, useConversationStream: () => {} }));
const fetchMembershipAndPrice = vi.fn();
vi.mock('@/api/trade', async (original) => ({
  ...(await original<typeof import('@/api/trade')>()),
  fetchMembershipAndPrice: (...args: unknown[]) => fetchMembershipAndPrice(...args),
}));

const { OrderActions } = await import('./order-actions');

const waiting = { id: 12, state: 'awaiting_confirmation', mySide: 'buyer', actions: ['confirm_and_publish', 'cancel'], feePayment: null } as unknown as TradeRequest;
const membership = { plan: { code: 'free', name: 'رایگان' }, freeLeft: 0 };

function show(order: TradeRequest = waiting) {
  renderWithProviders(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OrderActions order={order} />
    </QueryClientProvider>,
  );
}

describe('OrderActions, an order waiting for the buyer', () => {
  it('within the quota, asks for «تأیید و انتشار»', async () => {
    fetchMembershipAndPrice.mockResolvedValue({ membership: { ...membership, freeLeft: 2 }, fee: 0, canPublish: true, reason: null });
    show();
    expect(await screen.findByText(/سهمیهٔ|رایگان/)).toBeInTheDocument();
    expect(screen.getByText(/«تأیید و انتشار» را بزنید/)).toBeInTheDocument();
  });

  it('with the quota used, says the fee paid here publishes it, not a button it cannot press', async () => {
    fetchMembershipAndPrice.mockResolvedValue({ membership, fee: 250_000, canPublish: false, reason: 'سهمیهٔ رایگان این ماه تمام شده است' });
    show();
    expect(await screen.findByText(/با پرداخت هزینهٔ انتشار در همین صفحه منتشر/)).toBeInTheDocument();
    expect(screen.queryByText(/«تأیید و انتشار» را بزنید/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تأیید و انتشار' })).toBeDisabled();
  });
});

/** Five tonnes listed at ۲۸٬۵۰۰٬۰۰۰ تومان a tonne, in the state and on the side a test needs. */
const tonnes = (over: Record<string, unknown>) =>
  ({ feePayment: null, quantity: 5, unit: { id: 2, name: 'تن' }, listedUnitPrice: 285_000_000, wantedDate: null, ...over }) as unknown as TradeRequest;
const countered = (counter: object, over: Record<string, unknown> = {}) =>
  tonnes({ id: 15, state: 'countered', mySide: 'buyer', actions: ['accept_counter', 'decline_counter', 'cancel'], counter: { note: '', ...counter }, ...over });

describe('OrderActions, an order the supplier answers', () => {
  const published = tonnes({ id: 14, state: 'published', mySide: 'supplier', actions: ['accept', 'reject', 'counter'] });

  it('groups the new price as typed, shows the total it makes and warns when it is far from the list price per the unit', async () => {
    fetchMembershipAndPrice.mockResolvedValue({ membership, fee: 0, canPublish: true, reason: null });
    show(published);
    fireEvent.click(screen.getByRole('button', { name: 'پیشنهاد قیمت یا زمان تازه' }));
    const price = screen.getByRole('textbox', { name: 'قیمت تازهٔ هر تن (تومان)' });
    expect(price).toHaveAccessibleDescription('قیمت فهرست: ۲۸٬۵۰۰٬۰۰۰ تومان / هر تن');
    // A price per kilogram, from habit.
    fireEvent.change(price, { target: { value: '29000' } });
    expect(price).toHaveValue('۲۹٬۰۰۰');
    expect(price).toHaveAccessibleDescription(/مبلغ کل سفارش با این قیمت: ۱۴۵٬۰۰۰ تومان/);
    expect(price).toHaveAccessibleDescription(/فاصلهٔ زیادی دارد؛ قیمت هر تن را بنویسید/);
    fireEvent.change(price, { target: { value: '29000000' } });
    expect(price).toHaveAccessibleDescription(/مبلغ کل سفارش با این قیمت: ۱۴۵٬۰۰۰٬۰۰۰ تومان/);
    expect(price).not.toHaveAccessibleDescription(/فاصلهٔ زیادی/);
  });

  it('refuses an offer of nothing new at once, with the caret in the price, asking the server nothing', async () => {
    fetchMembershipAndPrice.mockResolvedValue({ membership, fee: 0, canPublish: true, reason: null });
    const act = vi.spyOn(await import('@/api/trade'), 'actOnTradeRequest');
    show(published);
    fireEvent.click(screen.getByRole('button', { name: 'پیشنهاد قیمت یا زمان تازه' }));
    const price = screen.getByRole('textbox', { name: 'قیمت تازهٔ هر تن (تومان)' });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'پیشنهاد قیمت یا زمان تازه' }));
    expect(price).toHaveAccessibleDescription('قیمت واحد یا تاریخ تحویل تازه را بنویسید');
    expect(price).toHaveFocus();
    expect(act).not.toHaveBeenCalled();
  });
});

describe('OrderActions, accepting', () => {
  it('says the price, total and day it binds both sides to before the order is final', async () => {
    fetchMembershipAndPrice.mockResolvedValue({ membership, fee: 0, canPublish: true, reason: null });
    show(countered({ unitPrice: 290_000_000, deliveryDate: '2026-12-25' }, { wantedDate: '2026-12-20' }));
    fireEvent.click(screen.getByRole('button', { name: 'پذیرش پیشنهاد تأمین‌کننده' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('با پذیرش، سفارش با این شرایط قطعی می‌شود: ۲۹٬۰۰۰٬۰۰۰ تومان / هر تن، مبلغ کل ۱۴۵٬۰۰۰٬۰۰۰ تومان، تحویل ۴ دی ۱۴۰۵.');
  });

  it('a counter-offer of a day only is accepted at the list price, and says so', async () => {
    fetchMembershipAndPrice.mockResolvedValue({ membership, fee: 0, canPublish: true, reason: null });
    show(countered({ unitPrice: null, deliveryDate: '2026-12-25' }, { id: 16, quantity: 2 }));
    fireEvent.click(screen.getByRole('button', { name: 'پذیرش پیشنهاد تأمین‌کننده' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('قطعی می‌شود: ۲۸٬۵۰۰٬۰۰۰ تومان / هر تن، مبلغ کل ۵۷٬۰۰۰٬۰۰۰ تومان، تحویل ۴ دی ۱۴۰۵.');
  });
});
