import { isValidElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '@/api/contract/paging';
import type { SupplierSummary } from '@/api/contract/suppliers';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/config/env', () => ({ env: () => ({ SITE_URL: 'https://bazargah.test' }) }));
vi.mock('@/api/cached', () => ({ getSuppliers: vi.fn(), getSuppliersWithCatalog: vi.fn() }));
const fetchSuppliers = vi.fn<(params: { text?: string }) => Promise<Page<SupplierSummary>>>();
vi.mock('@/api/suppliers', () => ({ fetchSuppliers: (params: { text?: string }) => fetchSuppliers(params) }));
// The real messages and formatter, so the heading reads as a visitor sees it.
const { createTranslator } = await import('next-intl');
const messages = (await import('@/messages/fa.json')).default;
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale: 'fa', messages, namespace: namespace as never }),
}));
const notFound = vi.fn(() => {
  throw new Error('NEXT_NOT_FOUND');
});
vi.mock('next/navigation', () => ({ notFound: () => notFound(), permanentRedirect: vi.fn() }));

const { default: SupplierSearchRoute } = await import('@/app/(site)/suppliers/search/[key]/page');
const { readSupplierSearchKey } = await import('./suppliers-pages');

const supplier: SupplierSummary = {
  id: 30,
  name: 'صنایع فولاد سیمرغ',
  slug: 'صنایع-فولاد-سیمرغ',
  logo: null,
  city: null,
  categoryTypes: ['Product'],
  isVerified: true,
  rating: 4,
  productCount: 3,
  createdAt: '2025-01-01T00:00:00.000Z',
};

type ListPageProps = { title: string; entries: { name: string }[]; list: { kind: string; emptyTitle: string } };

/** The route as Next calls it, then the page component it returns, down to the list page's props. */
async function renderRoute(key: string): Promise<ListPageProps> {
  const element = await SupplierSearchRoute({ params: Promise.resolve({ key }), searchParams: Promise.resolve({}) });
  expect(isValidElement(element)).toBe(true);
  const { type, props } = element as ReactElement<object, (p: object) => Promise<ReactElement<ListPageProps>>>;
  return (await type(props)).props;
}

afterEach(() => {
  fetchSuppliers.mockReset();
  notFound.mockClear();
});

describe('/suppliers/search/{key}', () => {
  it('hands the key to the page: the heading names it and the suppliers matching it are listed', async () => {
    fetchSuppliers.mockResolvedValue({ items: [supplier], totalCount: 1, pageNumber: 1, pageSize: 12 });
    const page = await renderRoute('فولاد');
    expect(page.title).toBe('تأمین‌کنندگان «فولاد»');
    expect(page.title).not.toContain('undefined');
    expect(fetchSuppliers).toHaveBeenCalledWith(expect.objectContaining({ text: 'فولاد' }));
    expect(page.entries.map((e) => e.name)).toEqual(['صنایع فولاد سیمرغ']);
    expect(page.list.kind).toBe('suppliers');
  });

  it('reads a key still percent-encoded as the Persian text it stands for', async () => {
    fetchSuppliers.mockResolvedValue({ items: [], totalCount: 0, pageNumber: 1, pageSize: 12 });
    const page = await renderRoute(encodeURIComponent('آهن نوین'));
    expect(page.title).toBe('تأمین‌کنندگان «آهن نوین»');
    expect(page.list.emptyTitle).toBe('تأمین‌کننده‌ای با نام «آهن نوین» پیدا نشد.');
  });

  it('answers 404 for an empty, over-long or missing key instead of searching for it', async () => {
    for (const key of ['%20%20', 'ا'.repeat(101)]) {
      await expect(renderRoute(key)).rejects.toThrow('NEXT_NOT_FOUND');
    }
    expect(() => readSupplierSearchKey({} as { key: string })).toThrow('NEXT_NOT_FOUND');
    expect(fetchSuppliers).not.toHaveBeenCalled();
    expect(readSupplierSearchKey({ key: ` ${'ا'.repeat(100)} ` })).toHaveLength(100);
  });
});
