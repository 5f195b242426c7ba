import { fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storefront as aStorefront } from './testing/storefronts';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { ApiError } from '@/api/errors';

const updateStorefront = vi.fn();
vi.mock('@/api/supplier-desk', async (original) => ({
  ...(await original<typeof import('@/api/supplier-desk')>()),
  updateStorefront: (...args: unknown[]) => updateStorefront(...args),
  refreshDesk: async () => undefined,
}));
const { StorefrontForm } = await import('./storefront-form');

const showForm = () =>
  renderWithProviders(
    <QueryClientProvider client={new QueryClient()}>
      <StorefrontForm storefront={storefront} />
    </QueryClientProvider>,
  );

/** The server's refusal of a text with a pasted invisible character: it names no field. */
const forbiddenCharacter = () =>
  new ApiError({
    request: new Request('http://x/api/v1/supplier-desk/storefronts/1', { method: 'PUT' }),
    response: new Response(null, { status: 400, headers: { 'content-type': 'application/problem+json' } }),
    body: { type: 'about:blank', title: 'درخواست نامعتبر است', status: 400, code: 'forbidden_character', detail: 'متن نویسه‌ای نامرئی و غیرمجاز دارد' },
  });

const storefront = aStorefront({
  name: 'مصالح ساختمانی بیستون‌گستر',
  slug: 'مصالح-ساختمانی-بیستون‌گستر',
  phone: '076-54680739',
  address: 'خیابان امام، پلاک 390',
});

describe('StorefrontForm', () => {
  beforeEach(() => {
    sessionStorage.clear();
    updateStorefront.mockReset();
  });

  it('shows stored and typed digits in Persian, as the rest of the page does', () => {
    showForm();
    const phone = screen.getByRole('textbox', { name: 'تلفن' });
    expect(phone).toHaveValue('۰۷۶-۵۴۶۸۰۷۳۹');
    expect(screen.getByRole('textbox', { name: 'نشانی' })).toHaveValue('خیابان امام، پلاک ۳۹۰');
    fireEvent.change(phone, { target: { value: '۰۷۶-۵۴۶۸۰۷۳۹ 12' } });
    expect(phone).toHaveValue('۰۷۶-۵۴۶۸۰۷۳۹ ۱۲');
  });

  it('a refusal naming no field puts the focus on its message, which is above the fields', async () => {
    updateStorefront.mockRejectedValue(forbiddenCharacter());
    showForm();
    const save = screen.getByRole('button', { name: 'ذخیره' });
    save.focus();
    fireEvent.click(save);
    const alert = (await screen.findByText('متن نویسه‌ای نامرئی و غیرمجاز دارد')).closest('[role="alert"]');
    await waitFor(() => expect(alert).toHaveFocus());
  });
});
