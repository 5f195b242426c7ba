import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startFakeProvider } from '../server/adapters/sms/fake-provider';

/**
 * The real start script (`npm start`) in production mode, in a data directory of its own: what it
 * refuses, and what it does not do (seed the demo admin, leak codes or phone numbers into logs).
 */
const root = path.resolve(import.meta.dirname, '..');
const PORT = 3221;
const PRODUCTION = {
  APP_ENV: 'production',
  JWT_SECRET: 'e2e-production-secret-0123456789abcdef',
  SITE_URL: 'https://bazargah.example',
  SMS_PROVIDER: 'kavenegar',
  SMS_API_KEY: 'e2e-key',
  SMS_TEMPLATE: 'login',
  PAYMENT_GATEWAY: 'zarinpal',
  ZARINPAL_MERCHANT_ID: '00000000-0000-0000-0000-000000000000',
};

type Started = { child: ChildProcess; dataDir: string; output: () => string; exited: Promise<number | null> };

function start(env: Record<string, string>): Started {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazargah-prod-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'info', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, dataDir, output: () => output, exited };
}

test.describe('a production start', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const [name, change] of [
    ['JWT_SECRET', { JWT_SECRET: '' }],
    ['SITE_URL', { SITE_URL: '' }],
    ['SMS_PROVIDER', { SMS_PROVIDER: 'dev' }],
  ] as const) {
    test(`refuses to start without ${name}, naming it`, async () => {
      const started = start({ ...PRODUCTION, ...change });
      const code = await started.exited;
      expect(code).not.toBe(0);
      const line = started.output().split('\n').find((l) => l.includes(name) && l.includes('invalid configuration'));
      expect(line, started.output()).toMatch(/[\u0600-\u06FF]/);
    });
  }

  test('seeds no demo account, keeps codes and phone numbers out of its logs and files, sends its security headers', async () => {
    const sms = await startFakeProvider();
    const started = start({ ...PRODUCTION, SMS_BASE_URL: sms.baseUrl });
    const base = `http://127.0.0.1:${PORT}`;
    try {
      await expect
        .poll(async () => (await fetch(`${base}/api/v1/health`).catch(() => null))?.status, { timeout: 150_000 })
        .toBe(200);
      expect(await (await fetch(`${base}/api/v1/health`)).json()).toEqual({ status: 'ok' });

      // The demo admin's published number logs in as a plain new buyer: nothing was seeded.
      const phone = '09120000001';
      sms.reply({ status: 200, body: JSON.stringify({ return: { status: 200, message: 'ok' } }) });
      const sent = await fetch(`${base}/api/v1/users/login-by-otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone }),
      });
      expect(sent.status).toBe(200);
      const request = sms.received.at(-1)!;
      const code = /token=(\d{6})/.exec(`${request.url}&${request.body}`)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const token = await fetch(`${base}/api/v1/connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'otp', phone, code: code! }),
      });
      expect(token.status).toBe(200);
      const { access_token } = await token.json();
      const me = await (await fetch(`${base}/api/v1/users/me`, { headers: { authorization: `Bearer ${access_token}` } })).json();
      expect(me.roles).toEqual(['buyer']);

      const page = await fetch(`${base}/users/login`);
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(page.headers.get('strict-transport-security')).toMatch(/^max-age=/);

      const logs = started.output();
      expect(logs).toContain('"msg":"request"');
      expect(logs).not.toContain(code!);
      for (const form of ['09120000001', '+989120000001', '9120000001']) expect(logs).not.toContain(form);
      // The embedded database was migrated at start; no code was written to a file.
      expect(fs.existsSync(path.join(started.dataDir, 'pglite'))).toBe(true);
      expect(fs.existsSync(path.join(started.dataDir, 'sms-outbox.jsonl'))).toBe(false);
    } finally {
      started.child.kill('SIGTERM');
      await started.exited;
      await sms.close();
    }
  });
});
