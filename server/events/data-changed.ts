/**
 * The API's announcement that public data changed, so that every cache built from it drops what
 * the change makes stale: the API's public-read cache by tags (tagsOf), its count cache, and the
 * site server's page cache (instrumentation-node.ts). The API must not import Next.js (it also
 * runs on its own, `npm run api`), so it only publishes here. With nobody subscribed, publishing
 * costs nothing.
 */

import { COLLECTION_TAGS, entityTag, LIST_TAGS, type DataEntity } from '../../lib/cache-tags';

export type { DataEntity };

/** A change of one kind of row. */
export type EntityChange = {
  entity: DataEntity;
  /** The changed row; absent when many rows changed at once (an import, a re-seed). */
  id?: number;
  /** Other rows the change touches: the product's supplier and category, a delegation's supplier. */
  related?: { entity: DataEntity; id: number }[];
};

/**
 * Every cache must drop everything: this node may have missed announcements (its connection to
 * the change bus was down), so no tag can be trusted.
 */
export type EverythingChanged = { everything: true };

export type DataChange = EntityChange | EverythingChanged;

export const isEverything = (change: DataChange): change is EverythingChanged => 'everything' in change;

export type DataChangeListener = (change: DataChange) => void;

/**
 * The cache tags a change makes stale: the row itself, the rows it touches, the lists of its kind
 * and the sitemap (which lists every public product, supplier and category).
 */
export function tagsOf(change: EntityChange): string[] {
  const tags = new Set<string>();
  if (change.id !== undefined) tags.add(entityTag(change.entity, change.id));
  for (const other of change.related ?? []) tags.add(entityTag(other.entity, other.id));
  tags.add(COLLECTION_TAGS[change.entity]);
  if (change.entity !== 'advertisement') tags.add(LIST_TAGS.sitemap);
  return [...tags];
}

// Next bundles the API route and instrumentation separately: the listeners live on globalThis so
// a publish from one copy of this module reaches a subscriber registered through another.
const LISTENERS_KEY = Symbol.for('bazargah.events.data-changed');
type GlobalWithListeners = typeof globalThis & { [LISTENERS_KEY]?: Set<DataChangeListener> };

function listeners(): Set<DataChangeListener> {
  const scope = globalThis as GlobalWithListeners;
  scope[LISTENERS_KEY] ??= new Set();
  return scope[LISTENERS_KEY];
}

/** Registers a listener; returns the function that removes it. */
export function subscribeDataChanged(listener: DataChangeListener): () => void {
  listeners().add(listener);
  return () => void listeners().delete(listener);
}

/**
 * Where a change goes beyond this process (server/events/change-bus.ts installs it); absent with
 * the embedded database, which no other process can open.
 */
const FORWARD_KEY = Symbol.for('bazargah.events.data-changed.forward');
type GlobalWithForward = typeof globalThis & { [FORWARD_KEY]?: (change: DataChange) => void };

export function setDataChangedForwarder(forward: ((change: DataChange) => void) | undefined): void {
  (globalThis as GlobalWithForward)[FORWARD_KEY] = forward;
}

/**
 * Called by the API after a write has been committed. Runs this process's listeners
 * synchronously, before the write's answer goes out, so the writer's next read sees the change,
 * then hands the change to the bus for the other nodes; a failing listener is reported and never
 * fails the write.
 */
export function publishDataChanged(change: DataChange): void {
  deliverDataChanged(change);
  (globalThis as GlobalWithForward)[FORWARD_KEY]?.(change);
}

/** Runs this process's listeners only: what the bus does with another node's announcement. */
export function deliverDataChanged(change: DataChange): void {
  for (const listener of listeners()) {
    try {
      listener(change);
    } catch (error) {
      console.error('data-changed listener failed', error);
    }
  }
}
