import pRetry from 'p-retry';
import { logger } from '../logger';
import { isTransientConflict } from './pg-errors';

/** Three tries in all, a few milliseconds apart: enough for a deadlock's other party to finish. */
const RETRY = { retries: 2, minTimeout: 10, maxTimeout: 100, randomize: true } as const;

/**
 * Runs `work` (a whole transaction) again when PostgreSQL ended it for a deadlock or a
 * serialization conflict; any other failure, or the third conflict, is thrown as it came. Each
 * conflict is logged: they should stay rare, and a retry must not hide them.
 */
export function retryOnTransientConflict<T>(work: () => Promise<T>): Promise<T> {
  return pRetry(work, {
    ...RETRY,
    onFailedAttempt: ({ error, attemptNumber }) => {
      if (isTransientConflict(error)) logger.warn({ err: error, attemptNumber }, 'transaction ended by PostgreSQL for a conflict');
    },
    shouldRetry: ({ error }) => isTransientConflict(error),
  });
}
