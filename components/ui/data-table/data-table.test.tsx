import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createColumnHelper } from '@tanstack/react-table';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { DataTable, ROW_LINK_CLASS, type DataTableProps } from './data-table';
import type { DataTableState } from './data-table-state';

type Item = { id: string; name: string; price: number };
const column = createColumnHelper<Item>();
const columns = [
  column.accessor('name', { header: 'نام' }),
  column.accessor('price', { header: 'قیمت', meta: { align: 'right' } }),
];
// Names run backwards against ids so that sorting visibly reorders them.
const makeRows = (n: number): Item[] =>
  Array.from({ length: n }, (_, i) => ({ id: `r${i + 1}`, name: `کالا ${String(n - i).padStart(2, '0')}`, price: i + 1 }));

function renderTable(props: Partial<DataTableProps<Item>> = {}) {
  return renderWithProviders(
    <DataTable<Item> label="فهرست کالاها" columns={columns} rows={makeRows(23)} getRowId={(r) => r.id} {...props} />,
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCell = () => within(bodyRows()[0]).getAllByRole('cell').at(-2)?.textContent;
const nextPage = () => fireEvent.click(screen.getByRole('button', { name: 'صفحه بعد' }));

describe('DataTable', () => {
  it('says a failed read in place of the rows, with a retry, and not as an empty search; an empty list has no pager', () => {
    const retry = vi.fn();
    const { rerender } = renderTable({ rows: [], totalCount: 0, searchable: true, rowsRead: { isError: true, refetch: retry } });
    expect(screen.getByText('فهرست خوانده نشد؛ دوباره امتحان کنید.', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByText('موردی برای نمایش نیست')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/از ۰/)).toBeNull();
    // The search box stops at what the API's searches take: past it they were refused and read «nothing found».
    expect(screen.getByRole('searchbox', { name: 'جستجو در جدول' })).toHaveAttribute('maxLength', '100');
    rerender(<DataTable<Item> label="فهرست کالاها" columns={columns} rows={[]} totalCount={0} getRowId={(r) => r.id} />);
    expect(screen.getByText('موردی برای نمایش نیست')).toBeInTheDocument();
    expect(screen.queryByText(/از ۰/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'صفحه بعد' })).toBeNull();
  });

  it('starts on page 1 with 10 rows and a pager in Persian digits', () => {
    renderTable();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('۱–۱۰ از ۲۳')).toBeInTheDocument();
  });

  it('pages forward with arrows that point the right-to-left way', () => {
    renderTable();
    const next = screen.getByRole('button', { name: 'صفحه بعد' });
    expect(within(next).getByTestId('ChevronLeftIcon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'صفحه قبل' })).toBeDisabled();
    nextPage();
    expect(screen.getByText('۱۱–۲۰ از ۲۳')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'صفحه آخر' }));
    expect(bodyRows()).toHaveLength(3);
    expect(next).toBeDisabled();
  });

  it('keeps the keyboard on the pager when its button is disabled at the list’s end: on the way back', () => {
    renderTable();
    const next = screen.getByRole('button', { name: 'صفحه بعد' });
    next.focus();
    nextPage();
    expect(next).toHaveFocus();
    nextPage();
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: 'صفحه قبل' })).toHaveFocus();
    const first = screen.getByRole('button', { name: 'صفحه اول' });
    first.focus();
    fireEvent.click(first);
    expect(next).toHaveFocus();
  });

  it('cycles sort ascending, descending, none and returns to page 1', () => {
    renderTable();
    nextPage();
    const header = screen.getByRole('columnheader', { name: 'نام' });
    fireEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByText('۱–۱۰ از ۲۳')).toBeInTheDocument();
    expect(firstCell()).toBe('کالا 01');
    fireEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstCell()).toBe('کالا 23');
    fireEvent.click(within(header).getByRole('button'));
    expect(header).not.toHaveAttribute('aria-sort');
    expect(bodyRows()[0]).toHaveTextContent('کالا 23');
  });

  it('searches across keyboards and goes back to page 1', async () => {
    renderTable({ searchable: true });
    nextPage();
    // Arabic kaf and a Persian digit still find "کالا 05".
    fireEvent.change(screen.getByRole('searchbox', { name: 'جستجو در جدول' }), { target: { value: 'كالا ۰۵' } });
    expect(await screen.findByText('۱–۱ از ۱')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('کالا 05');
    // A screen reader hears what the search found, and that it found nothing.
    expect(screen.getByRole('status')).toHaveTextContent('۱ ردیف پیدا شد');
    fireEvent.change(screen.getByRole('searchbox', { name: 'جستجو در جدول' }), { target: { value: 'میلگرد' } });
    expect(await screen.findByText('ردیفی پیدا نشد')).toHaveAttribute('role', 'status');
  });

  it('offers 10, 25, 50, 100 and همه; همه shows every row', () => {
    renderTable();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['۱۰', '۲۵', '۵۰', '۱۰۰', 'همه']);
    fireEvent.click(screen.getByRole('option', { name: 'همه' }));
    expect(bodyRows()).toHaveLength(23);
    expect(screen.getByText('۱–۲۳ از ۲۳')).toBeInTheDocument();
  });

  it('select-all takes the current page by default', () => {
    renderTable({ selectable: true });
    fireEvent.click(screen.getByRole('checkbox', { name: 'انتخاب همه ردیف‌های این صفحه' }));
    expect(screen.getByRole('status')).toHaveTextContent('۱۰ مورد انتخاب شده');
    nextPage();
    expect(screen.getByRole('checkbox', { name: 'انتخاب همه ردیف‌های این صفحه' })).not.toBeChecked();
  });

  it('says the selected count from a live region that is there before anything is selected', () => {
    renderTable({ selectable: true });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'انتخاب ردیف' })[0]);
    expect(status).toHaveTextContent('۱ مورد انتخاب شده');
  });

  it("names select-all on the page, where a phone shows it beside the sort buttons", () => {
    renderTable({ selectable: true });
    fireEvent.click(screen.getByText('انتخاب همه'));
    expect(screen.getByRole('checkbox', { name: 'انتخاب همه ردیف‌های این صفحه' })).toBeChecked();
  });

  it("shows the selection's actions with its count: above the table, on a phone after its cards", () => {
    const actions = <button type="button">انتشار</button>;
    const { unmount } = renderTable({ selectable: true, selectionActions: actions });
    expect(screen.queryByRole('button', { name: 'انتشار' })).toBeNull();
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'انتخاب ردیف' })[0]);
    const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(screen.getByRole('button', { name: 'انتشار' }), screen.getByRole('table'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'رفتن به کارهای موارد انتخاب‌شده' })).toBeNull();
    unmount();

    // MUI's useMediaQuery reads matchMedia (jsdom has none): a phone is narrower than 600 px.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: /max-width/.test(query), media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    try {
      renderTable({ selectable: true, selectionActions: actions });
      fireEvent.click(screen.getAllByRole('checkbox', { name: 'انتخاب ردیف' })[0]);
      expect(follows(screen.getByRole('table'), screen.getByRole('button', { name: 'انتشار' }))).toBe(true);
      expect(screen.getByText('۱ مورد انتخاب شده', { selector: 'p' })).toBeVisible();
      expect(screen.getAllByRole('status').some((s) => s.textContent === '۱ مورد انتخاب شده؛ کارهای آن‌ها در پایان فهرست است')).toBe(true);
      // One stop before the cards takes the keyboard to the actions after them; above the table there is none.
      const jump = screen.getByRole('button', { name: 'رفتن به کارهای موارد انتخاب‌شده' });
      expect(follows(jump, screen.getByRole('table'))).toBe(true);
      fireEvent.click(jump);
      expect(screen.getByRole('button', { name: 'انتشار' })).toHaveFocus();
      fireEvent.click(screen.getAllByRole('checkbox', { name: 'انتخاب ردیف' })[0]);
      expect(screen.queryByRole('button', { name: 'رفتن به کارهای موارد انتخاب‌شده' })).toBeNull();
      cleanup();

      // Its actions all disabled (one is running): the bar itself takes the focus.
      renderTable({ selectable: true, selectionActions: <button type="button" disabled>انتشار</button> });
      fireEvent.click(screen.getAllByRole('checkbox', { name: 'انتخاب ردیف' })[0]);
      fireEvent.click(screen.getByRole('button', { name: 'رفتن به کارهای موارد انتخاب‌شده' }));
      const focused = document.activeElement as HTMLElement;
      expect(focused.tabIndex).toBe(-1);
      expect(focused).toContainElement(screen.getByRole('button', { name: 'انتشار' }));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('the all strategy selects every row and single keeps one', () => {
    const onSelectedChange = vi.fn();
    const { unmount } = renderTable({ selectable: true, selectionStrategy: 'all', onSelectedChange });
    fireEvent.click(screen.getByRole('checkbox', { name: 'انتخاب همه ردیف‌ها' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith(makeRows(23).map((r) => r.id));
    unmount();

    renderTable({ selectable: true, selectionStrategy: 'single' });
    expect(screen.queryByRole('checkbox', { name: /انتخاب همه/ })).not.toBeInTheDocument();
    const [first, second] = screen.getAllByRole('checkbox', { name: 'انتخاب ردیف' });
    fireEvent.click(first);
    fireEvent.click(second);
    expect(first).not.toBeChecked();
    expect(second).toBeChecked();
  });

  it('clamps the page when rows disappear', () => {
    const view = renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'صفحه آخر' }));
    view.rerender(
      <DataTable<Item> label="فهرست کالاها" columns={columns} rows={makeRows(12)} getRowId={(r) => r.id} />,
    );
    expect(screen.getByText('۱۱–۱۲ از ۱۲')).toBeInTheDocument();
  });

  it('in server mode reports state changes and shows the rows it is given', () => {
    const changes: DataTableState[] = [];
    renderTable({ rows: makeRows(10), totalCount: 95, onStateChange: (s) => changes.push(s) });
    expect(screen.getByText('۱–۱۰ از ۹۵')).toBeInTheDocument();
    nextPage();
    expect(changes.at(-1)).toMatchObject({ page: 2, pageSize: 10 });
    expect(bodyRows()).toHaveLength(10);
    act(() => fireEvent.click(within(screen.getByRole('columnheader', { name: 'قیمت' })).getByRole('button')));
    expect(changes.at(-1)).toMatchObject({ page: 1, sort: { id: 'price', direction: 'asc' } });
  });

  it('scrolls sideways inside its own container on narrow screens', () => {
    renderTable();
    const region = screen.getByRole('region', { name: 'فهرست کالاها' });
    expect(getComputedStyle(region).overflowX).toBe('auto');
    expect(getComputedStyle(screen.getByRole('table')).minWidth).toBe('640px');
  });

  it('names each cell by its column, for the cards a phone shows rows as, and labels the header row\'s sort buttons', () => {
    const withUnnamed = [...columns, column.display({ id: 'actions', header: () => null, cell: () => <button type="button">ویرایش</button> })];
    renderWithProviders(<DataTable<Item> label="فهرست کالاها" columns={withUnnamed} rows={makeRows(2)} getRowId={(r) => r.id} />);
    const cells = within(bodyRows()[0]).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['نام', 'قیمت', null]);
    expect(within(screen.getByRole('table')).getAllByRole('row')[0]).toHaveAttribute('data-sort-label', 'مرتب‌سازی:');
  });

  it('keeps a focused button in a row when the screen renders again with its columns written anew', () => {
    const withButton = () => [
      ...columns,
      column.display({ id: 'actions', header: 'کارها', cell: (info) => <button type="button">{`ویرایش ${info.row.original.name}`}</button> }),
    ];
    const { rerender } = renderWithProviders(<DataTable<Item> label="فهرست کالاها" columns={withButton()} rows={makeRows(3)} getRowId={(r) => r.id} />);
    const edit = screen.getByRole('button', { name: 'ویرایش کالا 03' });
    act(() => edit.focus());
    rerender(<DataTable<Item> label="فهرست کالاها" columns={withButton()} rows={makeRows(3)} getRowId={(r) => r.id} loading />);
    expect(edit.isConnected).toBe(true);
    expect(edit).toHaveFocus();
  });
});

