import type { Db } from '../db/client';
import { isEverything, subscribeDataChanged, type DataEntity } from '../events/data-changed';

/**
 * A value built from the database once and kept in memory per database (one in a server, a few in
 * tests) until a change of one of `entities` is announced, here or, through the change bus, on
 * another node, or until this node may have missed announcements. With `maxAgeMs` (for what is
 * built from rows whose every change would be too many rebuilds), a value that old is built again
 * while the old one is still given out: every search waited about 200 ms for the vocabulary each
 * time it aged. With `onChange: 'rebuild'` (for what may be a moment behind), an announced change
 * does the same instead of dropping the value: at a million offers the vocabulary took about
 * 300 ms to read, and every supplier's edited profile made the next search on every node wait
 * for it. A build that fails is not kept; a rebuild that fails leaves the old value.
 */
export function keptPerDatabase<T>(
  entities: readonly DataEntity[],
  build: (db: Db) => Promise<T>,
  { maxAgeMs = Infinity, onChange = 'drop' }: { maxAgeMs?: number; onChange?: 'drop' | 'rebuild' } = {},
): (db: Db) => Promise<T> {
  type Entry = { builtAt: number; changes: number; value: Promise<T>; rebuilding?: boolean };
  let kept = new WeakMap<Db, Entry>();
  /** Changes announced so far that did not drop the values: an entry built before the last of them is rebuilt. */
  let changes = 0;
  subscribeDataChanged((change) => {
    if (isEverything(change) || (entities.includes(change.entity) && onChange === 'drop')) kept = new WeakMap();
    else if (entities.includes(change.entity)) changes++;
  });
  const rebuild = (db: Db, entry: Entry) => {
    const builds = kept;
    const seen = changes;
    entry.rebuilding = true;
    // Into the map of its start: after a change, the new map's build is the one given out.
    build(db).then(
      (value) => builds.set(db, { builtAt: Date.now(), changes: seen, value: Promise.resolve(value) }),
      () => (entry.rebuilding = false),
    );
  };
  return (db) => {
    const entry = kept.get(db);
    if (entry) {
      if (!entry.rebuilding && (Date.now() - entry.builtAt >= maxAgeMs || entry.changes !== changes)) rebuild(db, entry);
      return entry.value;
    }
    const value = build(db);
    const builds = kept;
    value.catch(() => builds.delete(db));
    builds.set(db, { builtAt: Date.now(), changes, value });
    return value;
  };
}

/**
 * Keeps `entry` for `db` in `entries` (the map current when called) unless its value fails to
 * come: then the next call reads afresh instead of being given the failure again. For what is
 * kept per database and caught up with changes rather than dropped (kept-offer-names.ts,
 * kept-suppliers.ts).
 */
export function keepUnlessFailed<E extends { value: Promise<unknown> }>(entries: WeakMap<Db, E>, db: Db, entry: E): E {
  entries.set(db, entry);
  entry.value.catch(() => {
    if (entries.get(db) === entry) entries.delete(db);
  });
  return entry;
}
