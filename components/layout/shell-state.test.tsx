import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { LoadingOverlay } from './loading-overlay';
import { SessionBootstrap } from '@/components/providers/session-bootstrap';
import { ProfileShell } from '@/components/profile/profile-shell';
import { PageProfileMenu } from '@/components/profile/page-profile-menu';
import { sharedInitialState, useSharedStore } from '@/stores/shared';
import { USER_INFO_KEY } from '@/stores/session';

vi.mock('next/navigation', () => ({
  usePathname: () => '/profile/wallet',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
}));

const withQueries = (ui: ReactElement) =>
  renderWithProviders(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

function setScreenWidth(width: number) {
  // MUI's useMediaQuery reads matchMedia; jsdom has none.
  window.matchMedia = ((query: string) => {
    const min = Number(/min-width:\s*([\d.]+)px/.exec(query)?.[1] ?? 0);
    return {
      matches: width >= min,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}

beforeEach(() => {
  useSharedStore.setState(sharedInitialState);
  window.localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('start-up (seed, section 4)', () => {
  it('logs in from stored user info and drops Loading after mount', async () => {
    window.localStorage.setItem(USER_INFO_KEY, JSON.stringify({ exp: Date.now() / 1000 + 600, sub: 9, name: 'مریم' }));
    withQueries(<SessionBootstrap />);
    await waitFor(() => expect(useSharedStore.getState().Loading).toBe(false));
    expect(useSharedStore.getState()).toMatchObject({ isLoggedIn: true, UserId: '9' });
  });

  it('stays logged out on a record whose session is over and still drops Loading', async () => {
    // Its hour ran out 30 days ago: past renewal too (a renewable one: auth/session-renewal.test.tsx).
    window.localStorage.setItem(USER_INFO_KEY, JSON.stringify({ exp: Date.now() / 1000 - 30 * 86_400, sub: 9 }));
    withQueries(<SessionBootstrap />);
    await waitFor(() => expect(useSharedStore.getState().Loading).toBe(false));
    expect(useSharedStore.getState().isLoggedIn).toBe(false);
  });
});

describe('loading overlay', () => {
  it('covers the page with a spinner while Loading is true and goes away after', async () => {
    useSharedStore.setState({ Loading: true });
    renderWithProviders(<LoadingOverlay />);
    const spinner = await screen.findByRole('progressbar', { name: 'در حال بارگذاری…' });
    expect(spinner).toBeVisible();
    act(() => useSharedStore.getState().setLoading(false));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });
});

describe('profile navigation (seed, section 9)', () => {
  it('is a 256 px drawer with labels on wide screens, the current screen selected', () => {
    setScreenWidth(1280);
    const { container } = withQueries(<ProfileShell isAdmin={false}>محتوا</ProfileShell>);
    const aside = container.querySelector('aside')!;
    expect(getComputedStyle(aside).width).toBe('256px');
    const nav = within(aside).getByRole('navigation', { name: 'حساب کاربری' });
    expect(within(nav).getByRole('link', { name: 'کیف پول' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'مدیریت' })).not.toBeInTheDocument();
  });

  it('folds to a 56 px rail on small screens and opens the full menu on demand', async () => {
    setScreenWidth(400);
    const { container } = withQueries(<ProfileShell isAdmin>محتوا</ProfileShell>);
    const aside = container.querySelector('aside')!;
    expect(getComputedStyle(aside).width).toBe('56px');
    expect(within(aside).queryByText('کیف پول')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'باز کردن منو' }));
    const drawer = await screen.findByRole('presentation');
    expect(within(drawer).getByRole('link', { name: 'مدیریت' })).toBeVisible();
    expect(within(drawer).getByText('کیف پول')).toBeVisible();
    // The rail stays a rail under the drawer: the page behind does not jump.
    expect(getComputedStyle(aside).width).toBe('56px');
  });

  it('selects the item a page chose for itself while that page is drawn (an order seen by its supplier)', async () => {
    setScreenWidth(1280);
    const { container, rerender } = withQueries(
      <ProfileShell isAdmin={false}>
        <PageProfileMenu item="Suppliers" />
      </ProfileShell>,
    );
    const nav = within(container.querySelector('aside')!).getByRole('navigation', { name: 'حساب کاربری' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'تأمین‌کنندگان من' })).toHaveAttribute('aria-current', 'page'));
    expect(within(nav).getByRole('link', { name: 'کیف پول' })).not.toHaveAttribute('aria-current');
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <ProfileShell isAdmin={false}>محتوا</ProfileShell>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'کیف پول' })).toHaveAttribute('aria-current', 'page'));
    expect(within(nav).getByRole('link', { name: 'تأمین‌کنندگان من' })).not.toHaveAttribute('aria-current');
  });
});
