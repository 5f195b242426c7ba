import type { Server } from 'node:http';

export const IDLE_CONNECTION_MS: number;
/** Any Node HTTP server (http.Server, or what @hono/node-server's serve returns). */
export function keepIdleConnectionsOpen<S extends Pick<Server, 'keepAliveTimeout'>>(server: S): S;
