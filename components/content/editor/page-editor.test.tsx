import { fireEvent, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { ApiError } from '@/api/errors';

vi.mock('@/api/content', async (original) => ({
  ...(await original<typeof import('@/api/content')>()),
  fetchContentTypeTree: async () => [],
}));
vi.mock('./rich-text-editor', () => ({
  RichTextEditor: ({ label, initialValue, onChange }: { label: string; initialValue: string; onChange: (html: string) => void }) => (
    <textarea aria-label={label} defaultValue={initialValue} onChange={(e) => onChange(e.target.value)} />
  ),
}));

const { PageEditor } = await import('./page-editor');

const refused = () =>
  new ApiError({
    request: new Request('http://x/api/v1/supplier-desk/pages', { method: 'POST' }),
    response: new Response(null, { status: 400, headers: { 'content-type': 'application/problem+json' } }),
    body: {
      type: 'about:blank',
      title: 'درخواست نامعتبر است',
      status: 400,
      detail: 'برخی از مقادیر فرستاده‌شده معتبر نیستند',
      errors: [
        { field: 'labels.1', message: 'بیش از ۶۰ نویسه نباید باشد', code: 'too_big' },
        { field: 'summary', message: 'بیش از ۵۰۰ نویسه نباید باشد', code: 'too_big' },
      ],
    },
  });

describe('PageEditor', () => {
  it("shows the server's errors by their fields: a label by its place, the summary under it; what was typed stays", async () => {
    const onSave = vi.fn().mockRejectedValue(refused());
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PageEditor page={null} draftKey="test-page-editor" onSave={onSave} onDone={vi.fn()} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /عنوان/ }), { target: { value: 'راهنمای خرید میلگرد' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'متن صفحه' }), { target: { value: '<p>میلگرد آجدار را با برگهٔ آزمایش بخرید.</p>' } });
    const labels = screen.getByRole('textbox', { name: /برچسب‌ها/ });
    fireEvent.change(labels, { target: { value: `فولاد، ${'ب'.repeat(70)}` } });
    fireEvent.submit(labels.closest('form')!);
    expect(await screen.findByText('برچسب ۲: بیش از ۶۰ نویسه نباید باشد')).toBeInTheDocument();
    expect(screen.getByText('بیش از ۵۰۰ نویسه نباید باشد')).toBeInTheDocument();
    expect(labels).toHaveValue(`فولاد، ${'ب'.repeat(70)}`);
  });

  it('puts the focus on the first field in error, which a phone may have scrolled out of sight', async () => {
    const onSave = vi.fn();
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PageEditor page={null} draftKey="test-page-editor-empty" onSave={onSave} onDone={vi.fn()} />
      </QueryClientProvider>,
    );
    const save = screen.getByRole('button', { name: 'ذخیره' });
    save.focus();
    fireEvent.submit(save.closest('form')!);
    const title = screen.getByRole('textbox', { name: /عنوان/ });
    expect(title).toHaveFocus();
    expect(title).toHaveAccessibleDescription('عنوان را دست‌کم با سه نویسه بنویسید');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('an edit left unsaved comes back, with the way to drop it and return to the page as saved', async () => {
    const page = { id: 7, title: 'راهنمای خرید سیمان', summary: '', body: '<p>سیمان تیپ ۲</p>', contentType: null, labels: [], isPublished: true } as unknown as Parameters<typeof PageEditor>[0]['page'];
    localStorage.setItem('test-page-editor-kept', JSON.stringify({ title: 'عنوان تغییر یافته', body: '<p>متن رها شده</p>' }));
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PageEditor page={page} draftKey="test-page-editor-kept" onSave={vi.fn()} onDone={vi.fn()} />
      </QueryClientProvider>,
    );
    const title = screen.getByRole('textbox', { name: /عنوان/ });
    expect(title).toHaveValue('عنوان تغییر یافته');
    expect(screen.getByText('پیش‌نویس ذخیره‌نشدهٔ شما بازگردانده شد.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'دور انداختن' }));
    expect(title).toHaveValue('راهنمای خرید سیمان');
    expect(screen.getByRole('textbox', { name: 'متن صفحه' })).toHaveValue('<p>سیمان تیپ ۲</p>');
    expect(screen.queryByText('پیش‌نویس ذخیره‌نشدهٔ شما بازگردانده شد.')).toBeNull();
    expect(localStorage.getItem('test-page-editor-kept')).toBeNull();
  });
});
