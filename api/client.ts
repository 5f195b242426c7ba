import { createFetch, type FetchContext, type FetchOptions } from 'ofetch';
import { ApiError, RETRY_STATUSES } from './errors';
import { withQueryString, type QueryInput } from './query-string';
import { API_PREFIX, transportFetch } from './transport';
import type { ApiPath } from './contract/openapi-paths';
import { deadlineOf } from '../lib/http/deadline';

export { ApiError, isApiError, type ApiErrorKind } from './errors';
export { configureServerTransport, forwardedHeaders, type ApiHandler } from './transport';
export type { QueryInput } from './query-string';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type ApiCallOptions = {
  /** Serialised with dots: `{ paging: { pageNumber: 1 } }` → `paging.pageNumber=1`. */
  query?: QueryInput;
  /** Per call; a server component forwards the visitor's cookie/authorization here. */
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Milliseconds for the whole call, retry included; 0 turns the deadline off. */
  timeout?: number;
  /** Next.js data cache hints; honoured on the HTTP transport (Next patches `fetch`). */
  next?: { revalidate?: number | false; tags?: string[] };
  cache?: RequestCache;
  /** The request outlives the page (its answer's cookies still land): for a call a navigation must not cut off. */
  keepalive?: boolean;
};

export type ApiBodyOptions = ApiCallOptions & {
  /** Plain objects and arrays go as JSON; FormData and URLSearchParams go as they are. */
  body?: unknown;
};

export type ApiClientOptions = {
  fetch?: typeof fetch;
  /** Pause before the single retry of a safe request. */
  retryDelay?: number;
  timeout?: number;
};

export type ApiResult<T> = { data: T; response: Response };

/** One signal for the caller's and the deadline's; `release` takes its listeners off theirs. */
function combineSignals(a: AbortSignal | undefined, b: AbortSignal | undefined) {
  if (!a || !b) return { signal: a ?? b, release: () => {} };
  const controller = new AbortController();
  const forwards = [a, b].map((source) => {
    const forward = () => controller.abort(source.reason);
    if (source.aborted) controller.abort(source.reason);
    else source.addEventListener('abort', forward, { once: true });
    return () => source.removeEventListener('abort', forward);
  });
  return { signal: controller.signal, release: () => forwards.forEach((remove) => remove()) };
}

/** Runs before every attempt, the retry included, so it must be idempotent. */
function prepareAttempt(context: FetchContext) {
  const { options } = context;
  const method = (options.method ?? 'GET').toUpperCase();
  // Body methods change state; a repeated POST could order or pay twice.
  if (BODY_METHODS.has(method)) options.retry = false;
  else if (options.retry !== false) options.retry = Math.min(options.retry ?? 1, 1);
  if (options.query && typeof context.request === 'string') {
    context.request = withQueryString(context.request, options.query as QueryInput);
  }
  delete options.query;
  delete options.params;
  if (!options.headers.has('accept')) options.headers.set('accept', 'application/json');
}

/** Builds a client; the app uses the one `api` below, tests build their own with a short delay. */
export function createApiClient(clientOptions: ApiClientOptions = {}) {
  const { retryDelay = 200, timeout: defaultTimeout = 20_000 } = clientOptions;
  const $fetch = createFetch({ fetch: clientOptions.fetch ?? transportFetch }).create({
    baseURL: API_PREFIX,
    retryStatusCodes: [...RETRY_STATUSES],
    retryDelay,
    onRequest: prepareAttempt,
  });

  async function raw<T>(method: HttpMethod, path: string, options: ApiBodyOptions = {}) {
    const timeout = options.timeout ?? defaultTimeout;
    const deadline = timeout > 0 ? deadlineOf(timeout) : undefined;
    const signal = combineSignals(options.signal, deadline?.signal);
    const fetchOptions: FetchOptions<'json'> = {
      method,
      query: options.query,
      headers: options.headers,
      signal: signal.signal,
      body: options.body as FetchOptions['body'],
      ...(options.next ? { next: options.next } : {}),
      ...(options.cache ? { cache: options.cache } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
    };
    try {
      const response = await $fetch.raw<T>(path, fetchOptions);
      return { data: response._data as T, response } satisfies ApiResult<T>;
    } catch (error) {
      throw toApiError(error, method, path, options.query);
    } finally {
      deadline?.release();
      signal.release();
    }
  }

  const call = async <T>(method: HttpMethod, path: string, options?: ApiBodyOptions) =>
    (await raw<T>(method, path, options)).data;

  return {
    /** Answer body plus the Response, for calls that need headers (ETag, Retry-After). */
    raw,
    request: call,
    get: <T>(path: string, options?: ApiCallOptions) => call<T>('GET', path, options),
    head: (path: string, options?: ApiCallOptions) => raw<unknown>('HEAD', path, options),
    post: <T>(path: string, body?: unknown, options?: ApiCallOptions) =>
      call<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: ApiCallOptions) =>
      call<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: ApiCallOptions) =>
      call<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: ApiBodyOptions) => call<T>('DELETE', path, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

type OfetchFailure = Error & { request?: RequestInfo; response?: Response & { _data?: unknown } };

function toApiError(error: unknown, method: HttpMethod, path: string, query?: QueryInput) {
  if (error instanceof ApiError) return error;
  const failure = error as OfetchFailure;
  const requested = failure?.request;
  const url =
    typeof requested === 'string'
      ? requested
      : (requested?.url ?? withQueryString(`${API_PREFIX}${path}`, query));
  return new ApiError({
    request: { method, url },
    response: failure?.response,
    body: failure?.response?._data,
    // ofetch wraps the transport's failure; the original tells timeouts from aborts.
    cause: failure?.response ? error : (failure?.cause ?? error),
  });
}

/**
 * A client whose calls take only the OpenAPI document's paths, each with a success answer that
 * fits the type the caller expects (api/contract/openapi-paths.ts); `tsc` fails when they drift.
 */
export type ContractApiClient = Omit<ApiClient, 'get' | 'post' | 'put' | 'patch' | 'delete'> & {
  get: <T>(path: ApiPath<'get', T>, options?: ApiCallOptions) => Promise<T>;
  post: <T>(path: ApiPath<'post', T>, body?: unknown, options?: ApiCallOptions) => Promise<T>;
  put: <T>(path: ApiPath<'put', T>, body?: unknown, options?: ApiCallOptions) => Promise<T>;
  patch: <T>(path: ApiPath<'patch', T>, body?: unknown, options?: ApiCallOptions) => Promise<T>;
  delete: <T>(path: ApiPath<'delete', T>, options?: ApiBodyOptions) => Promise<T>;
};

/** The one client for every call to `/api/v1`, in the browser and on the server. */
export const api: ContractApiClient = createApiClient();
