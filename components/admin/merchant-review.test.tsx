import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

const merchant = (id: number, name: string) => ({ id, name, description: null, phone: null as string | null, ownerName: 'رضا', createdAt: '2026-11-20T10:00:00.000Z' });
let awaiting = [merchant(1, 'بازرگانی آوا'), merchant(2, 'بازرگانی بهار'), merchant(3, 'بازرگانی پارس')];
const decided = (id: number) => void (awaiting = awaiting.filter((m) => m.id !== id));
const refuseMerchant = vi.fn<(id: number, reason: string) => Promise<void>>(async (id) => decided(id));
vi.mock('@/api/admin', async (original) => ({
  ...(await original<typeof import('@/api/admin')>()),
  fetchMerchantsAwaiting: async ({ pageSize }: { pageSize: number }) => ({ items: awaiting.slice(0, pageSize), totalCount: awaiting.length, pageNumber: 1, pageSize }),
  confirmMerchant: async (id: number) => decided(id),
  refuseMerchant: (id: number, reason: string) => refuseMerchant(id, reason),
}));

const { MerchantReview } = await import('./merchant-review');

const show = () =>
  renderWithProviders(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MerchantReview />
    </QueryClientProvider>,
  );

describe('MerchantReview', () => {
  it('keeps the focus among the merchants: on the reason when refusing, back on «رد», then on the row in the decided one’s place', async () => {
    show();
    const refuse = await screen.findByRole('button', { name: 'رد بازرگانی بهار' });
    refuse.focus();
    fireEvent.click(refuse);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /دلیل رد/ })).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'بازگشت' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'رد بازرگانی بهار' })).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'رد بازرگانی بهار' }));
    // Two emoji are two, as the server counts them: too short to send.
    fireEvent.change(await screen.findByRole('textbox', { name: /دلیل رد/ }), { target: { value: '😀😀' } });
    expect(screen.getByText('به بازرگان نشان داده می‌شود؛ ۲ از ۳۰۰ نویسه')).toBeTruthy();
    // Said on the press, the caret kept in the reason; nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'رد' }));
    expect(screen.getByRole('textbox', { name: /دلیل رد/ })).toHaveAccessibleDescription('دلیل رد را بنویسید؛ دست‌کم ۳ نویسه');
    expect(screen.getByRole('textbox', { name: /دلیل رد/ })).toHaveFocus();
    expect(refuseMerchant).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /دلیل رد/ }), { target: { value: 'مدارک ناقص است' } });
    // The merchant reads the reason, and its limit is counted as it is typed.
    expect(screen.getByText('به بازرگان نشان داده می‌شود؛ ۱۴ از ۳۰۰ نویسه')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /دلیل رد/ })).toHaveAttribute('maxLength', '300');
    fireEvent.click(screen.getByRole('button', { name: 'رد' }));
    await waitFor(() => expect(screen.queryByText('بازرگانی بهار')).toBeNull());
    expect(refuseMerchant).toHaveBeenCalledWith(2, 'مدارک ناقص است');
    await waitFor(() => expect(screen.getByRole('button', { name: 'تأیید بازرگانی پارس' })).toHaveFocus());
    // The last one confirmed: the focus goes to the one before it.
    fireEvent.click(screen.getByRole('button', { name: 'تأیید بازرگانی پارس' }));
    await waitFor(() => expect(screen.queryByText('بازرگانی پارس')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'تأیید بازرگانی آوا' })).toHaveFocus());
  });

  it('writes a mobile number as Iranians dial it, and lets it be called', async () => {
    awaiting = [{ ...merchant(4, 'بازرگانی تابان'), phone: '+989121234567' }];
    show();
    const phone = await screen.findByRole('link', { name: '۰۹۱۲۱۲۳۴۵۶۷' });
    expect(phone).toHaveAttribute('href', 'tel:+989121234567');
  });

  it('says how many more wait past the merchants shown', async () => {
    const before = awaiting;
    awaiting = Array.from({ length: 53 }, (_, i) => merchant(100 + i, `بازرگانی شمارهٔ ${i + 1}`));
    try {
      show();
      expect(await screen.findByText('۳ بازرگان دیگر پس از این‌ها در صف‌اند؛ با هر تصمیم، بعدی‌ها به این فهرست می‌آیند.')).toBeInTheDocument();
      expect(screen.getAllByRole('listitem')).toHaveLength(50);
    } finally {
      awaiting = before;
    }
  });
});
