// `npm run api`: the API on its own port, for a split deployment where the site sets API_BASE_URL.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { env, ConfigError } from '../lib/config/env';
import { getApp } from './app';
import { getDatabase } from './db/client';
import { startChangeBus } from './events/change-bus';
import { logger } from './logger';
import { JOBS_STOP_TIMEOUT_MS, startJobRunner } from './jobs/job-runner';
import { closeOnShutdown, shutdown } from './shutdown';
import { readSearchNamesAtStart } from './services/search/search-names-at-start';
import { guardServer } from './site/http-guards.mjs';
import { keepIdleConnectionsOpen } from './site/keep-alive.mjs';
import { closeServer, STOP_MS } from './site/close-server.mjs';

async function main() {
  const config = env();
  const database = await getDatabase();
  // Not waited for, as on the site server (instrumentation-node.ts).
  void readSearchNamesAtStart(database.db);
  // The other API processes (and web nodes) hear this one's changes, and it hears theirs.
  if (config.DATABASE_URL) {
    const bus = startChangeBus({ databaseUrl: config.DATABASE_URL });
    closeOnShutdown('change bus', () => bus.close());
  }
  if (config.JOBS_IN_PROCESS || !config.DATABASE_URL) {
    const jobs = await startJobRunner(database);
    closeOnShutdown('jobs', () => jobs.stop({ graceful: true, timeout: JOBS_STOP_TIMEOUT_MS }));
  }
  const server = serve({ fetch: getApp().fetch, port: config.API_PORT, hostname: '0.0.0.0' }, (info) =>
    logger.info({ port: info.port }, 'API listening'),
  );
  // Requests Node refuses itself (oversized headers, unknown methods) get problem documents too.
  guardServer(server);
  keepIdleConnectionsOpen(server as Server);
  // Jobs, the change bus and the database closed once the requests in flight are answered, or
  // cut (close-server.mjs). A second signal (Ctrl-C reaches npm and this process both) waits
  // for the same shutdown.
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), STOP_MS).unref();
    void closeServer(server as Server)
      .then(shutdown)
      .then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else logger.fatal({ err: error }, 'API failed to start');
  process.exit(1);
});
