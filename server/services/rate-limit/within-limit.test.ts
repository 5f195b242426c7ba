import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryLimitStore, useRateLimitStoreForTests, type RateLimitStore } from './index';
import { withinLimit } from './within-limit';

describe('withinLimit', () => {
  afterEach(() => useRateLimitStoreForTests(undefined));

  it('lets through up to the limit, consuming it, then not', async () => {
    useRateLimitStoreForTests(createMemoryLimitStore());
    const rules = [{ key: 'tests:0:ip:1', limit: 2, windowMs: 60_000 }];
    expect(await withinLimit(rules, 'a test')).toBe(true);
    expect(await withinLimit(rules, 'a test')).toBe(true);
    expect(await withinLimit(rules, 'a test')).toBe(false);
    expect(await withinLimit([], 'nothing to bound')).toBe(true);
  });

  it('lets through when the store cannot answer', async () => {
    const down = { consume: () => Promise.reject(new Error('ECONNREFUSED')) } as unknown as RateLimitStore;
    useRateLimitStoreForTests(down);
    expect(await withinLimit([{ key: 'tests:0:ip:1', limit: 1, windowMs: 60_000 }], 'a test')).toBe(true);
  });
});
