import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'next-intl';
import type { SupplierProductCard } from '@/api/contract/catalog';
import { productCardFixture } from '../ui/testing/product-card-fixture';
import messages from '@/messages/fa.json';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: keyof typeof messages) => createTranslator({ locale: 'fa', messages, namespace }),
}));
vi.mock('next/navigation', () => ({ usePathname: () => '/products/1/x', useRouter: () => ({ push: vi.fn() }) }));

let related: SupplierProductCard[] = [];
vi.mock('@/api/cached', () => ({ getRelatedProducts: async () => related }));

const { RelatedProducts } = await import('./related-products');

const card = (id: number, baseProductId: number, name: string) => productCardFixture(id, { baseProductId, name, slug: name.replace(/ /g, '-') });

describe('RelatedProducts', () => {
  it('shows the same product from other suppliers and the similar products under headings of their own', async () => {
    related = [card(11, 7, 'سیمان فله تیپ ۲'), card(12, 7, 'سیمان فله تیپ ۲'), card(21, 8, 'سیمان فله تیپ ۵')];
    renderWithProviders((await RelatedProducts({ productId: 10, baseProductId: 7 }))!);
    const same = screen.getByRole('region', { name: 'همین کالا از تأمین‌کنندگان دیگر' });
    expect(within(same).getAllByRole('article')).toHaveLength(2);
    const similar = screen.getByRole('region', { name: 'کالاهای مشابه' });
    expect(within(similar).getAllByRole('article')).toHaveLength(1);
    expect(similar).toHaveTextContent('سیمان فله تیپ ۵');
  });

  it('leaves out a heading with nothing under it', async () => {
    related = [card(21, 8, 'سیمان فله تیپ ۵')];
    renderWithProviders((await RelatedProducts({ productId: 10, baseProductId: 7 }))!);
    expect(screen.queryByRole('region', { name: 'همین کالا از تأمین‌کنندگان دیگر' })).toBeNull();
    expect(screen.getByRole('region', { name: 'کالاهای مشابه' })).toBeInTheDocument();
  });
});
