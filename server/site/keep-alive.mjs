// How long an idle connection stays open, shared by the site server (serve.mjs) and the
// standalone API (standalone.ts).

/**
 * Node closes a connection after five idle seconds (six: it adds a second to what it tells the
 * client). A client that keeps its connections longer can send its next request on one just as
 * Node closes it, and gets a reset instead of an answer. nginx keeps its upstream connections 60 s
 * (deploy/nginx.conf), so at 65 s it is the one that lets go. Clients that follow the server's
 * `Keep-Alive: timeout` (undici, browsers) close theirs first; one with no idle limit at all
 * (Playwright's requests: CI saw one reset on a report's PDF) meets the race only after 65 idle
 * seconds instead of six, and must still retry a reset GET, as browsers do.
 */
export const IDLE_CONNECTION_MS = 65_000;

/** Keeps idle connections of `server` open for IDLE_CONNECTION_MS. */
export function keepIdleConnectionsOpen(server) {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  return server;
}
