import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';

const BUILT_CONFIG = path.resolve(import.meta.dirname, 'built-config.mjs');
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A project folder whose next.config.js fails if Next runs it, with a build beside it when given. */
function project(built?: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bz-built-config-'));
  folders.push(dir);
  fs.writeFileSync(path.join(dir, 'next.config.js'), "throw new Error('next.config.js was run');\n");
  if (built !== undefined) {
    fs.mkdirSync(path.join(dir, '.next'));
    fs.writeFileSync(path.join(dir, '.next', 'required-server-files.json'), typeof built === 'string' ? built : JSON.stringify(built));
  }
  return dir;
}

/** In a process of its own, as the site server starts: its answer, then what Next's loadConfig makes of the folder. */
function start(dir: string, env: Record<string, string> = {}) {
  const script = `
    const { startFromBuiltConfig } = await import(${JSON.stringify(BUILT_CONFIG)});
    const used = startFromBuiltConfig(${JSON.stringify(path.join(dir, '.next'))});
    const require = (await import('node:module')).createRequire(process.cwd() + '/');
    const loadConfig = require('next/dist/server/config.js').default;
    const { PHASE_PRODUCTION_SERVER } = require('next/dist/shared/lib/constants.js');
    let config;
    try { config = await loadConfig(PHASE_PRODUCTION_SERVER, ${JSON.stringify(dir)}); } catch (error) { config = { failed: String(error.message) }; }
    console.log(JSON.stringify({ used, distDir: config.distDir, marker: config.env?.BUILT_MARKER, failed: config.failed }));`;
  const environment: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete environment.__NEXT_PRIVATE_STANDALONE_CONFIG;
  Object.assign(environment, env);
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', cwd: path.resolve(import.meta.dirname, '../..'), env: environment });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { used: boolean; distDir?: string; marker?: string; failed?: string };
}

it("hands Next the build's own configuration, so that next.config is never run by the server", () => {
  const dir = project({ version: 1, config: { distDir: '.next', env: { BUILT_MARKER: 'از ساخت' } } });
  expect(start(dir)).toEqual({ used: true, distDir: '.next', marker: 'از ساخت' });
});

it('leaves Next to load next.config without a build, with a build that has no configuration, or with one it cannot read', () => {
  for (const built of [undefined, { version: 1 }, '{ not json']) {
    const result = start(project(built));
    expect(result.used).toBe(false);
    // Next ran the folder's next.config.js, which is why it failed.
    expect(result.failed).toContain('next.config.js was run');
  }
});

it('keeps a configuration the environment already gives', () => {
  const dir = project({ version: 1, config: { distDir: '.next', env: { BUILT_MARKER: 'از ساخت' } } });
  const given = JSON.stringify({ distDir: '.given', env: { BUILT_MARKER: 'از محیط' } });
  expect(start(dir, { __NEXT_PRIVATE_STANDALONE_CONFIG: given })).toEqual({ used: true, distDir: '.given', marker: 'از محیط' });
});
