/** At most `limit` hits under `key` within any `windowMs` (a sliding window). */
export type LimitRule = { key: string; limit: number; windowMs: number };

/** What a successful consume recorded, so that it can be taken back. */
export type LimitTicket = { entries: { key: string; member: string }[] };

export type LimitVerdict =
  { ok: true; ticket: LimitTicket } | { ok: false; retryAfterMs: number; key: string };

/**
 * Counters behind every rate limit. Time is passed in, never read, so limits can be tested with a
 * fake clock on either implementation.
 */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  /**
   * All rules pass and each records one hit, or none records anything and the answer carries the
   * longest wait among the rules that failed.
   */
  consume(rules: LimitRule[], nowMs: number): Promise<LimitVerdict>;
  /** Takes back the hits of a consume whose action did not happen after all. */
  release(ticket: LimitTicket): Promise<void>;
  close(): Promise<void>;
}

/** Seconds to tell a client: whole, and never 0 while it is still refused. */
export const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
