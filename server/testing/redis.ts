import Redis from 'ioredis';
import { env } from '../../lib/config/env';

/**
 * A connection to the test Redis (REDIS_URL, else 127.0.0.1:6379), or null when none answers —
 * except in CI, where Redis is required and its absence fails the run.
 */
export async function reachableRedis(): Promise<Redis | null> {
  const url = env().REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (error) {
    redis.disconnect();
    if (env().CI) throw new Error(`Redis is required in CI but ${url} did not answer: ${error}`);
    console.warn(`Redis tests skipped: no server at ${url} (set REDIS_URL; CI requires it).`);
    return null;
  }
}
