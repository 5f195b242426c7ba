import { fireEvent, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { storefront as aStorefront } from './testing/storefronts';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { StorefrontForm } from './storefront-form';

const storefront = aStorefront({
  name: 'مصالح ساختمانی بیستون‌گستر',
  slug: 'مصالح-ساختمانی-بیستون‌گستر',
  phone: '076-54680739',
  address: 'خیابان امام، پلاک 390',
});

describe('StorefrontForm', () => {
  it('shows stored and typed digits in Persian, as the rest of the page does', () => {
    renderWithProviders(
      <QueryClientProvider client={new QueryClient()}>
        <StorefrontForm storefront={storefront} />
      </QueryClientProvider>,
    );
    const phone = screen.getByRole('textbox', { name: 'تلفن' });
    expect(phone).toHaveValue('۰۷۶-۵۴۶۸۰۷۳۹');
    expect(screen.getByRole('textbox', { name: 'نشانی' })).toHaveValue('خیابان امام، پلاک ۳۹۰');
    fireEvent.change(phone, { target: { value: '۰۷۶-۵۴۶۸۰۷۳۹ 12' } });
    expect(phone).toHaveValue('۰۷۶-۵۴۶۸۰۷۳۹ ۱۲');
  });
});
