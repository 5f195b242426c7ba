import type { Db } from '../db/client';
import { isEverything, subscribeDataChanged, type DataEntity } from '../events/data-changed';

/**
 * A value built from the database once and kept in memory per database (one in a server, a few in
 * tests) until a change of one of `entities` is announced, here or, through the change bus, on
 * another node, until this node may have missed announcements, or, with `maxAgeMs`, until it is
 * that old (for what is built from rows whose every change would be too many rebuilds). A build
 * that fails is not kept.
 */
export function keptPerDatabase<T>(
  entities: readonly DataEntity[],
  build: (db: Db) => Promise<T>,
  { maxAgeMs = Infinity }: { maxAgeMs?: number } = {},
): (db: Db) => Promise<T> {
  let kept = new WeakMap<Db, { builtAt: number; value: Promise<T> }>();
  subscribeDataChanged((change) => {
    if (isEverything(change) || entities.includes(change.entity)) kept = new WeakMap();
  });
  return (db) => {
    const entry = kept.get(db);
    if (entry && Date.now() - entry.builtAt < maxAgeMs) return entry.value;
    const value = build(db);
    const builds = kept;
    value.catch(() => builds.delete(db));
    builds.set(db, { builtAt: Date.now(), value });
    return value;
  };
}
