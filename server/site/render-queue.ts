import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import pLimit from 'p-limit';
import { endedByNextAlready } from './answer-ended';
import { isPageRequest, type Handler } from './page-cache';

/**
 * Whole pages are rendered a few at a time; the other requests for pages wait in line. A crawler's
 * fifty cold pages cost no less CPU rendered at once than in turns, but each holds its render
 * state, its response and a compressor all along: on the bench's 600 distinct product, supplier
 * and category pages at 50 connections the site server peaked at 786 MB rendering them all at
 * once and at 547 MB six at a time, with the same pages per second and a lower p99 (issue 18).
 *
 * Only documents wait: Next's files, the API and a visitor's in-app navigations (the router's
 * requests, `isPageRequest`) are answered at once, so someone browsing is not held behind a crawler
 * once the first page has arrived. Kept pages never get here (the page cache is in front).
 */
export const RENDERS_AT_ONCE = 6;

/** The longest a place waits for a render whose client has left (a cold page takes 1–3 s here). */
export const RENDER_AFTER_LEAVING_MS = 30_000;

export function withRenderQueue(next: Handler, concurrency = RENDERS_AT_ONCE, renderAfterLeavingMs = RENDER_AFTER_LEAVING_MS): Handler {
  const limit = pLimit(concurrency);
  const inTurn = (req: IncomingMessage, res: ServerResponse) =>
    limit(async () => {
      // A client that left while waiting (a crawler's timeout) is not rendered for.
      if (res.destroyed) return;
      // The place is held until the page has been sent, not only until Next returns; for a client
      // that left, until the render is over, so that timed-out renders do not pile up. Next's
      // handler never settles for a client that leaves once Next has ended the answer: it waits
      // for a 'finish' that Node does not emit once the socket is gone. The site server compresses
      // after Next ends, so a client leaving then (a crawler's timeout, the bench stopping) is not
      // rare, and six such places held for good stopped every render.
      // Should Next hang otherwise for a client that left, the place is freed after a while.
      const closed = new Promise<void>((resolve) => res.once('close', resolve));
      const rendered = Promise.resolve(next(req, res));
      const renderOver = () => Promise.race([rendered, delay(renderAfterLeavingMs, undefined, { ref: false })]);
      await Promise.race([rendered.then(() => closed), closed.then(() => (endedByNextAlready(res) ? undefined : renderOver()))]);
    });
  return (req, res) => (isPageRequest(req) ? inTurn(req, res) : next(req, res));
}
