// `npm run jobs`: the background jobs alone, for a split deployment (the servers set JOBS_IN_PROCESS=false).
import { env, ConfigError } from '../../lib/config/env';
import { getDatabase } from '../db/client';
import { logger } from '../logger';
import { startJobRunner } from './job-runner';

async function main() {
  const config = env();
  if (!config.DATABASE_URL) {
    console.error('npm run jobs needs DATABASE_URL: with the embedded database the server runs the jobs itself.');
    process.exit(1);
  }
  const jobs = await startJobRunner(await getDatabase());
  const stop = () => void jobs.stop({ graceful: true, timeout: 30_000 }).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else logger.fatal({ err: error }, 'job runner failed to start');
  process.exit(1);
});
