import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn() }) }));
vi.mock('@/api/addresses', () => ({
  citySearchQuery: (text: string) => ({ queryKey: ['cities', text], queryFn: async () => ({ items: [{ id: 7, name: 'تبریز', stateName: 'آذربایجان شرقی' }], totalCount: 1 }) }),
}));
const openStorefront = vi.fn();
vi.mock('@/api/supplier-desk', async (original) => ({
  ...(await original<typeof import('@/api/supplier-desk')>()),
  openStorefront: (...args: unknown[]) => openStorefront(...args),
}));
const renewSession = vi.fn(async () => 'renewed');
vi.mock('@/components/auth/session-renewal', () => ({ renewSession: (...args: unknown[]) => renewSession(...(args as [])) }));

const { OpenStorefrontForm } = await import('./open-storefront-form');

describe('OpenStorefrontForm', () => {
  it('asks for a name, what it sells and a city, then opens the storefront, renews the login for its role and goes to its form', async () => {
    openStorefront.mockResolvedValue({ id: 31 });
    renderWithProviders(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <OpenStorefrontForm />
      </QueryClientProvider>,
    );
    const form = screen.getByRole('form', { name: 'راه‌اندازی ویترین' });
    fireEvent.click(within(form).getByRole('button', { name: 'راه‌اندازی ویترین' }));
    const name = screen.getByRole('textbox', { name: /نام تجاری/ });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('نام تجاری را بنویسید');
    expect(screen.getByText('دست‌کم یکی را انتخاب کنید')).toBeInTheDocument();
    expect(screen.getByText('شهر خود را انتخاب کنید')).toBeInTheDocument();
    expect(openStorefront).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: 'فولاد نو آذربایجان' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'کالا' }));
    const city = screen.getByRole('combobox', { name: 'شهر' });
    // Marked as needed, as its error says it is.
    expect(city).toBeRequired();
    fireEvent.change(city, { target: { value: 'تبر' } });
    fireEvent.click(await screen.findByRole('option', { name: 'تبریز، آذربایجان شرقی' }));
    fireEvent.click(within(form).getByRole('button', { name: 'راه‌اندازی ویترین' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/profile/suppliers/31'));
    expect(openStorefront).toHaveBeenCalledWith({ name: 'فولاد نو آذربایجان', categoryTypes: ['Product'], cityId: 7 });
    expect(renewSession).toHaveBeenCalledWith({ force: true });
  });
});
