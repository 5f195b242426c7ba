import { isApiError } from '@/api/errors';

/**
 * Whether a failed read is asked again (at most three times). A refusal (404 for what is gone or
 * another's, 403, 400) answers the same when asked again, so it is shown at once rather than after
 * seven seconds of retries. A 401 may pass once the session is renewed (session-renewal.ts), and a
 * server or network failure may pass later: those are tried again.
 */
export function retryUnlessRefused(failures: number, error: unknown): boolean {
  if (failures >= 3) return false;
  const status = isApiError(error) ? error.status : undefined;
  return status === undefined || status === 401 || status >= 500 || status < 400;
}
