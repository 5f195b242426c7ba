import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { SITE_SERVER_NODE_FLAGS, siteServerEnv } from '../server/site/node-flags.mjs';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { needsBuild } from '../scripts/needs-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const NEXT_BIN = path.join(root, 'node_modules/next/dist/bin/next');
const TSX_CLI = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const SITE_SERVER = path.join(root, 'server/site/serve.mjs');

export type RunningServer = {
  url: string;
  stop: () => Promise<void>;
  /**
   * The most memory the server's process has held so far (the kernel's resident high-water mark,
   * VmHWM), in MB; null where there is no /proc. Issue 18 wants the site server under 512 MB.
   */
  peakMemoryMb: () => number | null;
};

function residentHighWaterMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * Pages and data cached by an earlier server live in the build folder and outlast it; each bench
 * server has a database of its own, so it starts with neither (a page of another database would
 * link to products this one does not have).
 */
function dropCachedPages(distDir: string): void {
  for (const folder of ['server/route-cache', 'cache/fetch-cache']) fs.rmSync(path.join(root, distDir, folder), { recursive: true, force: true });
}

/**
 * Refuses a port something already listens on: the health check would find that other server
 * answering and the bench would measure it, with other data, instead of its own.
 */
async function ensurePortFree(port: number): Promise<void> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`port ${port} is taken by another server; give the bench another with --port`) : error),
    );
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

/** Builds when there is no build, then starts the site server on its own port and data directory. */
export async function startBuiltApp(options: { port: number; env?: Record<string, string> }): Promise<RunningServer> {
  await ensurePortFree(options.port);
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn', ...options.env, PORT: String(options.port) };
  if (needsBuild()) {
    const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: root, env, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  env.DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'bazargah-bench-'));
  dropCachedPages(env.NEXT_DIST_DIR || '.next');
  const child: ChildProcess = spawn(process.execPath, [...SITE_SERVER_NODE_FLAGS, SITE_SERVER], {
    cwd: root,
    env: siteServerEnv(env),
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  return waitForHealth(child, `http://127.0.0.1:${options.port}`);
}

/**
 * The API alone (`npm run api`, server/standalone.ts) on its own port: the same Hono app and
 * cache without Next in front, to tell the API's own cost from the site server's. PGlite lets one
 * process open a data directory, so stop the site before starting this on the same data.
 */
export async function startStandaloneApi(options: { port: number; env?: Record<string, string> }): Promise<RunningServer> {
  await ensurePortFree(options.port);
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...options.env, API_PORT: String(options.port) };
  const child: ChildProcess = spawn(process.execPath, [TSX_CLI, 'server/standalone.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return waitForHealth(child, `http://127.0.0.1:${options.port}`);
}

async function waitForHealth(child: ChildProcess, url: string): Promise<RunningServer> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    peakMemoryMb: () => residentHighWaterMb(child.pid),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
