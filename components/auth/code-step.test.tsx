import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { ApiError } from '@/api/errors';

const exchangeOtp = vi.fn();
vi.mock('@/api/auth', async (original) => ({
  ...(await original<typeof import('@/api/auth')>()),
  exchangeOtp: (...args: unknown[]) => exchangeOtp(...args),
}));

const { CodeStep } = await import('./code-step');

const wrongCode = () =>
  new ApiError({
    request: new Request('http://x/api/v1/connect/token', { method: 'POST' }),
    response: new Response(null, { status: 400, headers: { 'content-type': 'application/problem+json' } }),
    body: { type: 'about:blank', title: 'کد نادرست است', status: 400, code: 'invalid_grant', detail: 'کد واردشده درست نیست' },
  });

describe('CodeStep', () => {
  it('after a wrong code, the cleared first box has the cursor, so the next digits typed are not lost', async () => {
    exchangeOtp.mockRejectedValue(wrongCode());
    renderWithProviders(
      <CodeStep sent={{ phone: '+989123456789', sent: { codeLength: 6, resendAfterSeconds: 120 } as never, resendAt: Date.now() + 120_000 }} onResent={vi.fn()} onEditPhone={vi.fn()} onLoggedIn={vi.fn()} />,
    );
    const boxes = screen.getAllByRole('textbox');
    fireEvent.change(boxes[0], { target: { value: '000000' } });
    await waitFor(() => expect(exchangeOtp).toHaveBeenCalled());
    await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('textbox')[0]));
    expect(screen.getAllByRole('textbox')[0]).not.toBeDisabled();
  });
});
