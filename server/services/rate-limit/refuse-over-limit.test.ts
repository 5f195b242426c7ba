import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProblemError } from '../../http/problem';
import { createMemoryLimitStore, useRateLimitStoreForTests } from './index';
import { persianWait, refuseOverLimit } from './refuse-over-limit';

const T0 = Date.UTC(2026, 0, 1, 8, 0, 0);
const refusal = { code: 'too_many_tests', detail: (wait: string) => `صبر کنید: ${wait}` };

describe('refuseOverLimit', () => {
  beforeEach(() => {
    useRateLimitStoreForTests(createMemoryLimitStore());
    vi.useFakeTimers({ toFake: ['Date'], now: T0 });
  });
  afterEach(() => {
    vi.useRealTimers();
    useRateLimitStoreForTests(undefined);
  });

  it('returns the ticket while allowed, keyed per rule', async () => {
    const ticket = await refuseOverLimit([{ limit: 2, windowMs: 60_000 }, { limit: 5, windowMs: 3_600_000 }], 'tests', 'user:7', refusal);
    expect(ticket.entries.map((e) => e.key)).toEqual(['tests:0:user:7', 'tests:1:user:7']);
  });

  it('throws the 429 with the wait rounded up, in the header and the sentence alike', async () => {
    const rules = [{ limit: 1, windowMs: 90_500 }];
    await refuseOverLimit(rules, 'tests', 'ip:1', refusal);
    vi.setSystemTime(T0 + 1_500); // 89 s left exactly
    const refused = await refuseOverLimit(rules, 'tests', 'ip:1', refusal).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ProblemError);
    expect((refused as ProblemError).init).toEqual({
      status: 429,
      code: 'too_many_tests',
      retryAfterSeconds: 89,
      detail: `صبر کنید: ${persianWait(89)}`,
    });
    vi.setSystemTime(T0 + 1_501); // 88.999 s left: still 89, never 88
    await expect(refuseOverLimit(rules, 'tests', 'ip:1', refusal)).rejects.toMatchObject({ init: { retryAfterSeconds: 89 } });
    // Another subject has its own allowance.
    await expect(refuseOverLimit(rules, 'tests', 'ip:2', refusal)).resolves.toBeDefined();
  });
});

describe('persianWait', () => {
  it('names seconds, then minutes, then hours', () => {
    expect(persianWait(89)).toBe('۸۹ ثانیه');
    expect(persianWait(90)).toBe('۲ دقیقه');
    expect(persianWait(90 * 60)).toBe('۲ ساعت');
  });
});
