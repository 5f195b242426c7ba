#!/usr/bin/env node
// `npm start`: build when the sources are newer than the last build, then serve on PORT through
// the site server (server/site/serve.mjs: Next behind the public page cache).
// The server itself migrates the database and seeds demo data on first start (instrumentation.ts).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

import { needsBuild } from './needs-build.mjs';
import { SITE_SERVER_NODE_FLAGS, siteServerEnv } from '../server/site/node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const NEXT_BIN = path.join(root, 'node_modules/next/dist/bin/next');
const SITE_SERVER = path.join(root, 'server/site/serve.mjs');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const port = env.PORT || '3000';

if (needsBuild()) {
  console.log('بازارگاه: building the site (first start or changed sources)…');
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: root, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server's own pid, so stopping `npm start` stops the server (no orphan holding the port).
const server = spawn(process.execPath, [...SITE_SERVER_NODE_FLAGS, SITE_SERVER], { cwd: root, env: siteServerEnv({ ...env, PORT: port }), stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
