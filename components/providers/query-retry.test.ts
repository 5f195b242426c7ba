import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { retryUnlessRefused } from './query-retry';

const answered = (status: number) =>
  new ApiError({
    request: new Request('http://x/api/v1/payments/9'),
    response: new Response(null, { status }),
    body: { type: 'about:blank', title: 'خطا', status },
  });

describe('retryUnlessRefused', () => {
  it('does not ask again what was refused', () => {
    for (const status of [400, 403, 404, 409, 422]) expect(retryUnlessRefused(0, answered(status)), String(status)).toBe(false);
  });

  it('asks again, three times at most, after a 401, a server failure or a lost connection', () => {
    for (const error of [answered(401), answered(500), answered(503), new TypeError('fetch failed')]) {
      expect(retryUnlessRefused(0, error)).toBe(true);
      expect(retryUnlessRefused(3, error)).toBe(false);
    }
  });
});
