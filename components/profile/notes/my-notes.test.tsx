import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Note } from '@/api/contract/notes';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

const fetchMyNotes = vi.fn();
const deleteNote = vi.fn();
vi.mock('@/api/notes', () => ({
  notesKey: ['notes'],
  fetchMyNotes: (...args: unknown[]) => fetchMyNotes(...args),
  deleteNote: (...args: unknown[]) => deleteNote(...args),
}));
vi.mock('next/navigation', () => ({ usePathname: () => '/profile/notes/supplier', useSearchParams: () => new URLSearchParams(window.location.search) }));

const { MyNotes } = await import('./my-notes');

const note = (over: Partial<Note>): Note => ({
  id: 1,
  pageKind: 'supplier',
  objectId: 3,
  body: '<p>قیمت عمده برای 20 تن بپرسم</p>',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  title: 'فولاد کاوه جنوب',
  slug: 'فولاد-کاوه-جنوب',
  image: null,
  price: null,
  priceUnit: null,
  ...over,
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <MyNotes type="supplier" />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/profile/notes/supplier');
  fetchMyNotes.mockReset();
  deleteNote.mockReset();
});

describe('MyNotes', () => {
  it('shows the tab’s notes as plain text in Persian digits, each linked to what it is about', async () => {
    fetchMyNotes.mockResolvedValue({ items: [note({})], totalCount: 1, pageNumber: 1, pageSize: 10 });
    show();
    const table = await screen.findByRole('table', { name: 'یادداشت‌های شما' });
    expect(fetchMyNotes).toHaveBeenCalledWith(expect.objectContaining({ kinds: ['supplier'], pageNumber: 1, sortField: 'updated', sortDirection: 'desc' }));
    expect(await within(table).findByRole('link', { name: 'فولاد کاوه جنوب' })).toHaveAttribute('href', `/supplier/3/${encodeURIComponent('فولاد-کاوه-جنوب')}`);
    expect(table.textContent).toContain('قیمت عمده برای ۲۰ تن بپرسم');
    expect(table.textContent).not.toContain('<p>');
  });

  it('deletes the selected notes after a confirmation', async () => {
    fetchMyNotes.mockResolvedValue({ items: [note({}), note({ id: 2, body: 'دومی' })], totalCount: 2, pageNumber: 1, pageSize: 10 });
    deleteNote.mockResolvedValue(undefined);
    show();
    const table = await screen.findByRole('table', { name: 'یادداشت‌های شما' });
    await within(table).findByText('دومی');
    // Each row's checkbox says which note it picks.
    expect(within(table).getByRole('checkbox', { name: /^انتخاب «.*: دومی»$/ })).toBeInTheDocument();
    fireEvent.click(within(table).getAllByRole('checkbox')[1]);
    // As a keyboard or a tap leaves it: the focus on the button that goes away with the selection.
    const remove = screen.getByRole('button', { name: 'حذف ۱ یادداشت' });
    remove.focus();
    fireEvent.click(remove);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(deleteNote).toHaveBeenCalledTimes(1));
    expect(deleteNote).toHaveBeenCalledWith(1);
    // The delete button went with the selection: the focus is on the table, not the page's top.
    await waitFor(() => expect(screen.getByRole('region', { name: 'یادداشت‌های شما' })).toHaveFocus());
  });

  it('comes back to the page, sort and search its address holds, and keeps a change there', async () => {
    window.history.replaceState(null, '', `/profile/notes/supplier?page=2&sort=createdAt.asc&q=${encodeURIComponent('سیمان')}`);
    fetchMyNotes.mockResolvedValue({ items: [note({})], totalCount: 30, pageNumber: 2, pageSize: 10 });
    show();
    const table = await screen.findByRole('table', { name: 'یادداشت‌های شما' });
    expect(fetchMyNotes).toHaveBeenCalledWith(expect.objectContaining({ pageNumber: 2, text: 'سیمان', sortField: 'created', sortDirection: 'asc' }));
    expect(screen.getByRole('searchbox')).toHaveValue('سیمان');
    // Page 2 stays page 2 once its rows are in: while they were read, their total was 0.
    await within(table).findByText(/قیمت عمده/);
    expect(fetchMyNotes).not.toHaveBeenCalledWith(expect.objectContaining({ pageNumber: 1 }));
    expect(new URLSearchParams(window.location.search).get('page')).toBe('2');
    // Sorted the other way: the first page again, and the address says so.
    fireEvent.click(within(table).getByRole('button', { name: 'نوشته‌شده در' }));
    await waitFor(() => expect(fetchMyNotes).toHaveBeenLastCalledWith(expect.objectContaining({ pageNumber: 1, sortDirection: 'desc' })));
    const query = new URLSearchParams(window.location.search);
    expect(Object.fromEntries(query)).toEqual({ sort: 'createdAt.desc', q: 'سیمان' });
  });
});
