// How a stopping server lets go of its clients, shared by the site server (serve.mjs) and the
// standalone API (standalone.ts).

/** How long requests in flight get to finish; streams of events never do, and are cut after it. */
export const REQUESTS_GRACE_MS = 3_000;

/**
 * A stopping process exits within this, whatever is still closing (jobs, the database): a process
 * manager kills after ten seconds.
 */
export const STOP_MS = 8_000;

/**
 * Stops taking connections, lets the requests in flight finish for up to `graceMs`, then cuts
 * what is still open. Resolves when the server is closed or the grace is over, whichever is first.
 */
export async function closeServer(server, graceMs = REQUESTS_GRACE_MS) {
  const closed = new Promise((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  let timer;
  await Promise.race([closed, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
  clearTimeout(timer);
  server.closeAllConnections();
}
