import type { Server } from 'node:http';

export const REQUESTS_GRACE_MS: number;
export const STOP_MS: number;
/** Any Node HTTP server (http.Server, or what @hono/node-server's serve returns). */
export function closeServer(server: Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>, graceMs?: number): Promise<void>;
