import { memo } from 'react';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_INFO_KEY } from '@/stores/session';
import { forgetTabDrafts } from './kept-draft/tab-drafts';

vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(window.location.search) }));

const { useKeptInAddress } = await import('./use-list-address');
const { ListLink } = await import('./list-link');

function List({ kept }: { kept: Record<string, string | null> }) {
  useKeptInAddress(kept);
  return null;
}

const ORDERS = '/profile/suppliers/3/orders';

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', ORDERS);
});

describe('a list kept in its address', () => {
  it('writes its state into the address and links back to it as this tab left it', () => {
    const { unmount } = render(<List kept={{ q: 'سیمان', page: '2', state: null }} />);
    expect(new URLSearchParams(window.location.search).get('q')).toBe('سیمان');
    unmount();
    window.history.replaceState(null, '', '/profile/directorderinfo/7');
    render(<ListLink list={ORDERS}>سفارش‌ها</ListLink>);
    const href = new URL(screen.getByRole('link', { name: 'سفارش‌ها' }).getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe(ORDERS);
    expect(Object.fromEntries(href.searchParams)).toEqual({ q: 'سیمان', page: '2' });
  });

  it('gives back the list’s own parameters only, not whatever else the address held', () => {
    window.history.replaceState(null, '', `${ORDERS}?utm_source=sms&c=12`);
    render(<List kept={{ q: 'سیمان', page: null }} />);
    render(<ListLink list={ORDERS}>سفارش‌ها</ListLink>);
    expect(screen.getByRole('link', { name: 'سفارش‌ها' })).toHaveAttribute('href', `${ORDERS}?q=${encodeURIComponent('سیمان')}`);
  });

  it('links to the start of a list left at its start, and of a list this tab has not opened', () => {
    const { rerender } = render(<List kept={{ q: 'سیمان' }} />);
    rerender(<List kept={{ q: null }} />);
    render(
      <>
        <ListLink list={ORDERS}>سفارش‌ها</ListLink>
        <ListLink list="/profile/directorder">سفارش‌های من</ListLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'سفارش‌ها' })).toHaveAttribute('href', ORDERS);
    expect(screen.getByRole('link', { name: 'سفارش‌های من' })).toHaveAttribute('href', '/profile/directorder');
  });

  it('keeps a link to the list on the list’s own page in step with it', () => {
    // Not rendered again with the list (the desk's tabs are not): it must hear of the change.
    const Tabs = memo(function Tabs() {
      return <ListLink list={ORDERS}>سفارش‌ها</ListLink>;
    });
    const page = (q: string) => (
      <>
        <List kept={{ q }} />
        <Tabs />
      </>
    );
    const { rerender } = render(page('سیمان'));
    rerender(page('گچ'));
    expect(screen.getByRole('link', { name: 'سفارش‌ها' })).toHaveAttribute('href', `${ORDERS}?q=${encodeURIComponent('گچ')}`);
  });

  it('gives a list back to the user who left it, not to the next one logged in in this tab', () => {
    const logIn = (sub: string) => localStorage.setItem(USER_INFO_KEY, JSON.stringify({ sub, exp: Math.floor(Date.now() / 1000) + 600 }));
    logIn('3');
    render(<List kept={{ q: 'مریم' }} />);
    // Logged out in another tab (this tab's storage kept), and another user logged in here.
    logIn('1');
    render(<ListLink list={ORDERS}>سفارش‌ها</ListLink>);
    expect(screen.getByRole('link', { name: 'سفارش‌ها' })).toHaveAttribute('href', ORDERS);
    localStorage.removeItem(USER_INFO_KEY);
  });

  it('forgets where the lists were left on logout (a search holds names)', () => {
    render(<List kept={{ q: 'مریم' }} />);
    forgetTabDrafts();
    render(<ListLink list={ORDERS}>سفارش‌ها</ListLink>);
    expect(screen.getByRole('link', { name: 'سفارش‌ها' })).toHaveAttribute('href', ORDERS);
  });
});
