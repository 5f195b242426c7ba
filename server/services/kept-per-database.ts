import type { Db } from '../db/client';
import { isEverything, subscribeDataChanged, type DataEntity } from '../events/data-changed';

/**
 * A value built from the database once and kept in memory per database (one in a server, a few in
 * tests) until a change of one of `entities` is announced, here or, through the change bus, on
 * another node, or until this node may have missed announcements. A build that fails is not kept.
 */
export function keptPerDatabase<T>(entities: readonly DataEntity[], build: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const kept = new Map<Db, Promise<T>>();
  subscribeDataChanged((change) => {
    if (isEverything(change) || entities.includes(change.entity)) kept.clear();
  });
  return (db) => {
    let value = kept.get(db);
    if (!value) {
      value = build(db);
      value.catch(() => kept.delete(db));
      kept.set(db, value);
    }
    return value;
  };
}
