import { AsyncLocalStorage } from 'node:async_hooks';
import { ANY_CHANGE_TAG, CACHE_TAG_HEADER } from '../../lib/cache-tags';
import { observeServerResponses } from '../../lib/http/server-response-observer';

/**
 * The data a page was built from: while the site server has Next render a page, every API answer
 * the render reads adds its tags (`cache-tag`, set by the API's `publicCache`), so the page cache
 * keeps the page under them and an announced change drops only the pages that showed the changed
 * data. An answer without tags (private, an error, a read that names no data) marks the page as
 * concerned by any change.
 */
const rendering = new AsyncLocalStorage<Set<string>>();

observeServerResponses((response) => {
  const tags = rendering.getStore();
  if (!tags) return;
  const named = response.headers.get(CACHE_TAG_HEADER);
  if (!named) {
    tags.add(ANY_CHANGE_TAG);
    return;
  }
  for (const tag of named.split(',')) if (tag) tags.add(tag.trim());
});

/** Runs `render` collecting the tags of what it reads into `tags`. */
export function collectingTags<T>(tags: Set<string>, render: () => T): T {
  return rendering.run(tags, render);
}
