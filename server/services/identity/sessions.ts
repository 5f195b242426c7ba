import Redis from 'ioredis';
import { LRUCache } from 'lru-cache';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import { env } from '../../../lib/config/env';
import type { Role } from '../../../api/contract/enums';
import { logger } from '../../logger';

/**
 * A session is a login: one refresh-token family (`familyId`), named in every access token it
 * issues as `sid`. An access token counts only while its session is open, so logging out (or out
 * everywhere) ends it at once, not when it expires. Checking that on every authenticated call
 * must not cost a database round trip, so the answer — the session's user, or "ended" — is kept:
 * in process memory (an LRU) for the embedded single-process default, in Redis when REDIS_URL is
 * set so that every node sees a logout at once. Ending a session writes "ended" over its entry
 * before the caller is answered, and a check only adds an entry where there is none, so a check
 * that read the database just before a logout cannot put "open" back. An entry also lapses after
 * ENTRY_TTL_MS, a bound on anything changed behind the API's back.
 */
export type SessionUser = { id: number; phone: string; roles: Role[]; name: string };
type Entry = { user: SessionUser } | { ended: true };

export const ENTRY_TTL_MS = 5 * 60_000;

export interface SessionCache {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<Entry | undefined>;
  /** Keeps the entry unless the key has one already. */
  add(key: string, entry: Entry): Promise<void>;
  /** Marks these sessions ended, whatever their entries said. */
  end(keys: string[]): Promise<void>;
  delete(keys: string[]): Promise<void>;
  close(): Promise<void>;
}

const ENDED: Entry = { ended: true };

export function createMemorySessionCache(max = 100_000): SessionCache {
  const entries = new LRUCache<string, Entry>({ max, ttl: ENTRY_TTL_MS });
  return {
    kind: 'memory',
    get: async (key) => entries.get(key),
    add: async (key, entry) => void (entries.has(key) || entries.set(key, entry)),
    end: async (keys) => keys.forEach((key) => entries.set(key, ENDED)),
    delete: async (keys) => keys.forEach((key) => entries.delete(key)),
    close: async () => entries.clear(),
  };
}

export function createRedisSessionCache(redisOrUrl: Redis | string, prefix = 'bazargah:session:'): SessionCache {
  // Commands wait for the connection (a node's first calls come before it is up: a logout there
  // failed), but no longer than a second: with Redis down, a check falls back to the database.
  const redis =
    typeof redisOrUrl === 'string' ? new Redis(redisOrUrl, { maxRetriesPerRequest: 1, connectTimeout: 3000, commandTimeout: 1000 }) : redisOrUrl;
  return {
    kind: 'redis',
    async get(key) {
      const raw = await redis.get(prefix + key);
      return raw ? (JSON.parse(raw) as Entry) : undefined;
    },
    async add(key, entry) {
      await redis.set(prefix + key, JSON.stringify(entry), 'PX', ENTRY_TTL_MS, 'NX');
    },
    async end(keys) {
      if (!keys.length) return;
      const batch = redis.multi();
      for (const key of keys) batch.set(prefix + key, JSON.stringify(ENDED), 'PX', ENTRY_TTL_MS);
      const results = await batch.exec();
      const failed = results?.find(([error]) => error);
      if (!results || failed) throw failed?.[0] ?? new Error('session cache transaction discarded');
    },
    async delete(keys) {
      if (keys.length) await redis.del(...keys.map((key) => prefix + key));
    },
    async close() {
      if (typeof redisOrUrl === 'string') await redis.quit();
    },
  };
}

type Session = { sid: string; userId: number };
/** A token names both; keyed by the pair, a token naming a foreign user cannot touch the entry. */
const keyOf = ({ sid, userId }: Session) => `${userId}:${sid}`;

type Holder = { cache?: SessionCache; override?: SessionCache };
const holder: Holder = ((globalThis as { __bazargahSessions?: Holder }).__bazargahSessions ??= {});

export function getSessionCache(): SessionCache {
  if (holder.override) return holder.override;
  const url = env().REDIS_URL;
  holder.cache ??= url ? createRedisSessionCache(url) : createMemorySessionCache();
  return holder.cache;
}

/** Tests hand the API a cache of their own (undefined goes back to the configured one). */
export function useSessionCacheForTests(cache: SessionCache | undefined): void {
  holder.override = cache;
}

/** The open session's user from the database, or null when the session has ended or never was. */
async function readSession(db: Db, sid: string, userId: number): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      phone: users.phone,
      roles: users.roles,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(
      and(
        eq(refreshTokens.familyId, sid),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row) return null;
  return { id: row.id, phone: row.phone, roles: row.roles, name: [row.firstName, row.lastName].filter(Boolean).join(' ') };
}

/**
 * Who holds an open session `sid` for user `userId`, from the cache when it knows; a cache that
 * fails (Redis down) is passed over for the database, never taken as a yes.
 */
export async function openSessionUser(db: Db, sid: string, userId: number): Promise<SessionUser | null> {
  const cache = getSessionCache();
  const key = keyOf({ sid, userId });
  const cached = await cache.get(key).catch((error) => {
    logger.warn({ err: error, cache: cache.kind }, 'session cache unavailable');
    return undefined;
  });
  if (cached) return 'ended' in cached ? null : cached.user;
  const user = await readSession(db, sid, userId);
  await cache.add(key, user ? { user } : ENDED).catch(() => {});
  return user;
}

/** Drops what the cache holds for these sessions; the next call reads them again. */
export async function forgetSessions(sessions: Session[]): Promise<void> {
  if (!sessions.length) return;
  const cache = getSessionCache();
  await cache.delete(sessions.map(keyOf)).catch((error) => {
    // A change that might not reach every node must not look done.
    logger.error({ err: error, cache: cache.kind }, 'session cache not updated');
    throw error;
  });
}

/** After a user's roles or name changed: their open sessions answer with the new ones. */
export async function forgetUserSessions(db: Db, userId: number): Promise<void> {
  const rows = await db
    .selectDistinct({ sid: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await forgetSessions(rows);
}

/**
 * Ends sessions in the database, then everywhere they are cached. Returns the ones it ended. The
 * cache is told of those ended a moment ago too, so a logout that failed at the cache (after the
 * database) is done by trying again.
 */
export async function endSessions(
  db: Db,
  where: { familyId: string } | { userId: number },
  now = new Date(),
): Promise<string[]> {
  const mine = 'familyId' in where ? eq(refreshTokens.familyId, where.familyId) : eq(refreshTokens.userId, where.userId);
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(mine, isNull(refreshTokens.revokedAt)))
    .returning({ sid: refreshTokens.familyId, userId: refreshTokens.userId });
  const lately = await db
    .selectDistinct({ sid: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(and(mine, gt(refreshTokens.revokedAt, new Date(now.getTime() - ENTRY_TTL_MS))));
  const ended = distinct(rows);
  const cache = getSessionCache();
  await cache.end(distinct([...rows, ...lately]).map(keyOf)).catch((error) => {
    // A logout that might not reach every node must not look done.
    logger.error({ err: error, cache: cache.kind }, 'session cache not updated');
    throw error;
  });
  return ended.map((r) => r.sid);
}

const distinct = (sessions: Session[]) => [...new Map(sessions.map((r) => [keyOf(r), r])).values()];
