import { fireEvent, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Storefront } from '@/api/contract/supplier-desk';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { StorefrontForm } from './storefront-form';

const storefront: Storefront = {
  id: 7,
  name: 'مصالح ساختمانی بیستون‌گستر',
  slug: 'مصالح-ساختمانی-بیستون‌گستر',
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
  unreadThreadCount: 0,
  description: null,
  phone: '076-54680739',
  website: null,
  address: 'خیابان امام، پلاک 390',
  cityId: null,
  saleCities: [],
};

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
