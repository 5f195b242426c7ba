import { screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

let attempts: { state: string; refId: string | null; createdAt?: string }[] = [];
const fetchAttempts = vi.fn(async () => attempts);
vi.mock('@/api/wallet', async (original) => ({ ...(await original<typeof import('@/api/wallet')>()), fetchAttempts: () => fetchAttempts() }));

const { AtGatewayNotice } = await import('./at-gateway-notice');

const shown = () =>
  renderWithProviders(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AtGatewayNotice paymentId={8} />
    </QueryClientProvider>,
  );

describe('AtGatewayNotice', () => {
  it('warns against paying twice while an attempt went to the gateway and never came back', async () => {
    attempts = [{ state: 'failed', refId: null }, { state: 'redirected', refId: null, createdAt: new Date().toISOString() }];
    shown();
    expect(await screen.findByRole('alert')).toHaveTextContent('اگر در درگاه پرداخت کرده‌اید دوباره نپردازید');
  });

  it('says from what time another try at the gateway is let through, which the server refuses before', async () => {
    const opened = Date.parse('2026-12-01T00:35:40Z');
    vi.useFakeTimers({ now: opened + 5 * 60_000, toFake: ['Date'] });
    try {
      attempts = [{ state: 'redirected', refId: null, createdAt: new Date(opened).toISOString() }];
      shown();
      // Opened at 04:05:40 in Tehran: 15 minutes on is 04:20:40, said as the next whole minute, not 04:20.
      expect(await screen.findByRole('alert')).toHaveTextContent('اگر پرداخت نکرده‌اید، از ساعت ۰۴:۲۱ می‌توانید دوباره از درگاه پرداخت کنید.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says another try may be made once that time has passed', async () => {
    attempts = [{ state: 'redirected', refId: null, createdAt: new Date(Date.now() - 20 * 60_000).toISOString() }];
    shown();
    expect(await screen.findByRole('alert')).toHaveTextContent('اگر پرداخت نکرده‌اید، می‌توانید دوباره پرداخت کنید.');
  });

  it('says nothing when every attempt has its answer', async () => {
    attempts = [{ state: 'failed', refId: null }];
    const { container } = shown();
    await waitFor(() => expect(fetchAttempts).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
