import { describe, expect, it } from 'vitest';
import { retryOnTransientConflict } from './conflict-retry';
import { isUniqueViolation, pgErrorCode } from './pg-errors';

/** As drizzle throws a failed statement: its own error, with the driver's as its cause. */
const failed = (code: string) => new Error('Failed query: UPDATE pages …', { cause: Object.assign(new Error('deadlock detected'), { code }) });

describe('retryOnTransientConflict', () => {
  const failingFirst = (codes: string[]) => {
    let calls = 0;
    const work = async () => {
      const code = codes[calls++];
      if (code) throw failed(code);
      return 'done';
    };
    return { work, calls: () => calls };
  };

  it('runs a transaction PostgreSQL ended for a deadlock or a serialization conflict again, up to three times in all', async () => {
    const twice = failingFirst(['40P01', '40001']);
    await expect(retryOnTransientConflict(twice.work)).resolves.toBe('done');
    expect(twice.calls()).toBe(3);

    const thrice = failingFirst(['40P01', '40P01', '40P01']);
    await expect(retryOnTransientConflict(thrice.work)).rejects.toThrow('Failed query');
    expect(thrice.calls()).toBe(3);
  });

  it('throws any other failure at once', async () => {
    const unique = failingFirst(['23505']);
    await expect(retryOnTransientConflict(unique.work)).rejects.toSatisfy(isUniqueViolation);
    expect(unique.calls()).toBe(1);
  });
});

describe('pgErrorCode', () => {
  it('finds the SQLSTATE on the error or on any of its causes, and nothing on other errors', () => {
    expect(pgErrorCode(Object.assign(new Error('x'), { code: '23505' }))).toBe('23505');
    expect(pgErrorCode(failed('40P01'))).toBe('40P01');
    expect(pgErrorCode(new Error('plain'))).toBeUndefined();
    // A wrapper's own code is no SQLSTATE: the one beneath it is found.
    expect(pgErrorCode(Object.assign(new Error('wrapped'), { code: 'ERR_QUERY', cause: failed('23505').cause }))).toBe('23505');
    expect(pgErrorCode(undefined)).toBeUndefined();
    expect(pgErrorCode('40P01')).toBeUndefined();
  });
});
