/**
 * Where a call to `/api/v1` goes. The browser always calls its own origin. On the server the
 * configuration is injected at start-up (instrumentation.ts) rather than read here, so this file
 * stays free of `server/` and of the environment parser and can ship in the client bundle.
 */
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_KEY_HEADER } from '../lib/http/client-address';
import { reportServerResponse } from '../lib/http/server-response-observer';

export const API_PREFIX = '/api/v1';

/** The Hono app's `fetch`: takes an absolute Request, answers without a socket. */
export type ApiHandler = (request: Request) => Response | Promise<Response>;

export type ServerTransportConfig = {
  /** Remote API host (API_BASE_URL); wins over the in-process handler when both are set. */
  baseUrl?: string;
  handler?: ApiHandler;
  /** Origin given to in-process requests; only the path matters to the API. */
  origin?: string;
};

type Registry = { baseUrl?: string; handler?: ApiHandler; origin: string };

// Next bundles server modules more than once (instrumentation, route handlers, server
// components); a module-level variable would be configured in one copy and empty in the others.
const REGISTRY_KEY = Symbol.for('bazargah.api.server-transport');
type GlobalWithRegistry = typeof globalThis & { [REGISTRY_KEY]?: Registry };

function registry(): Registry | undefined {
  return (globalThis as GlobalWithRegistry)[REGISTRY_KEY];
}

export function configureServerTransport(config: ServerTransportConfig): void {
  const previous = registry();
  (globalThis as GlobalWithRegistry)[REGISTRY_KEY] = {
    baseUrl: config.baseUrl ?? previous?.baseUrl,
    handler: config.handler ?? previous?.handler,
    origin: config.origin ?? previous?.origin ?? 'http://internal',
  };
}

/** Forgets the server configuration (tests switch between transports). */
export function resetServerTransport(): void {
  delete (globalThis as GlobalWithRegistry)[REGISTRY_KEY];
}

export function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof window.document !== 'undefined';
}

export class TransportNotConfiguredError extends Error {
  constructor() {
    super(
      'API transport is not configured on the server: call configureServerTransport({ handler }) ' +
        'or ({ baseUrl }) from instrumentation.ts',
    );
    this.name = 'TransportNotConfiguredError';
  }
}

/** `http://host` or `http://host/api/v1` both mean "the API lives on that host". */
function remoteUrl(baseUrl: string, path: string): string {
  const host = baseUrl.replace(/\/+$/, '').replace(/\/api\/v1$/, '');
  return `${host}${path.startsWith('/') ? path : `/${path}`}`;
}

function abortable(promise: Promise<Response>, signal: AbortSignal | null | undefined) {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  // The in-process app does not watch the signal; the caller still must not wait for it.
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function pathOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.pathname + input.search;
  return input.url;
}

async function serverFetch(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Response> {
  const config = registry();
  const path = pathOf(input);
  if (config?.baseUrl) return globalThis.fetch(remoteUrl(config.baseUrl, path), init);
  if (config?.handler) {
    const request = new Request(new URL(path, config.origin), init);
    return abortable(Promise.resolve(config.handler(request)), init?.signal);
  }
  throw new TransportNotConfiguredError();
}

/** A `fetch` with the signature ofetch expects, routed by where the code runs. */
export const transportFetch: typeof fetch = async (input, init) => {
  if (isBrowser()) return globalThis.fetch(input, init);
  const response = await serverFetch(input, init);
  reportServerResponse(response);
  return response;
};

const FORWARDED = [
  'cookie',
  'authorization',
  'accept-language',
  'user-agent',
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_KEY_HEADER,
  'x-request-id',
];

/**
 * The headers of the visitor's request that a server-side call should carry on: who they are
 * (cookie, authorization) and where they come from (the address the site server stamped; the API
 * rate-limits per client address and ignores a forwarded address it cannot trust).
 */
export function forwardedHeaders(source: {
  get(name: string): string | null;
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = source.get(name);
    if (value) out[name] = value;
  }
  return out;
}
