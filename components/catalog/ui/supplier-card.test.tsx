import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { SupplierCard } from './supplier-card';

// The cards' hearts read where they are (a form sends the visitor back there).
vi.mock('next/navigation', () => ({ usePathname: () => '/products/search/Product', useRouter: () => ({ push: vi.fn() }) }));

describe('SupplierCard', () => {
  it('reads as words: the name, the verified mark, the city, the rating and the count each apart', () => {
    renderWithProviders(
      <SupplierCard supplier={{ id: 30, name: 'صنایع فولاد سیمرغ', slug: 'x', logo: null, isVerified: true, rating: 4.5, cityName: 'پاکدشت', productCount: 33 }} />,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName('صنایع فولاد سیمرغ تأمین‌کننده تأییدشده پاکدشت امتیاز ۴٫۵ از ۵ ۳۳ کالا');
  });
});
