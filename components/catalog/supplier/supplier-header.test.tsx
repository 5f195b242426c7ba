import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'next-intl';
import type { SupplierDetail } from '@/api/contract/suppliers';
import messages from '@/messages/fa.json';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: keyof typeof messages) => createTranslator({ locale: 'fa', messages, namespace }),
}));

vi.mock('next/navigation', () => ({ usePathname: () => '/supplier/30/x', useRouter: () => ({ push: vi.fn() }) }));

const { SupplierHeader } = await import('./supplier-header');

const supplier: SupplierDetail = {
  id: 30,
  name: 'صنایع فولاد سیمرغ',
  slug: 'صنایع-فولاد-سیمرغ',
  logo: null,
  cover: null,
  isListed: true,
  city: { id: 6, name: 'پاکدشت', stateId: 1, stateName: 'تهران' },
  categoryTypes: ['Product'],
  isVerified: true,
  rating: 4.5,
  productCount: 33,
  createdAt: '2025-01-01T00:00:00.000Z',
  description: null,
  address: null,
  urbanArea: null,
  phone: null,
  website: null,
  foundedYear: 2001,
  counts: { products: 33, categories: 5, merchantDelegations: 0, saleCities: 12 },
};

describe('SupplierHeader', () => {
  it('separates the counts with a Persian comma, never a middle dot that reads as a zero', async () => {
    renderWithProviders(await SupplierHeader({ supplier }));
    const counts = screen.getByText(/شهر فروش/);
    // No «۰ نمایندگی»: an extra the storefront has none of is left out.
    expect(counts).toHaveTextContent('۳۳ کالا، ۵ دسته، ۱۲ شهر فروش');
    expect(counts.textContent).not.toContain('·');
    expect(counts.textContent).not.toMatch(/[0-9]/);
  });

  it("shows its owner's wide picture above the storefront, in the stored widths, only when there is one", async () => {
    const { unmount } = renderWithProviders(await SupplierHeader({ supplier }));
    expect(document.querySelector('picture')).toBeNull();
    unmount();
    renderWithProviders(await SupplierHeader({ supplier: { ...supplier, cover: '/api/v1/pictures/0123456789abcdef0123456789abcdef/1600.webp' } }));
    expect(document.querySelector('picture source[type="image/avif"]')).not.toBeNull();
  });
});
