import { act, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { storefront as aStorefront } from './testing/storefronts';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

const storefront = aStorefront({ unreadThreadCount: 2 });
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
