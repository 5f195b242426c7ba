import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

const row = { id: 4, title: 'راهنمای خرید میلگرد', isPublished: true, supplier: null, updatedAt: '2026-11-20T10:00:00.000Z' };
const setPagePublished = vi.fn(async () => undefined);
const deletePageAsAdmin = vi.fn(async () => undefined);
const createSitePage = vi.fn(async (input: { title: string }) => ({ ...row, id: 5, title: input.title }));
vi.mock('@/api/admin', async (original) => ({
  ...(await original<typeof import('@/api/admin')>()),
  fetchAdminPages: async () => ({ items: [row], totalCount: 1, pageNumber: 1, pageSize: 10 }),
  setPagePublished: (...args: unknown[]) => setPagePublished(...(args as [])),
  deletePageAsAdmin: (...args: unknown[]) => deletePageAsAdmin(...(args as [])),
  createSitePage: (input: { title: string }) => createSitePage(input),
}));
vi.mock('@/api/content', async (original) => ({
  ...(await original<typeof import('@/api/content')>()),
  fetchContentTypeTree: async () => [],
}));
vi.mock('@/components/content/editor/rich-text-editor', () => ({
  RichTextEditor: ({ label, initialValue, onChange }: { label: string; initialValue: string; onChange: (html: string) => void }) => (
    <textarea aria-label={label} defaultValue={initialValue} onChange={(e) => onChange(e.target.value)} />
  ),
}));
vi.mock('@/api/client', async (original) => ({
  ...(await original<typeof import('@/api/client')>()),
  api: { get: async () => ({ ...row, body: '<p>متن راهنما</p>', labels: [] }), put: async () => ({}) },
}));

const { PagesAdmin } = await import('./pages-admin');

function show() {
  renderWithProviders(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PagesAdmin />
    </QueryClientProvider>,
  );
}

describe('PagesAdmin', () => {
  it('takes a published page down only once the admin confirms; each row\'s buttons name their page', async () => {
    show();
    const unpublish = await screen.findByRole('button', { name: 'برداشتن «راهنمای خرید میلگرد»' });
    fireEvent.click(unpublish);
    const dialog = await screen.findByRole('alertdialog', { name: '«راهنمای خرید میلگرد» از دسترس برداشته شود؟' });
    expect(setPagePublished).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'برداشتن' }));
    await waitFor(() => expect(setPagePublished).toHaveBeenCalledWith(4, false));
  });

  it('gives the focus back to the row\'s button when its dialog closes', async () => {
    show();
    const preview = await screen.findByRole('button', { name: 'پیش‌نمایش «راهنمای خرید میلگرد»' });
    preview.focus();
    fireEvent.click(preview);
    const dialog = await screen.findByRole('dialog', { name: 'راهنمای خرید میلگرد' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'پیش‌نمایش «راهنمای خرید میلگرد»' })).toHaveFocus());
  });

  it('writes a new page of the site from an empty form, and closes its dialog once it is made', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'صفحهٔ تازه' }));
    const dialog = await screen.findByRole('dialog', { name: 'صفحهٔ تازهٔ سایت' });
    const title = within(dialog).getByRole('textbox', { name: /عنوان/ });
    expect(title).toHaveValue('');
    fireEvent.change(title, { target: { value: 'شرایط بازگشت کالا' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'متن صفحه' }), { target: { value: '<p>تا هفت روز</p>' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(createSitePage).toHaveBeenCalledWith(expect.objectContaining({ title: 'شرایط بازگشت کالا', body: '<p>تا هفت روز</p>', categoryId: null })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'صفحهٔ تازهٔ سایت' })).toBeNull());
  });

  it('deletes a page only once the admin confirms, told that it cannot be undone', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'حذف «راهنمای خرید میلگرد»' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('«راهنمای خرید میلگرد» حذف شود؟');
    expect(ask).toHaveTextContent('بازگرداندنی نیست');
    fireEvent.click(within(ask).getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deletePageAsAdmin).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'حذف «راهنمای خرید میلگرد»' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(deletePageAsAdmin).toHaveBeenCalledWith(4));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
