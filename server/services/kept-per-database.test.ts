import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { publishDataChanged } from '../events/data-changed';
import { keptPerDatabase } from './kept-per-database';

const db = {} as Db;
const other = {} as Db;

afterEach(() => {
  vi.useRealTimers();
});

describe('keptPerDatabase', () => {
  it('builds once per database until a change of what it is built from', async () => {
    let builds = 0;
    const kept = keptPerDatabase(['category'], async () => ++builds);
    expect(await kept(db)).toBe(1);
    expect(await kept(db)).toBe(1);
    expect(await kept(other)).toBe(2);
    publishDataChanged({ entity: 'product', id: 4 });
    expect(await kept(db)).toBe(1);
    publishDataChanged({ entity: 'category', id: 7 });
    expect(await kept(db)).toBe(3);
    publishDataChanged({ everything: true });
    expect(await kept(db)).toBe(4);
  });

  it('builds again once it is older than its age limit', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let builds = 0;
    const kept = keptPerDatabase(['category'], async () => ++builds, { maxAgeMs: 60_000 });
    expect(await kept(db)).toBe(1);
    vi.advanceTimersByTime(59_000);
    expect(await kept(db)).toBe(1);
    vi.advanceTimersByTime(2_000);
    expect(await kept(db)).toBe(2);
  });

  it('does not keep a build that failed', async () => {
    let builds = 0;
    const kept = keptPerDatabase(['category'], async () => {
      if (++builds === 1) throw new Error('database away');
      return builds;
    });
    await expect(kept(db)).rejects.toThrow('database away');
    expect(await kept(db)).toBe(2);
  });
});
