import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deadlineOf } from './deadline';

describe('deadlineOf', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('aborts its signal with a TimeoutError when the time is up', () => {
    const deadline = deadlineOf(1000);
    vi.advanceTimersByTime(999);
    expect(deadline.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(deadline.signal.aborted).toBe(true);
    expect((deadline.signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('leaves no timer behind once released, so nothing keeps the call that made it', () => {
    const deadline = deadlineOf(20_000);
    expect(vi.getTimerCount()).toBe(1);
    deadline.release();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(30_000);
    expect(deadline.signal.aborted).toBe(false);
  });
});
