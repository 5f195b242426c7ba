// `npm run api`: the API on its own port, for a split deployment where the site sets API_BASE_URL.
import { serve } from '@hono/node-server';
import { env, ConfigError } from '../lib/config/env';
import { getApp } from './app';
import { getDatabase } from './db/client';
import { startChangeBus } from './events/change-bus';
import { logger } from './logger';
import { startJobRunner } from './jobs/job-runner';
import { readSearchNamesAtStart } from './services/search/search-names-at-start';
import { guardServer } from './site/http-guards.mjs';

async function main() {
  const config = env();
  const database = await getDatabase();
  // Not waited for, as on the site server (instrumentation-node.ts).
  void readSearchNamesAtStart(database.db);
  // The other API processes (and web nodes) hear this one's changes, and it hears theirs.
  const bus = config.DATABASE_URL ? startChangeBus({ databaseUrl: config.DATABASE_URL, publishes: true }) : undefined;
  const jobs = config.JOBS_IN_PROCESS || !config.DATABASE_URL ? await startJobRunner(database) : undefined;
  const server = serve({ fetch: getApp().fetch, port: config.API_PORT, hostname: '0.0.0.0' }, (info) =>
    logger.info({ port: info.port }, 'API listening'),
  );
  // Requests Node refuses itself (oversized headers, unknown methods) get problem documents too.
  guardServer(server);
  const stop = () =>
    server.close(() => void Promise.all([bus?.close(), jobs?.stop({ graceful: true, timeout: 10_000 })]).then(() => process.exit(0)));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else logger.fatal({ err: error }, 'API failed to start');
  process.exit(1);
});
