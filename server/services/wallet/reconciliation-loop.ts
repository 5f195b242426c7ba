import { getDb } from '../../db/client';
import { logger } from '../../logger';
import { reconcileUnknownAttempts } from './payments';

const EVERY_MS = 60_000;
let timer: NodeJS.Timeout | undefined;

/**
 * Checks the attempts whose outcome is unknown every minute, in the API's own process. Every node
 * may run it: an attempt is claimed by one conditional update, and each attempt waits its own
 * back-off (`next_check_at`). A job runner on PostgreSQL is to take this over, with the expiry of
 * abandoned payments and the daily ledger check (issue 15, not built yet).
 */
export function startPaymentReconciliation(): void {
  if (timer) return;
  timer = setInterval(() => {
    void getDb()
      .then((db) => reconcileUnknownAttempts(db))
      .catch((error) => logger.error({ err: error }, 'payment reconciliation failed'));
  }, EVERY_MS);
  timer.unref();
}
