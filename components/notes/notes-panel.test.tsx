import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/components/ui/testing/render-with-providers';
import { useSharedStore } from '@/stores/shared';

vi.mock('next/navigation', () => ({ usePathname: () => '/products/5/x' }));
/** The server's notes of the object, as the mocked calls keep them. */
let kept: { id: number; body: string; updatedAt: string }[] = [];
let created = 0;
vi.mock('@/api/notes', async (original) => ({
  ...(await original<typeof import('@/api/notes')>()),
  notesOfObject: async () => kept,
  createNote: async (_kind: string, _id: number, body: string) => {
    created += 1;
    const note = { id: kept.length + 1, body, updatedAt: new Date().toISOString() };
    kept = [...kept, note];
    return note;
  },
  deleteNote: async (id: number) => void (kept = kept.filter((n) => n.id !== id)),
  // Held until the test lets it through, to type while it saves.
  updateNote: (id: number, body: string) =>
    new Promise((resolve) => {
      releaseUpdate = () => {
        kept = kept.map((n) => (n.id === id ? { ...n, body } : n));
        resolve(kept.find((n) => n.id === id));
      };
    }),
}));
let releaseUpdate = () => {};

const { NotesPanel } = await import('./notes-panel');

/** A logged-in visitor's panel of the object, opened. */
function openPanel(objectId: number) {
  useSharedStore.setState({ isLoggedIn: true });
  render(
    <TestProviders>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <NotesPanel pageKind="supplier_product" objectId={objectId} />
      </QueryClientProvider>
    </TestProviders>,
  );
  const details = document.querySelector('details')!;
  act(() => void (details.open = true));
  fireEvent(details, new Event('toggle'));
}

describe('NotesPanel', () => {
  it('opened by the tap that wakes the page (before React listened for its toggle), shows the notes, not an empty panel', async () => {
    useSharedStore.setState({ isLoggedIn: true });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const ui = (
      <TestProviders>
        <QueryClientProvider client={client}>
          <NotesPanel pageKind="supplier_product" objectId={5} />
        </QueryClientProvider>
      </TestProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    // The visitor's tap, handled by the browser alone: the panel opens and its toggle event passes
    // while the page's scripts are still on their way.
    const details = container.querySelector('details')!;
    const toggled = new Promise((resolve) => details.addEventListener('toggle', resolve, { once: true }));
    details.open = true;
    await toggled;
    render(ui, { container, hydrate: true });
    expect(await screen.findByText(/هنوز یادداشتی اینجا ننوشته‌اید/, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('a note typed and not saved is there again after leaving the page and coming back: the panel opens on it, until saved or discarded', async () => {
    useSharedStore.setState({ isLoggedIn: true });
    kept = [];
    const show = () =>
      render(
        <TestProviders>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <NotesPanel pageKind="supplier" objectId={77} />
          </QueryClientProvider>
        </TestProviders>,
      );
    const first = show();
    first.container.querySelector('details')!.open = true;
    fireEvent(first.container.querySelector('details')!, new Event('toggle'));
    const field = await screen.findByRole('textbox', { name: 'یادداشت تازه' });
    fireEvent.change(field, { target: { value: 'قیمت را با کوثر مقایسه کنم' } });
    first.unmount();

    const again = show();
    expect(await screen.findByRole('textbox', { name: 'یادداشت تازه' })).toHaveValue('قیمت را با کوثر مقایسه کنم');
    expect(again.container.querySelector('details')).toHaveAttribute('open');
    expect(screen.getByRole('status')).toHaveTextContent('یادداشتی که نوشته بودید و ذخیره نشده بود بازگردانده شد.');
    fireEvent.click(screen.getByRole('button', { name: 'دور انداختن' }));
    expect(screen.getByRole('textbox', { name: 'یادداشت تازه' })).toHaveValue('');
    again.unmount();

    const third = show();
    await waitFor(() => expect(third.container.querySelector('details')).not.toHaveAttribute('open'));
    third.unmount();
  });

  it('an empty note is not sent: the field says what it needs and takes the focus', async () => {
    kept = [];
    created = 0;
    useSharedStore.setState({ isLoggedIn: true });
    render(
      <TestProviders>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <NotesPanel pageKind="supplier_product" objectId={7} />
        </QueryClientProvider>
      </TestProviders>,
    );
    const details = document.querySelector('details')!;
    act(() => void (details.open = true));
    fireEvent(details, new Event('toggle'));
    const field = await screen.findByLabelText('یادداشت تازه');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('button', { name: 'ذخیره یادداشت' }).closest('form')!);
    expect(await screen.findByText('متن یادداشت را بنویسید')).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(created).toBe(0);
  });

  it('keeps the keyboard where it was: on «save» while it saves, in the field to edit, in the list after a deletion', async () => {
    kept = [{ id: 1, body: 'قیمت را دوباره بپرسم', updatedAt: new Date().toISOString() }];
    openPanel(6);
    await screen.findByText('قیمت را دوباره بپرسم');

    // Each row's buttons say which note they are for.
    fireEvent.click(screen.getByRole('button', { name: 'ویرایش یادداشت «قیمت را دوباره بپرسم»' }));
    const field = screen.getByLabelText('ویرایش یادداشت');
    expect(field).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'انصراف' }));

    fireEvent.change(screen.getByLabelText('یادداشت تازه'), { target: { value: 'نمونه بخواهم' } });
    const save = screen.getByRole('button', { name: 'ذخیره یادداشت' });
    save.focus();
    // Pressed twice while it saves: one note.
    fireEvent.submit(save.closest('form')!);
    fireEvent.submit(save.closest('form')!);
    // Saving: the button waits without letting go of the focus.
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveFocus();
    await screen.findByText('نمونه بخواهم');
    expect(save).toHaveFocus();
    expect(created).toBe(1);

    const remove = screen.getByRole('button', { name: 'حذف یادداشت «قیمت را دوباره بپرسم»' });
    remove.focus();
    fireEvent.click(remove);
    await waitFor(() => expect(screen.queryByText('قیمت را دوباره بپرسم')).not.toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'یادداشت‌های من' }).parentElement).toHaveFocus();
  });

  it('an edited note: words typed while it saved keep the box on that note, to be saved again, not begun as a new one', async () => {
    kept = [{ id: 1, body: 'قیمت', updatedAt: new Date().toISOString() }];
    openPanel(7);
    fireEvent.click(await screen.findByRole('button', { name: 'ویرایش یادداشت «قیمت»' }));
    const field = screen.getByLabelText('ویرایش یادداشت');
    fireEvent.change(field, { target: { value: 'قیمت بپرسم' } });
    fireEvent.submit(field.closest('form')!);
    fireEvent.change(field, { target: { value: 'قیمت بپرسم و نمونه' } });
    act(() => releaseUpdate());
    await screen.findByText('قیمت بپرسم');
    expect(screen.getByLabelText('ویرایش یادداشت')).toHaveValue('قیمت بپرسم و نمونه');
  });
});
