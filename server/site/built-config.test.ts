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

const build = (distDir: string, marker: string) => ({ version: 1, config: { distDir, env: { BUILT_MARKER: marker } } });

/**
 * In a process of its own, as serve.mjs starts: the answer, then the configuration Next's own
 * loadConfig gives for the folder (which fails where it runs next.config.js).
 */
function start(dir: string, env: Record<string, string> = {}) {
  const script = `
    const { startFromBuiltConfig } = await import(${JSON.stringify(BUILT_CONFIG)});
    const used = startFromBuiltConfig(${JSON.stringify(dir)}, ${JSON.stringify(path.join(dir, '.next'))});
    const require = (await import('node:module')).createRequire(process.cwd() + '/');
    const loadConfig = require('next/dist/server/config.js').default;
    const { PHASE_PRODUCTION_SERVER } = require('next/dist/shared/lib/constants.js');
    let config;
    try { config = await loadConfig(PHASE_PRODUCTION_SERVER, ${JSON.stringify(dir)}); } catch (error) { config = { failed: String(error.message) }; }
    console.log(JSON.stringify({ used, distDir: config.distDir, marker: config.env?.BUILT_MARKER, failed: config.failed }));`;
  const { __NEXT_PRIVATE_STANDALONE_CONFIG: _, ...inherited } = process.env;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', cwd: path.resolve(import.meta.dirname, '../..'), env: { ...inherited, ...env } });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { used: boolean; distDir?: string; marker?: string; failed?: string };
}

it("hands Next the build's own configuration, which it then uses without running next.config", () => {
  expect(start(project(build('.next', 'از ساخت')))).toEqual({ used: true, distDir: '.next', marker: 'از ساخت' });
});

it('leaves Next to run next.config without a build, with a build that has no configuration or one it cannot read, and with a build made for another folder', () => {
  for (const built of [undefined, { version: 1 }, '{ not json', build('.next-other', 'از ساخت دیگر')]) {
    const result = start(project(built));
    expect(result.used).toBe(false);
    expect(result.failed).toContain('next.config.js was run');
  }
});

it('keeps a configuration the environment already gives', () => {
  const given = JSON.stringify({ distDir: '.given', env: { BUILT_MARKER: 'از محیط' } });
  expect(start(project(build('.next', 'از ساخت')), { __NEXT_PRIVATE_STANDALONE_CONFIG: given })).toEqual({ used: true, distDir: '.given', marker: 'از محیط' });
});
