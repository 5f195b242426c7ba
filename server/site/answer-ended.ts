import type { ServerResponse } from 'node:http';

/**
 * Whether Next has ended an answer, though its last bytes may still be on their way: the site
 * server compresses after Next's `end` (deferred-scripts-http.ts), so Node's `writableEnded`
 * comes later than Next's end there. The render queue tells by it a render that is over from one
 * still running for a client that left.
 */
const endedByNext = new WeakSet<ServerResponse>();

export function markEndedByNext(res: ServerResponse): void {
  endedByNext.add(res);
}

export function endedByNextAlready(res: ServerResponse): boolean {
  return res.writableEnded || endedByNext.has(res);
}
