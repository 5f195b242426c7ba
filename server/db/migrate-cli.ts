/**
 * `npm run db:migrate`: applies pending migrations to the configured database (DATABASE_URL, or
 * PGlite in DATA_DIR) and exits. A release step for a shared PostgreSQL, run once before the new
 * servers start; servers migrate on start only for the embedded database or with MIGRATE_ON_START.
 */
import { ConfigError, env } from '../../lib/config/env';
import { openDatabase } from './client';

async function main() {
  const config = env();
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, migrate: true });
  await database.close();
  console.log(`بازارگاه: migrations applied to ${database.kind} in ${Date.now() - started} ms`);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
