import crypto from 'node:crypto';
import Redis from 'ioredis';
import type { LimitRule, LimitTicket, LimitVerdict, RateLimitStore } from './types';

/**
 * One sorted set per key, scored by time. Checking every rule and recording the hit happen in one
 * script, so servers sharing the Redis cannot both take the last slot. The Redis expiry only
 * clears idle keys; which hits count is decided by the time passed in.
 */
const CONSUME = `
local now = tonumber(ARGV[1])
local member = ARGV[2]
local wait = 0
local blocked = ''
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[1 + i * 2])
  local window = tonumber(ARGV[2 + i * 2])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= limit then
    local freeing = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
    local w = tonumber(freeing[2]) + window - now
    if w > wait then
      wait = w
      blocked = key
    end
  end
end
if wait > 0 then
  return {0, wait, blocked}
end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, member)
  redis.call('PEXPIRE', key, tonumber(ARGV[2 + i * 2]))
end
return {1, 0, ''}
`;

type WithConsume = Redis & {
  limitConsume(...args: (string | number)[]): Promise<[number, number, string]>;
};

export function createRedisLimitStore(
  redisOrUrl: Redis | string,
  options: { prefix?: string } = {},
): RateLimitStore {
  const redis = (
    typeof redisOrUrl === 'string'
      ? new Redis(redisOrUrl, { maxRetriesPerRequest: 2, connectTimeout: 3000 })
      : redisOrUrl
  ) as WithConsume;
  const prefix = options.prefix ?? 'bazargah:rl:';
  // A connection shared by several stores gets the script once.
  if (typeof (redis as unknown as Record<string, unknown>).limitConsume !== 'function') {
    redis.defineCommand('limitConsume', { lua: CONSUME });
  }

  return {
    kind: 'redis',
    async consume(rules: LimitRule[], nowMs: number): Promise<LimitVerdict> {
      const member = `${nowMs}:${crypto.randomUUID()}`;
      const keys = rules.map((r) => prefix + r.key);
      const args = rules.flatMap((r) => [r.limit, r.windowMs]);
      const [ok, wait, blocked] = await redis.limitConsume(
        keys.length,
        ...keys,
        nowMs,
        member,
        ...args,
      );
      if (ok === 1) {
        return { ok: true, ticket: { entries: keys.map((key) => ({ key, member })) } };
      }
      return { ok: false, retryAfterMs: Number(wait), key: String(blocked).slice(prefix.length) };
    },
    async release(ticket: LimitTicket) {
      if (ticket.entries.length === 0) return;
      const pipeline = redis.pipeline();
      for (const { key, member } of ticket.entries) pipeline.zrem(key, member);
      await pipeline.exec();
    },
    async close() {
      if (typeof redisOrUrl === 'string') await redis.quit();
    },
  };
}
