// How long an idle connection stays open, shared by the site server (serve.mjs) and the
// standalone API (standalone.ts).

/**
 * Node closes a connection after five idle seconds (six: it adds a second to what it tells the
 * client). A client that keeps connections open with no
 * idle limit of its own (Playwright's requests, Node's agents, a proxy's upstream pool, which
 * nginx keeps for 60 s) can send its next request on one just as Node closes it, and gets a reset
 * instead of an answer: CI saw one on a report's PDF. Open longer than such pools keep theirs,
 * the client is the side that lets go, and it never sends on a closed connection.
 */
export const IDLE_CONNECTION_MS = 65_000;

/** Keeps idle connections of `server` open for IDLE_CONNECTION_MS. */
export function keepIdleConnectionsOpen(server) {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  // Above the idle time: older Nodes counted the headers' limit on a kept connection from its
  // previous request, and a shorter one cut connections the idle time meant to keep.
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
  return server;
}
