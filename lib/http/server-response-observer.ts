/**
 * Lets the site server see every API answer a server-side render reads (server/site/page-tags.ts:
 * a kept page carries the tags of the data it was built from). The API client's server transport
 * reports each answer here (api/transport.ts); on globalThis, as Next bundles both more than once.
 */
type ResponseObserver = (response: Response) => void;

const OBSERVER_KEY = Symbol.for('bazargah.api.server-response-observer');
type GlobalWithObserver = typeof globalThis & { [OBSERVER_KEY]?: ResponseObserver };

export function observeServerResponses(observer: ResponseObserver | undefined): void {
  (globalThis as GlobalWithObserver)[OBSERVER_KEY] = observer;
}

export function reportServerResponse(response: Response): void {
  (globalThis as GlobalWithObserver)[OBSERVER_KEY]?.(response);
}
