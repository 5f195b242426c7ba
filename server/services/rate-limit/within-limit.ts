import { logger } from '../../logger';
import { getRateLimitStore } from './index';
import type { LimitRule } from './types';

/**
 * Whether an action within these limits may go on, consuming them; for what is bounded quietly
 * (no 429: a count not kept, a callback not verified now). With the store down it goes on, logged:
 * `failOpenBecause` says why that is the safer side (a reader's visit, a payer's money).
 */
export async function withinLimit(rules: LimitRule[], failOpenBecause: string): Promise<boolean> {
  if (!rules.length) return true;
  return getRateLimitStore()
    .consume(rules, Date.now())
    .then(
      (verdict) => verdict.ok,
      (error) => {
        logger.warn({ err: error }, `rate-limit store unavailable; let through: ${failOpenBecause}`);
        return true;
      },
    );
}
