#!/usr/bin/env node
// Two web nodes as deploy/compose.yaml runs them, as processes: one PostgreSQL database (a new
// one, dropped on exit), one Redis, one S3-compatible store (s3rver, local), the same JWT_SECRET,
// a DATA_DIR each. And a third, C, of a split deployment: a web node whose API is node A's
// (API_BASE_URL), which hears changes on the same database. The two-node e2e suite (playwright.two-nodes.config.ts) starts it; an engineer
// can too, to try a change on one node and watch the other:
//   node scripts/two-nodes.mjs            (after `npx next build`)
//   NODE_A_PORT / NODE_B_PORT / NODE_C_PORT (3221 / 3222 / 3223), S3_PORT (3229), TEST_DATABASE_URL,
//   TWO_NODES_REDIS_URL (redis://127.0.0.1:6379/13: a logical database of its own, emptied at start,
//   so one run's OTP cooldowns and sessions never meet the next run's)
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import Redis from 'ioredis';
import S3rver from 's3rver';
import { SITE_SERVER_NODE_FLAGS, siteServerEnv } from '../server/site/node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ports = {
  a: Number(process.env.NODE_A_PORT || 3221),
  b: Number(process.env.NODE_B_PORT || 3222),
  c: Number(process.env.NODE_C_PORT || 3223),
  s3: Number(process.env.S3_PORT || 3229),
};
const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const work = process.env.TWO_NODES_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'bazargah-two-nodes-'));
const database = `bazargah_two_nodes_${crypto.randomBytes(4).toString('hex')}`;
const children = [];
let s3;

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitFor(url, seconds) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const child of children) child.kill('SIGKILL');
  await s3?.close().catch(() => {});
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((error) => console.error(error.message));
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

await admin(`CREATE DATABASE ${database} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

const redisUrl = process.env.TWO_NODES_REDIS_URL || 'redis://127.0.0.1:6379/13';
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
await redis.connect();
await redis.flushdb();
redis.disconnect();

s3 = new S3rver({ port: ports.s3, address: '127.0.0.1', silent: true, directory: path.join(work, 's3'), configureBuckets: [{ name: 'bazargah', configs: [] }] });
await s3.run();

const shared = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  APP_ENV: 'development', // seeds the demo catalogue into the empty database (once: an advisory lock)
  DATABASE_URL: databaseUrl,
  MIGRATE_ON_START: 'true',
  REDIS_URL: redisUrl,
  JWT_SECRET: crypto.randomBytes(32).toString('hex'),
  S3_BUCKET: 'bazargah',
  S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  LOG_LEVEL: 'warn',
};

function startNode(name, port, extra = {}) {
  const dataDir = path.join(work, `node-${name}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, [...SITE_SERVER_NODE_FLAGS, path.join(root, 'server/site/serve.mjs')], {
    cwd: root,
    env: siteServerEnv({ ...shared, PORT: String(port), DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${port}`, ...extra }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`node ${name} exited (${code})`);
      void stop(1);
    }
  });
  children.push(child);
}

try {
  // A first, alone: it migrates and seeds; B then starts on a ready database.
  startNode('a', ports.a);
  await waitFor(`http://127.0.0.1:${ports.a}/api/v1/health`, 240);
  startNode('c', ports.c, { API_BASE_URL: `http://127.0.0.1:${ports.a}` });
  await waitFor(`http://127.0.0.1:${ports.c}/`, 120);
  startNode('b', ports.b);
  await waitFor(`http://127.0.0.1:${ports.b}/api/v1/health`, 120);
  console.log(JSON.stringify({ nodeA: `http://127.0.0.1:${ports.a}`, nodeB: `http://127.0.0.1:${ports.b}`, nodeC: `http://127.0.0.1:${ports.c}`, dataDir: work, database }));
} catch (error) {
  console.error(error);
  await stop(1);
}