describe('coming back to a list from a row', () => {
  const linked = [
    column.accessor('name', {
      header: 'نام',
      cell: (info) => (
        <a href={`/items/${info.row.original.id}`} className={ROW_LINK_CLASS} onClick={(event) => event.preventDefault()}>
          {info.getValue()}
        </a>
      ),
    }),
  ];
  const list = () => <DataTable<Item> label="فهرست کالاها" columns={linked} rows={makeRows(5)} getRowId={(r) => r.id} />;
  const row = (name: string) => screen.getByRole('link', { name });
  /** The list shown, the row opened from it by a click, and the list gone with the focus on nothing. */
  const openRowAndLeave = (name: string) => {
    const shown = renderWithProviders(list());
    fireEvent.click(row(name));
    shown.unmount();
    (document.activeElement as HTMLElement | null)?.blur();
  };
  // jsdom lays nothing out: bringing the row into view is the browser's part.
  Element.prototype.scrollIntoView ??= () => undefined;

  it('gives the focus back to the row opened, once, when the same list is shown again', () => {
    window.sessionStorage.clear();
    openRowAndLeave('کالا 03');
    const again = renderWithProviders(list());
    expect(row('کالا 03')).toHaveFocus();
    again.unmount();
    renderWithProviders(list());
    expect(document.body).toHaveFocus();
  });

  it('leaves the focus where it is when something else has it, and does nothing for another list', () => {
    window.sessionStorage.clear();
    openRowAndLeave('کالا 02');
    window.history.replaceState(null, '', '/another-list');
    const other = renderWithProviders(list());
    expect(document.body).toHaveFocus();
    other.unmount();
    window.history.replaceState(null, '', '/');
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    renderWithProviders(list());
    expect(field).toHaveFocus();
    field.remove();
  });

  it('waits for rows read again to bring the row, and not once the user has moved on the page', () => {
    window.sessionStorage.clear();
    openRowAndLeave('کالا 04');
    const table = (rows: Item[], loading: boolean) => <DataTable<Item> label="فهرست کالاها" columns={linked} rows={rows} getRowId={(r) => r.id} loading={loading} />;
    // The rows kept from before are shown while the list is read again; the one opened is not among them yet.
    const again = renderWithProviders(table(makeRows(5).slice(3), true));
    expect(document.body).toHaveFocus();
    again.rerender(table(makeRows(5), false));
    expect(row('کالا 04')).toHaveFocus();
    again.unmount();

    openRowAndLeave('کالا 04');
    const late = renderWithProviders(table([], true));
    fireEvent.wheel(window);
    late.rerender(table(makeRows(5), false));
    expect(document.body).toHaveFocus();
    late.unmount();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('does not remember a row opened in a new tab or window', () => {
    window.sessionStorage.clear();
    renderWithProviders(list());
    fireEvent.click(row('کالا 01'), { ctrlKey: true });
    fireEvent.click(row('کالا 01'), { button: 1 });
    expect(window.sessionStorage.length).toBe(0);
  });
});
