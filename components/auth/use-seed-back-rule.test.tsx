import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useSeedBackRule } from './use-seed-back-rule';

afterEach(() => vi.restoreAllMocks());

describe('useSeedBackRule (seed, section 4)', () => {
  it('does nothing for a visitor who is not logged in', () => {
    const push = vi.spyOn(window.history, 'pushState');
    renderHook(() => useSeedBackRule(false));
    expect(push).not.toHaveBeenCalled();
  });

  it('adds one invisible entry, and on the next Back goes two real entries back, once', () => {
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => {});
    const push = vi.spyOn(window.history, 'pushState');
    // Strict mode runs the effect twice, as development does.
    renderHook(() => useSeedBackRule(true), { reactStrictMode: true });
    expect(push).toHaveBeenCalledTimes(1);
    expect((window.history.state as Record<string, unknown>).__bazargahLoginBack).toBe(true);

    // Back pops the invisible entry: the state is the login page's own again.
    window.history.replaceState(null, '');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(go).toHaveBeenCalledWith(-2);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('ignores a Forward onto its own entry and stops listening when the page goes away', () => {
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => {});
    const { unmount } = renderHook(() => useSeedBackRule(true));
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(go).not.toHaveBeenCalled();
    unmount();
    window.history.replaceState(null, '');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(go).not.toHaveBeenCalled();
  });
});
