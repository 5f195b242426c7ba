import crypto from 'node:crypto';
import type { LimitRule, LimitTicket, LimitVerdict, RateLimitStore } from './types';

type Hit = { at: number; member: string };
type Log = { windowMs: number; hits: Hit[] };

const SWEEP_EVERY = 1000;

/** The embedded default: one process, counters in a map, swept now and then. */
export function createMemoryLimitStore(): RateLimitStore {
  const logs = new Map<string, Log>();
  let operations = 0;

  const live = (log: Log, nowMs: number) => log.hits.filter((h) => h.at > nowMs - log.windowMs);

  function sweep(nowMs: number) {
    for (const [key, log] of logs) {
      log.hits = live(log, nowMs);
      if (log.hits.length === 0) logs.delete(key);
    }
  }

  return {
    kind: 'memory',
    async consume(rules: LimitRule[], nowMs: number): Promise<LimitVerdict> {
      if (++operations % SWEEP_EVERY === 0) sweep(nowMs);
      let wait = 0;
      let blocked = '';
      for (const rule of rules) {
        const log = logs.get(rule.key);
        if (!log) continue;
        log.windowMs = Math.max(log.windowMs, rule.windowMs);
        const hits = log.hits.filter((h) => h.at > nowMs - rule.windowMs);
        if (hits.length >= rule.limit) {
          // The hit whose expiry frees a slot: with n hits and room for `limit`, the (n-limit)th.
          const freeing = hits[hits.length - rule.limit];
          const w = freeing.at + rule.windowMs - nowMs;
          if (w > wait) [wait, blocked] = [w, rule.key];
        }
      }
      if (wait > 0) return { ok: false, retryAfterMs: wait, key: blocked };
      const member = `${nowMs}:${crypto.randomUUID()}`;
      const ticket: LimitTicket = { entries: [] };
      for (const rule of rules) {
        const log = logs.get(rule.key) ?? { windowMs: rule.windowMs, hits: [] };
        log.hits = live(log, nowMs);
        log.hits.push({ at: nowMs, member });
        logs.set(rule.key, log);
        ticket.entries.push({ key: rule.key, member });
      }
      return { ok: true, ticket };
    },
    async release(ticket: LimitTicket) {
      for (const { key, member } of ticket.entries) {
        const log = logs.get(key);
        if (log) log.hits = log.hits.filter((h) => h.member !== member);
      }
    },
    async close() {
      logs.clear();
    },
  };
}
