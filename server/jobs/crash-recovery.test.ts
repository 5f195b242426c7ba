import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresEnabled, type TestDatabase } from '../testing/test-database';
import { startFakeGateway } from '../adapters/payment-gateway/fake-gateway';
import { onlinePayments, payments, walletTransactions } from '../db/schema';
import { balanceOf, ledgerDifferences } from '../services/wallet/ledger';
import { STALE_VERIFICATION_MINUTES } from '../services/wallet/payments';

/**
 * Issue 15's crash test, with real processes: the API server (`npm run api`, jobs in process) on a
 * PostgreSQL database is killed with SIGKILL while it waits for the gateway's verification of a
 * payment the gateway has taken. Two servers then start on that database (two nodes); the
 * reconciliation job they run at start verifies the attempt once and credits the wallet once.
 */
const AUTHORITY = 'A00000000000000000000000000000crash1';

type Server = { url: string; process: ChildProcess; log: () => string };

const START_TIMEOUT_MS = 150_000;

describe('a server killed between the gateway\'s success and our verification [postgres]', async () => {
  if (!(await postgresEnabled())) {
    it.skip('PostgreSQL not available', () => {});
    return;
  }
  let database: TestDatabase;
  let fake: Awaited<ReturnType<typeof startFakeGateway>>;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazargah-crash-'));
  const servers: Server[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres', { seed: false });
    fake = await startFakeGateway();
  }, 60_000);
  afterAll(async () => {
    for (const s of servers) s.process.kill('SIGKILL');
    await fake?.close();
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function startServer(port: number): Promise<Server> {
    let output = '';
    // One process (tsx as a loader, not its launcher, which would leave the server running after a kill).
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/standalone.ts'], {
      cwd: process.cwd(),
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'development',
        DATABASE_URL: database.url,
        API_PORT: String(port),
        DATA_DIR: dir,
        JWT_SECRET: 'crash-test-secret-crash-test-secret-0123456789',
        SITE_URL: `http://127.0.0.1:${port}`,
        PAYMENT_GATEWAY: 'zarinpal',
        ZARINPAL_MERCHANT_ID: '00000000-0000-0000-0000-000000000000',
        ZARINPAL_BASE_URL: fake.url,
        // Longer than the test waits: the verification is still in flight when the server dies.
        GATEWAY_TIMEOUT_MS: '60000',
        JOBS_IN_PROCESS: 'true',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const server = { url: `http://127.0.0.1:${port}`, process: child, log: () => output };
    servers.push(server);
    await waitUntilHealthy(server);
    return server;
  }

  /**
   * Waits for the server's health answer. Its first start compiles the whole server through tsx,
   * which under CI's load (every other test file running beside it) has taken more than a minute;
   * a failure says what the process printed by then and whether it had exited.
   */
  async function waitUntilHealthy(server: Server) {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (server.process.exitCode !== null || server.process.signalCode !== null) break;
      // Each ask cut short: a connection taken and never answered would outlast the deadline.
      const status = (await fetch(`${server.url}/api/v1/health`, { signal: AbortSignal.timeout(5_000) }).catch(() => null))?.status;
      if (status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const state = server.process.exitCode ?? server.process.signalCode ?? 'still running';
    throw new Error(`server at ${server.url} did not answer its health check (process: ${state}); its output:\n${server.log()}`);
  }

  /** The real login: a code asked for, read from the development SMS outbox, exchanged for a token. */
  async function login(server: Server, phone: string): Promise<string> {
    const asked = await fetch(`${server.url}/api/v1/users/login-by-otp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone }) });
    expect(asked.status).toBe(200);
    const outbox = path.join(dir, 'sms-outbox.jsonl');
    const code = fs.readFileSync(outbox, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { phone: string; code: string }).at(-1)!.code;
    const token = await fetch(`${server.url}/api/v1/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'otp', phone, code }),
    });
    expect(token.status, await token.clone().text()).toBe(200);
    return ((await token.json()) as { access_token: string }).access_token;
  }

  it('the attempt is verified once after the restart, on one of two nodes, and the wallet credited once', async () => {
    const port = 3600 + crypto.randomInt(0, 300);
    const first = await startServer(port);
    const token = await login(first, '09127770001');
    fake.on('/pg/v4/payment/request.json', { json: { data: { code: 100, authority: AUTHORITY }, errors: [] } });
    // The gateway has the money; its answer to our verification never arrives before the kill.
    fake.on('/pg/v4/payment/verify.json', { slowMs: 120_000, json: { data: { code: 100, ref_id: 51_000_001 }, errors: [] } });
    const charged = await fetch(`${first.url}/api/v1/wallettransactions/charge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ amount: 4_200_000, gateway: 'zarinpal' }),
    });
    expect(charged.status, await charged.clone().text()).toBe(201);
    const { payment } = (await charged.json()) as { payment: { id: number; userId?: number } };

    // The payer comes back from the gateway; the server asks the gateway to verify, and dies waiting.
    const callback = fetch(`${first.url}/api/v1/onlinepayments/callback/zarinpal?Authority=${AUTHORITY}&Status=OK`, { redirect: 'manual' }).catch((error: Error) => error);
    await expect.poll(() => fake.seen.filter((r) => r.path === '/pg/v4/payment/verify.json').length, { timeout: 20_000 }).toBe(1);
    // Listened for before the kill: a process that is gone emits `exit` once, maybe before anyone waits.
    const exited = new Promise((resolve) => first.process.once('exit', resolve));
    first.process.kill('SIGKILL');
    expect(await callback).toBeInstanceOf(Error);
    await exited;

    const db = database.db;
    const [left] = await db.select().from(onlinePayments).where(eq(onlinePayments.paymentId, payment.id));
    expect(left.state).toBe('verifying');
    const [owner] = await db.select({ userId: payments.userId }).from(payments).where(eq(payments.id, payment.id));
    expect(await balanceOf(db, owner.userId)).toBe(0);

    // Time passes beyond any live verification; the gateway now answers at once.
    await db.update(onlinePayments).set({ updatedAt: new Date(Date.now() - (STALE_VERIFICATION_MINUTES + 1) * 60_000) }).where(eq(onlinePayments.id, left.id));
    fake.on('/pg/v4/payment/verify.json', { json: { data: { code: 100, ref_id: 51_000_001 }, errors: [] } });
    const verifiesBefore = fake.seen.filter((r) => r.path === '/pg/v4/payment/verify.json').length;

    // Two nodes start on the database; each runs the reconciliation at start.
    await Promise.all([startServer(port + 1), startServer(port + 2)]);
    await expect.poll(async () => balanceOf(db, owner.userId), { timeout: 30_000, interval: 250 }).toBe(4_200_000);
    // Both nodes have run their start-up reconciliation (each logs its start); give a late one time to act.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(fake.seen.filter((r) => r.path === '/pg/v4/payment/verify.json').length - verifiesBefore).toBe(1);
    const entries = await db.select().from(walletTransactions).where(eq(walletTransactions.userId, owner.userId));
    expect(entries).toMatchObject([{ type: 'charge', amount: 4_200_000, balanceAfter: 4_200_000, paymentId: payment.id }]);
    expect((await db.select().from(payments).where(eq(payments.id, payment.id)))[0]).toMatchObject({ state: 'paid', paidVia: 'online' });
    expect((await db.select().from(onlinePayments).where(eq(onlinePayments.id, left.id)))[0]).toMatchObject({ state: 'paid', refId: '51000001' });
    expect(await ledgerDifferences(db)).toEqual([]);
  }, 3 * START_TIMEOUT_MS);
});
