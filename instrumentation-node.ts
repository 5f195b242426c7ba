/**
 * Node-only start-up: wires the typed client to the API (in-process, or HTTP when API_BASE_URL is
 * set), lets API writes drop the kept pages, and opens, migrates and seeds the database
 * before the first visitor arrives.
 */
export async function startServer() {
  const { env, ConfigError } = await import('./lib/config/env');
  let config;
  try {
    config = env();
  } catch (error) {
    // A bad value stops start-up here, with the variable named, rather than failing later.
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { configureServerTransport } = await import('./api/client');
  // Built here, inside Next's bundle, for the site server (server/site/serve.mjs) to put in front.
  const { createSiteServer, installSiteServer, invalidatePageCache } = await import('./server/site/site-server');
  const https = new URL(config.SITE_URL).protocol === 'https:';
  // The API announces writes; its own caches drop the answers carrying the changed tags, and the
  // site server drops the kept pages built from them (server/site/page-tags.ts). With a
  // shared PostgreSQL the announcements of every other node arrive through the change bus
  // (ADR 11), also on a web node in front of a separate API, which announces the writes made
  // through its own /api/v1 as well.
  const { subscribeDataChanged } = await import('./server/events/data-changed');
  subscribeDataChanged(invalidatePageCache);
  // What the site server closes when it is told to stop (server/site/serve.mjs).
  const { closeOnShutdown } = await import('./server/shutdown');
  if (config.DATABASE_URL) {
    const { startChangeBus } = await import('./server/events/change-bus');
    const bus = startChangeBus({ databaseUrl: config.DATABASE_URL });
    closeOnShutdown('change bus', () => bus.close());
  }
  if (config.API_BASE_URL) {
    configureServerTransport({ baseUrl: config.API_BASE_URL });
    installSiteServer(createSiteServer({ pageCacheMegabytes: config.PAGE_CACHE_MB, https }));
    return;
  }
  const { getApp } = await import('./server/app');
  const app = getApp();
  configureServerTransport({ handler: (request: Request) => Promise.resolve(app.fetch(request)) });
  installSiteServer(createSiteServer({ pageCacheMegabytes: config.PAGE_CACHE_MB, api: app.fetch, https }));
  const { getDatabase } = await import('./server/db/client');
  const database = await getDatabase();
  // Not waited for: pages and other calls are answered meanwhile, and a search waits only for
  // what is still being read.
  const { readSearchNamesAtStart } = await import('./server/services/search/search-names-at-start');
  void readSearchNamesAtStart(database.db);
  // The embedded database has no other process to run the jobs; PostgreSQL may leave them to `npm run jobs`.
  if (config.JOBS_IN_PROCESS || !config.DATABASE_URL) {
    const { startJobRunner, JOBS_STOP_TIMEOUT_MS } = await import('./server/jobs/job-runner');
    const jobs = await startJobRunner(database);
    closeOnShutdown('jobs', () => jobs.stop({ graceful: true, timeout: JOBS_STOP_TIMEOUT_MS }));
  }
}
