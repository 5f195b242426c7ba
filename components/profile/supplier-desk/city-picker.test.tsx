import { act, fireEvent, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

const fetchCities = vi.fn();
vi.mock('@/api/addresses', () => ({
  citySearchQuery: (text: string) => ({ queryKey: ['cities', text], queryFn: () => fetchCities(text) }),
}));

const { CitiesPicker } = await import('./city-picker');

const city = (id: number, name: string, stateName: string) => ({ id, name, stateName });
const everyCity = [city(1, 'تهران', 'تهران'), city(2, 'مشهد', 'خراسان رضوی'), city(3, 'شیراز', 'فارس'), city(4, 'بوشهر', 'بوشهر')];

function show(onChange = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={client}>
      <CitiesPicker name="saleCities" label="شهرهای فروش" value={[]} onChange={onChange} />
    </QueryClientProvider>,
  );
  return onChange;
}

const shownOptions = () => within(screen.getByRole('listbox')).queryAllByRole('option').map((option) => option.textContent);

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  fetchCities.mockReset();
});

describe('CitiesPicker', () => {
  it('narrows the shown cities as each letter is typed, keeps them while the search is on its way, and the one tapped then is chosen', async () => {
    let answerForShiraz: (page: unknown) => void = () => {};
    fetchCities.mockImplementation((text: string) =>
      text === '' ? Promise.resolve({ items: everyCity, totalCount: 4 }) : new Promise((resolve) => (answerForShiraz = resolve)),
    );
    const onChange = show();
    const input = screen.getByRole('combobox', { name: 'شهرهای فروش' });
    act(() => input.focus());
    fireEvent.mouseDown(input);
    await screen.findByRole('option', { name: 'شیراز، فارس' });
    expect(shownOptions()).toHaveLength(4);

    fireEvent.change(input, { target: { value: 'شیر' } });
    expect(shownOptions()).toEqual(['شیراز، فارس']);

    await act(() => vi.advanceTimersByTimeAsync(300)); // the debounced search is sent, not yet answered
    expect(fetchCities).toHaveBeenLastCalledWith('شیر');
    expect(shownOptions()).toEqual(['شیراز، فارس']);

    fireEvent.click(screen.getByRole('option', { name: 'شیراز، فارس' }));
    expect(onChange).toHaveBeenCalledWith([everyCity[2]]);
    answerForShiraz({ items: [everyCity[2]], totalCount: 1 });
  });

  it('says in Persian when no city matches, and names its buttons in Persian', async () => {
    fetchCities.mockImplementation((text: string) => Promise.resolve(text === '' ? { items: everyCity, totalCount: 4 } : { items: [], totalCount: 0 }));
    show();
    const input = screen.getByRole('combobox', { name: 'شهرهای فروش' });
    act(() => input.focus());
    fireEvent.mouseDown(input);
    await screen.findByRole('option', { name: 'شیراز، فارس' });
    fireEvent.change(input, { target: { value: 'ناکجاآباد' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await screen.findByText('بی‌نتیجه')).toBeInTheDocument();
    expect(screen.queryByText('No options')).toBeNull();
    expect(screen.getByRole('button', { name: 'بستن' })).toBeInTheDocument();
  });
});
