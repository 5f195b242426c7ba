import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { env } from '../lib/config/env';

const root = path.resolve(import.meta.dirname, '..');
const ADMIN_URL = env().TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type DataStore = { kind: 'pglite' | 'postgres'; env: Record<string, string>; dispose: () => Promise<void> };

/** A fresh database of the given kind, seeded with `products` supplier products by the seed CLI. */
export async function prepareData(kind: 'pglite' | 'postgres', products: number): Promise<DataStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bazargah-bench-${kind}-`));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let dispose = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'postgres') {
    const { Client } = await import('pg');
    const name = `bazargah_bench_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    const removeDir = dispose;
    dispose = async () => {
      await removeDir();
      const dropper = new Client({ connectionString: ADMIN_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
  }
  console.log(`seeding ${products} products into ${kind}…`);
  const seed = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/db/seed/cli.ts', '--demo', '--products', String(products)], {
    cwd: root,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (seed.status !== 0) {
    await dispose();
    throw new Error(`seeding ${kind} failed`);
  }
  return { kind, env, dispose };
}
