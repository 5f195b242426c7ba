import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sharedInitialState, useSharedStore } from '@/stores/shared';
import { USER_INFO_KEY } from '@/stores/session';
import { AdoptServerSession } from './adopt-server-session';

const session = { sub: '41', roles: ['buyer'], name: 'مریم احمدی', exp: 2_000_000_000, secondsLeft: 1800 };

beforeEach(() => {
  localStorage.clear();
  useSharedStore.setState(sharedInitialState);
});

describe('AdoptServerSession', () => {
  it('a device whose stored login is gone, on a page the server let in by its cookie, is logged in again', () => {
    const before = Date.now();
    render(<AdoptServerSession session={session} />);
    expect(useSharedStore.getState()).toMatchObject({ isLoggedIn: true, UserId: '41', myUserInfo: { name: 'مریم احمدی', roles: ['buyer'] } });
    const stored = JSON.parse(localStorage.getItem(USER_INFO_KEY)!);
    expect(stored).toMatchObject({ sub: '41', exp: 2_000_000_000 });
    // Timed by this device's clock from the time the server said was left.
    expect(stored.endsAt).toBeGreaterThanOrEqual(before + 1_800_000);
    expect(stored.endsAt).toBeLessThanOrEqual(Date.now() + 1_800_000);
  });

  it('leaves a login the device keeps as it is', () => {
    const kept = { sub: '41', exp: 2_000_000_500, roles: ['buyer', 'supplier'], name: 'مریم', endsAt: Date.now() + 3_000_000 };
    localStorage.setItem(USER_INFO_KEY, JSON.stringify(kept));
    render(<AdoptServerSession session={session} />);
    expect(JSON.parse(localStorage.getItem(USER_INFO_KEY)!)).toEqual(kept);
    expect(useSharedStore.getState().isLoggedIn).toBe(false);
  });

  it('never takes back the login this device just ended, from a page shown again after the logout', async () => {
    const { endSession } = await import('./session');
    useSharedStore.setState({ isLoggedIn: true, myUserInfo: { sub: '41', exp: session.exp, roles: ['buyer'], name: 'مریم احمدی' } });
    endSession();
    render(<AdoptServerSession session={session} />);
    expect(useSharedStore.getState().isLoggedIn).toBe(false);
    // A later login (a newer token) is taken.
    render(<AdoptServerSession session={{ ...session, exp: session.exp + 60 }} />);
    expect(useSharedStore.getState().isLoggedIn).toBe(true);
  });
});
