import { screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

let attempts: { state: string; refId: string | null }[] = [];
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
    attempts = [{ state: 'failed', refId: null }, { state: 'redirected', refId: null }];
    shown();
    expect(await screen.findByRole('alert')).toHaveTextContent('اگر در درگاه پرداخت کرده‌اید دوباره نپردازید');
  });

  it('says nothing when every attempt has its answer', async () => {
    attempts = [{ state: 'failed', refId: null }];
    const { container } = shown();
    await waitFor(() => expect(fetchAttempts).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
