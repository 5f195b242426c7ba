import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../../lib/config/env';
import { startupPlan } from '../db/client';
import { createSmsSenderFromEnv } from '../adapters/sms';
import { SmsDeliveryError } from '../adapters/sms/types';
import { resetEnvForTests } from '../../lib/config/env';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const SAFE = {
  APP_ENV: 'production',
  JWT_SECRET: 'p'.repeat(40),
  SITE_URL: 'https://bazargah.example',
  SMS_PROVIDER: 'kavenegar',
  SMS_API_KEY: 'key',
  SMS_TEMPLATE: 'login',
  PAYMENT_GATEWAY: 'zarinpal',
  ZARINPAL_MERCHANT_ID: '00000000-0000-0000-0000-000000000000',
};

function refusal(source: Record<string, string | undefined>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('security: a production start refuses an unsafe configuration', () => {
  it('accepts a complete production configuration', () => {
    expect(parseEnv(SAFE)).toMatchObject({ APP_ENV: 'production', SMS_PROVIDER: 'kavenegar' });
  });

  it.each([
    ['JWT_SECRET', { JWT_SECRET: undefined }],
    ['JWT_SECRET', { JWT_SECRET: 'short' }],
    ['SITE_URL', { SITE_URL: undefined }],
    ['SMS_PROVIDER', { SMS_PROVIDER: undefined }],
    ['SMS_PROVIDER', { SMS_PROVIDER: 'dev' }],
    ['SMS_API_KEY', { SMS_API_KEY: undefined }],
    ['TRUST_PROXY', { TRUST_PROXY: 'everyone' }],
    ['PAYMENT_GATEWAY', { PAYMENT_GATEWAY: undefined }],
    ['PAYMENT_GATEWAY', { PAYMENT_GATEWAY: 'sandbox' }],
    ['ZARINPAL_MERCHANT_ID', { ZARINPAL_MERCHANT_ID: undefined }],
    ['ZIBAL_MERCHANT', { PAYMENT_GATEWAY: 'zibal' }],
  ])('names %s, in Persian and in English, on one line', (name, change) => {
    const message = refusal({ ...SAFE, ...change });
    const line = message.split('\n').find((l) => l.includes(name));
    expect(line).toBeDefined();
    expect(line).toMatch(/[\u0600-\u06FF]/);
    expect(line).toMatch(/invalid configuration/);
  });

  it('development needs none of it', () => {
    expect(parseEnv({})).toMatchObject({ APP_ENV: 'development', SMS_PROVIDER: 'dev' });
  });

  it('migrates at start only the embedded database or on MIGRATE_ON_START; seeds demo data only in development', () => {
    const url = 'postgres://db/bazargah';
    expect(startupPlan(parseEnv({}))).toEqual({ migrate: true, seedDemo: true });
    expect(startupPlan(parseEnv({ ...SAFE }))).toEqual({ migrate: true, seedDemo: false });
    expect(startupPlan(parseEnv({ ...SAFE, DATABASE_URL: url }))).toEqual({ migrate: false, seedDemo: false });
    expect(startupPlan(parseEnv({ ...SAFE, DATABASE_URL: url, MIGRATE_ON_START: 'true' }))).toEqual({ migrate: true, seedDemo: false });
    expect(startupPlan(parseEnv({ DATABASE_URL: url }))).toEqual({ migrate: false, seedDemo: true });
    expect(startupPlan(parseEnv({ APP_ENV: 'staging' }))).toEqual({ migrate: true, seedDemo: false });
  });

  it('the development SMS sender writes no code anywhere outside development', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazargah-sms-'));
    const outbox = path.join(dir, 'outbox.jsonl');
    const saved = { ...process.env };
    try {
      Object.assign(process.env, { APP_ENV: 'staging', SMS_PROVIDER: 'dev', SMS_OUTBOX: outbox });
      resetEnvForTests();
      await expect(createSmsSenderFromEnv().sendOtp('+989121234567', '123456')).rejects.toBeInstanceOf(SmsDeliveryError);
      expect(fs.existsSync(outbox)).toBe(false);
    } finally {
      process.env = saved;
      resetEnvForTests();
    }
  });
});

describe('security: migrations and demo data are deliberate commands', () => {
  const run = (script: string, args: string[], dataDir: string) =>
    spawnSync(process.execPath, [tsx, script, ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 120_000,
    });

  it('db:seed without --demo seeds nothing and says how; db:migrate migrates', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazargah-migrate-'));
    const seed = run('server/db/seed/cli.ts', [], dataDir);
    expect(seed.status).toBe(2);
    expect(seed.stderr).toContain('--demo');
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    const migrate = run('server/db/migrate-cli.ts', [], dataDir);
    expect(migrate.status, migrate.stderr).toBe(0);
    expect(migrate.stdout).toContain('migrations applied');
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
  }, 120_000);
});
