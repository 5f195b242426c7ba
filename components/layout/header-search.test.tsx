import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Suggestions } from '@/api/contract/search';
import { TestProviders } from '@/components/ui/testing/render-with-providers';
import { sharedInitialState, useSharedStore } from '@/stores/shared';
import { LATIN_NUMBER } from '@/lib/persian/digits';

const push = vi.fn();
const page = { pathname: '/', search: '' };
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push }),
  usePathname: () => page.pathname,
  useSearchParams: () => new URLSearchParams(page.search),
}));
const fetchSuggestions = vi.fn();
// The box reads through `suggestionsQuery`; the call behind it is what the test watches.
vi.mock('@/api/search', () => ({
  suggestionsQuery: (key: string, limit = 5) => ({
    queryKey: ['searches', 'suggestions', key, limit],
    queryFn: () => fetchSuggestions(key, { limit }),
  }),
}));

const { HeaderSearch } = await import('./header-search');
const { HeaderSearchOfPage } = await import('./header-search-of-page');

const answer: Suggestions = {
  key: 'میلگ',
  correctedKey: null,
  categories: [{ id: 43, name: 'میلگرد', slug: 'میلگرد', categoryType: 'Product', isLeaf: true, parentName: 'آهن‌آلات' }],
  products: [{ id: 7, name: 'میلگرد ۱۲ آجدار', slug: 'میلگرد-12', categoryId: 43, categoryName: 'میلگرد', categoryType: 'Product', image: null, offerCount: 2, minPrice: 1 }],
  suppliers: [{ id: 5, name: 'فولاد میلاد', slug: 'فولاد-میلاد', logo: null, isVerified: true, cityName: 'تهران' }],
};

function renderBox(box: ReactElement = <HeaderSearch />) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (element: ReactElement) => (
    <TestProviders>
      <QueryClientProvider client={client}>{element}</QueryClientProvider>
    </TestProviders>
  );
  const { rerender } = render(wrap(box));
  return Object.assign(screen.getByRole('combobox', { name: 'جستجو' }), { showing: (element: ReactElement) => rerender(wrap(element)) });
}

beforeEach(() => {
  useSharedStore.setState(sharedInitialState);
  fetchSuggestions.mockResolvedValue(answer);
});
afterEach(() => {
  Object.assign(page, { pathname: '/', search: '' });
  push.mockReset();
  fetchSuggestions.mockReset();
});

