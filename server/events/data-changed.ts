/**
 * The API's announcement that public data changed, so that every cache built from it drops what
 * the change makes stale: the API's public-read cache by tags (tagsOf), its count cache, and the
 * site server's page cache (instrumentation-node.ts). The API must not import Next.js (it also
 * runs on its own, `npm run api`), so it only publishes here. With nobody subscribed, publishing
 * costs nothing.
 */

import { processChannel } from './process-channel';
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

/** Kinds of rows the sitemap does not list: their changes leave it as it is. */
const OUTSIDE_SITEMAP = new Set<DataEntity>(['advertisement', 'announcement', 'menu']);

/**
 * The cache tags a change makes stale: the row itself, the rows it touches, the lists of its kind
 * and the sitemap (which lists every public product, supplier and category).
 */
export function tagsOf(change: EntityChange): string[] {
  const tags = new Set<string>();
  if (change.id !== undefined) tags.add(entityTag(change.entity, change.id));
  for (const other of change.related ?? []) tags.add(entityTag(other.entity, other.id));
  tags.add(COLLECTION_TAGS[change.entity]);
  if (!OUTSIDE_SITEMAP.has(change.entity)) tags.add(LIST_TAGS.sitemap);
  return [...tags];
}

const channel = processChannel<DataChange>('data-changed');

/** Registers a listener; returns the function that removes it. */
export const subscribeDataChanged = (listener: DataChangeListener): (() => void) => channel.subscribe(listener);

/**
 * Where a change goes beyond this process (server/events/change-bus.ts installs it); absent with
 * the embedded database, which no other process can open.
 */
export const setDataChangedForwarder = (forward: ((change: DataChange) => void) | undefined): void => channel.setForwarder(forward);

/**
 * Called by the API after a write has been committed. Runs this process's listeners
 * synchronously, before the write's answer goes out, so the writer's next read sees the change,
 * then hands the change to the bus for the other nodes; a failing listener is reported and never
 * fails the write.
 */
export const publishDataChanged = (change: DataChange): void => channel.publish(change);

/** Runs this process's listeners only: what the bus does with another node's announcement. */
export const deliverDataChanged = (change: DataChange): void => channel.deliver(change);
