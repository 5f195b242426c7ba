import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { logger } from '../logger';
import { reconcileUnknownAttempts } from '../services/wallet/payments';
import { checkLedger, expireAbandonedPayments } from '../services/wallet/upkeep';
import { dropStaleVisitorConversations } from '../services/ai/conversations';
import { expirePendingUploads } from '../services/files/pending-uploads';
import { expireUnusedPictures } from '../services/pictures/unused-pictures';
import { getStorage } from '../adapters/storage';

/**
 * The background jobs, on pg-boss (jobs kept in PostgreSQL, so any node may run them and each
 * runs once): reconciliation of unknown payment attempts every minute (each attempt has its own
 * back-off), expiry of abandoned payments hourly, uploads nobody sent within a day deleted hourly,
 * suppliers' pictures no product or storefront has shown for a day deleted hourly,
 * the ledger check daily at 03:30 Tehran time, and anonymous assistant conversations nobody came
 * back to for 90 days daily at 04:45.
 * With the embedded database it runs inside the server process; with PostgreSQL in every server
 * process too, or alone (`npm run jobs`, JOBS_IN_PROCESS=false on the web nodes).
 */
export const JOBS = {
  'payments-reconcile': { cron: '* * * * *', run: (db: Database['db']) => reconcileUnknownAttempts(db) },
  'payments-expire': { cron: '7 * * * *', run: (db: Database['db']) => expireAbandonedPayments(db) },
  'uploads-expire': { cron: '23 * * * *', run: (db: Database['db']) => expirePendingUploads(db, getStorage()) },
  'pictures-expire': { cron: '41 * * * *', run: (db: Database['db']) => expireUnusedPictures(db, getStorage()) },
  'ledger-check': { cron: '30 3 * * *', run: (db: Database['db']) => checkLedger(db) },
  'assistant-conversations-expire': { cron: '45 4 * * *', run: (db: Database['db']) => dropStaleVisitorConversations(db) },
} as const;

export type JobName = keyof typeof JOBS;

type Rows = { rows: unknown[] };
type PgliteClient = { query(text: string, values?: unknown[]): Promise<Rows>; exec(text: string): Promise<Rows[]> };
type PgPool = { query(text: string, values?: unknown[]): Promise<Rows | Rows[]> };

/**
 * pg-boss over the process's own database client: the embedded one (statements with parameters
 * one at a time, pg-boss's migrations — many statements — whole) or the PostgreSQL pool.
 */
function executorFor(database: Database): PgBoss.Db {
  const client = (database.db as unknown as { $client: PgliteClient | PgPool }).$client;
  const last = (result: Rows | Rows[]): Rows => (Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result);
  return {
    async executeSql(text, values) {
      if (database.kind === 'pglite' && !values?.length) return last(await (client as PgliteClient).exec(text));
      return last(await client.query(text, values?.length ? values : undefined));
    },
  };
}

/** How long a stopping server waits for the jobs running to finish before closing the database under them. */
export const JOBS_STOP_TIMEOUT_MS = 5_000;

export async function startJobRunner(database: Database): Promise<PgBoss> {
  const boss = new PgBoss({ db: executorFor(database) });
  boss.on('error', (error) => logger.error({ err: error }, 'job runner'));
  await boss.start();
  for (const [name, job] of Object.entries(JOBS) as [JobName, (typeof JOBS)[JobName]][]) {
    await boss.createQueue(name);
    await boss.schedule(name, job.cron, {}, { tz: 'Asia/Tehran' });
    await boss.work(name, async () => {
      await job.run(database.db);
    });
  }
  // A server that starts looks at once for what a stopped one left half-way, not at the next minute.
  await boss.send('payments-reconcile', {});
  logger.info({ jobs: Object.keys(JOBS) }, 'job runner started');
  return boss;
}