describe('HeaderSearch', () => {
  it('asks for suggestions once typing pauses, not for a single letter', async () => {
    const box = renderBox();
    fireEvent.change(box, { target: { value: 'م' } });
    await new Promise((r) => setTimeout(r, 400));
    expect(fetchSuggestions).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'میل' } });
    fireEvent.change(box, { target: { value: 'میلگ' } });
    await waitFor(() => expect(fetchSuggestions).toHaveBeenCalledTimes(1));
    expect(fetchSuggestions.mock.calls[0][0]).toBe('میلگ');
  });

  it('shows the suggestions grouped, in a listbox tied to the box, and keeps them in the store', async () => {
    const box = renderBox();
    fireEvent.change(box, { target: { value: 'میلگ' } });
    const listbox = await screen.findByRole('listbox', { name: 'پیشنهادهای جستجو' });
    await within(listbox).findByRole('option', { name: /فولاد میلاد/ });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getByRole('group', { name: 'دسته‌ها' })).toHaveTextContent('میلگرد');
    expect(within(listbox).getByRole('group', { name: 'کالاها' })).toHaveTextContent('میلگرد ۱۲ آجدار');
    expect(within(listbox).getByRole('group', { name: 'تأمین‌کنندگان' })).toHaveTextContent('فولاد میلاد');
    expect(useSharedStore.getState().typedSerchKey).toBe('میلگ');
    expect(useSharedStore.getState().searchItems.map((i) => i.title)).toEqual(['میلگرد', 'میلگرد ۱۲ آجدار', 'فولاد میلاد']);
  });

  it('keeps a space between a suggestion and its grey detail, on screen and in its name', async () => {
    const box = renderBox();
    fireEvent.change(box, { target: { value: 'میلگ' } });
    // Run together, «میلگردآهن‌آلات» joins the title's last letter to the detail's first.
    const category = await screen.findByRole('option', { name: 'میلگرد آهن‌آلات' });
    expect(category.textContent).toBe('میلگرد آهن‌آلات');
    expect(screen.getByRole('option', { name: 'فولاد میلاد تهران' })).toBeInTheDocument();
  });

  it('shows the digits of a suggestion in Persian', async () => {
    fetchSuggestions.mockResolvedValue({ ...answer, products: [{ ...answer.products[0], name: 'میلگرد 12 آجدار A3' }] });
    const box = renderBox();
    fireEvent.change(box, { target: { value: 'میلگ' } });
    const option = await screen.findByRole('option', { name: 'میلگرد ۱۲ آجدار A3 میلگرد' });
    expect(option.textContent).not.toMatch(LATIN_NUMBER);
  });

  it('moves through the options with the arrow keys and opens the chosen one with Enter', async () => {
    const box = renderBox();
    fireEvent.change(box, { target: { value: 'میلگ' } });
    await screen.findByRole('option', { name: /فولاد میلاد/ });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const active = document.getElementById(box.getAttribute('aria-activedescendant')!);
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(active).toHaveTextContent('میلگرد ۱۲ آجدار');
    fireEvent.submit(box.closest('form')!);
    expect(push).toHaveBeenCalledWith(`/products/base-product/7/${encodeURIComponent('میلگرد-12')}`);
  });

  it('searches for the typed text with Enter when no option is chosen, and closes on Escape', async () => {
    const box = renderBox();
    fireEvent.change(box, { target: { value: 'میلگ' } });
    await screen.findByRole('option', { name: /فولاد میلاد/ });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    fireEvent.submit(box.closest('form')!);
    expect(push).toHaveBeenCalledWith(`/search?q=${encodeURIComponent('میلگ')}`);
  });

  it('asked to search for nothing, goes nowhere: the box takes the focus and says what to type', async () => {
    const box = renderBox();
    fireEvent.change(box, { target: { value: '   ' } });
    box.blur();
    fireEvent.click(screen.getByRole('button', { name: 'جستجو' }));
    expect(push).not.toHaveBeenCalled();
    expect(box).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('نام کالا، دسته یا تأمین‌کننده را بنویسید');
    fireEvent.change(box, { target: { value: 'س' } });
    expect(screen.getByRole('status')).not.toHaveTextContent('نام کالا');
  });

  it('closes when a pointer goes down elsewhere on the page, and stays open for one inside it', async () => {
    const box = renderBox();
    fireEvent.change(box, { target: { value: 'میلگ' } });
    const option = await screen.findByRole('option', { name: /فولاد میلاد/ });
    fireEvent.pointerDown(option);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(document.body);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows the search page's words, follows them to another search page and keeps them on leaving", async () => {
    const box = renderBox(<HeaderSearch pageKey="سیمان فله" />);
    expect(box).toHaveValue('سیمان فله');
    await waitFor(() => expect(useSharedStore.getState().typedSerchKey).toBe('سیمان فله'));
    box.showing(<HeaderSearch pageKey="سیمان" />);
    expect(box).toHaveValue('سیمان');
    box.showing(<HeaderSearch />);
    expect(box).toHaveValue('سیمان');
    fireEvent.change(box, { target: { value: 'گچ' } });
    box.showing(<HeaderSearch />);
    expect(box).toHaveValue('گچ');
  });
});

describe('HeaderSearchOfPage', () => {
  it.each([
    ['the search page', '/search', '?q=%20%D8%B3%DB%8C%D9%85%D8%A7%D9%86%20&group=products', 'سیمان'],
    ['the search page, with the query given twice', '/search', '?q=%DA%AF%DA%86&q=x', 'گچ'],
    ['the search page, with a query beyond its length', '/search', `?q=${'آ'.repeat(300)}`, 'آ'.repeat(100)],
    ['another page with a q of its own', '/products/7/x', '?q=%DA%AF%DA%86', ''],
  ])("gives the box the query of %s", (_, pathname, search, shown) => {
    Object.assign(page, { pathname, search });
    expect(renderBox(<HeaderSearchOfPage />)).toHaveValue(shown);
  });
});
