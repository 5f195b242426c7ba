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

  it('builds again once it is older than its age limit, giving the old value out meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let builds = 0;
    let finish: () => void = () => {};
    const kept = keptPerDatabase(['category'], () => new Promise<number>((resolve) => (finish = () => resolve(++builds))), { maxAgeMs: 60_000 });
    const first = kept(db);
    finish();
    expect(await first).toBe(1);
    vi.advanceTimersByTime(59_000);
    expect(await kept(db)).toBe(1);
    vi.advanceTimersByTime(2_000);
    // Aged: the rebuild starts, and the old value is given out until it is done, to every caller.
    expect(await kept(db)).toBe(1);
    expect(await kept(db)).toBe(1);
    finish();
    await vi.waitFor(async () => expect(await kept(db)).toBe(2));
    expect(builds).toBe(2);
  });

  it('keeps the old value when a rebuild fails, and tries again on the next call', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let builds = 0;
    const kept = keptPerDatabase(
      ['category'],
      async () => {
        builds++;
        if (builds === 2) throw new Error('database away');
        return builds;
      },
      { maxAgeMs: 60_000 },
    );
    expect(await kept(db)).toBe(1);
    vi.advanceTimersByTime(61_000);
    expect(await kept(db)).toBe(1); // starts the rebuild, which fails
    await vi.waitFor(() => expect(builds).toBe(2));
    await Promise.resolve();
    expect(await kept(db)).toBe(1); // starts another
    await vi.waitFor(async () => expect(await kept(db)).toBe(3));
  });

  it('drops an aged value whose rebuild is under way when a change is announced', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let builds = 0;
    const finishes: (() => void)[] = [];
    const kept = keptPerDatabase(['category'], () => new Promise<number>((resolve) => finishes.push(() => resolve(++builds))), { maxAgeMs: 60_000 });
    const first = kept(db);
    finishes.shift()!();
    expect(await first).toBe(1);
    vi.advanceTimersByTime(61_000);
    expect(await kept(db)).toBe(1); // the rebuild starts
    publishDataChanged({ entity: 'category', id: 1 });
    const afterChange = kept(db); // a fresh build, which the change's callers wait for
    finishes.shift()!(); // the stale rebuild ends (2) and must not replace the fresh one
    finishes.shift()!();
    expect(await afterChange).toBe(3);
    expect(await kept(db)).toBe(3);
  });

  it("with onChange 'rebuild', gives the old value out while a change's rebuild is under way", async () => {
    let builds = 0;
    const finishes: (() => void)[] = [];
    const kept = keptPerDatabase(['supplier'], () => new Promise<number>((resolve) => finishes.push(() => resolve(++builds))), { onChange: 'rebuild' });
    const first = kept(db);
    finishes.shift()!();
    expect(await first).toBe(1);
    publishDataChanged({ entity: 'product', id: 4 });
    expect(await kept(db)).toBe(1);
    expect(finishes).toHaveLength(0);

    publishDataChanged({ entity: 'supplier', id: 7 });
    // The rebuild starts; every caller is given the old value until it is done.
    expect(await kept(db)).toBe(1);
    expect(await kept(db)).toBe(1);
    expect(finishes).toHaveLength(1);
    // A change announced while it runs: what it built may have missed it, so it is built again.
    publishDataChanged({ entity: 'supplier', id: 8 });
    finishes.shift()!();
    await vi.waitFor(async () => expect(await kept(db)).toBe(2));
    expect(finishes).toHaveLength(1);
    finishes.shift()!();
    await vi.waitFor(async () => expect(await kept(db)).toBe(3));
    expect(finishes).toHaveLength(0);

    // A node that may have missed changes drops it all the same.
    publishDataChanged({ everything: true });
    const afterEverything = kept(db);
    finishes.shift()!();
    expect(await afterEverything).toBe(4);
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
