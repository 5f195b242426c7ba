import { env } from '../../../lib/config/env';
import { createMemoryLimitStore } from './memory-store';
import { createRedisLimitStore } from './redis-store';
import type { RateLimitStore } from './types';

export * from './types';
export { createMemoryLimitStore } from './memory-store';
export { createRedisLimitStore } from './redis-store';

type Holder = { store?: RateLimitStore; override?: RateLimitStore };
// Per process like the database, so dev reloads do not open a second Redis connection.
const holder: Holder = ((globalThis as { __bazargahLimits?: Holder }).__bazargahLimits ??= {});

/** In memory by default; in Redis when REDIS_URL is set, so that every server shares the counts. */
export function getRateLimitStore(): RateLimitStore {
  if (holder.override) return holder.override;
  const url = env().REDIS_URL;
  holder.store ??= url ? createRedisLimitStore(url) : createMemoryLimitStore();
  return holder.store;
}

/** Tests give the app a store of their own (or undefined to go back to the default). */
export function useRateLimitStoreForTests(store: RateLimitStore | undefined): void {
  holder.override = store;
}
