import { act, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Storefront } from '@/api/contract/supplier-desk';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

const storefront: Storefront = {
  id: 7,
  name: 'فولاد نوین',
  slug: 'فولاد-نوین',
  logo: null,
  cover: null,
  isVerified: false,
  isActive: true,
  isListed: true,
  categoryTypes: ['Product'],
  city: null,
  productCount: 3,
  publishedCount: 3,
  waitingOrderCount: 0,
  unreadThreadCount: 2,
  description: null,
  phone: null,
  website: null,
  address: null,
  cityId: null,
  saleCities: [],
};
const readStorefront = vi.fn(async () => ({ ...storefront, unreadThreadCount: 1 }));
vi.mock('@/api/supplier-desk', async (original) => ({
  ...(await original<typeof import('@/api/supplier-desk')>()),
  storefrontQuery: (id: number) => ({ queryKey: ['supplierDesk', 'suppliers', id], queryFn: readStorefront }),
}));
const unreadListeners = new Set<() => void>();
vi.mock('@/components/messages/live-stream', () => ({
  onLiveMessage: () => () => undefined,
  onUnreadChange: (listener: () => void) => (unreadListeners.add(listener), () => void unreadListeners.delete(listener)),
}));

const { DeskNav } = await import('./desk-nav');

describe('DeskNav', () => {
  it('counts the unread threads as rendered, and again once a thread is read', async () => {
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DeskNav storefront={storefront} current="messages" />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('link', { name: 'پیام‌ها (۲ گفت‌وگوی خوانده‌نشده)' })).toBeTruthy();
    expect(readStorefront).not.toHaveBeenCalled();
    act(() => unreadListeners.forEach((listener) => listener()));
    await waitFor(() => expect(screen.getByRole('link', { name: 'پیام‌ها (۱ گفت‌وگوی خوانده‌نشده)' })).toBeTruthy());
    expect(readStorefront).toHaveBeenCalledTimes(1);
  });
});
