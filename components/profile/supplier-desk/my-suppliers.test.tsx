import { screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { OwnedSupplier } from '@/api/contract/supplier-desk';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { ownedStorefront } from './testing/storefronts';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }) }));
const owned = vi.fn<() => Promise<OwnedSupplier[]>>();
vi.mock('@/api/supplier-desk', async (original) => ({
  ...(await original<typeof import('@/api/supplier-desk')>()),
  mySuppliersQuery: () => ({ queryKey: ['my-suppliers'], queryFn: () => owned() }),
}));

const { MySuppliers } = await import('./my-suppliers');

const storefront = (extra: Partial<OwnedSupplier>) =>
  ownedStorefront({ id: 31, name: 'فولاد نو آذربایجان', slug: 'فولاد-نو-آذربایجان', city: { id: 7, name: 'تبریز', stateId: 3, stateName: 'آذربایجان شرقی' }, productCount: 0, publishedCount: 0, ...extra });

function renderMine() {
  renderWithProviders(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MySuppliers />
    </QueryClientProvider>,
  );
}

describe('MySuppliers', () => {
  it('says of a storefront not yet listed what lists it; a listed one says nothing of it', async () => {
    owned.mockResolvedValue([storefront({ id: 31, isListed: false }), storefront({ id: 32, name: 'چرم تبریز', isListed: true, publishedCount: 3, productCount: 3 })]);
    renderMine();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('هنوز در فهرست و جستجوی تأمین‌کنندگان نیست؛ با انتشار نخستین کالا');
    expect(rows[1]).not.toHaveTextContent('هنوز در فهرست');
  });
});
