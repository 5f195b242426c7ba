import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

let pathname = '/profile/orders';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

const { ForgetOpenedRowAway } = await import('./use-focus-on-return');

const KEY = 'bazargah:opened-row';
const kept = () => window.sessionStorage.getItem(KEY);

describe('ForgetOpenedRowAway', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.sessionStorage.setItem(
      KEY,
      JSON.stringify({ list: '/profile/orders?page=2', href: '/profile/orders/41' }),
    );
  });

  it("keeps the row remembered on the row's page, a page under it and the list", () => {
    const shown = (path: string) => {
      pathname = path;
      view.rerender(<ForgetOpenedRowAway />);
    };
    pathname = '/profile/orders/41';
    const view = render(<ForgetOpenedRowAway />);
    shown('/profile/orders/41/edit');
    shown('/profile/orders');
    expect(kept()).not.toBeNull();
  });

  it('forgets it on any other page, so the list reached later another way keeps its own focus', () => {
    pathname = '/profile/orders/41';
    const view = render(<ForgetOpenedRowAway />);
    pathname = '/profile/orders/410';
    view.rerender(<ForgetOpenedRowAway />);
    expect(kept()).toBeNull();
  });

  it('forgets it when the tab opens on another page', () => {
    pathname = '/profile/desk';
    render(<ForgetOpenedRowAway />);
    expect(kept()).toBeNull();
  });

  it('forgets what no address parses from, without throwing on the page', () => {
    window.sessionStorage.setItem(KEY, JSON.stringify({ list: '//', href: 'http://[' }));
    pathname = '/profile/orders';
    expect(() => render(<ForgetOpenedRowAway />)).not.toThrow();
    expect(kept()).toBeNull();
  });
});
