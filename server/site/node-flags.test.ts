import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { SITE_SERVER_NODE_FLAGS } from './node-flags.mjs';

it('starts Node with the site server flags, which it accepts, and with a young generation of 32 MB semi-spaces', () => {
  // Filling the young generation grows it to its largest: 32 MB a semi-space, not V8's 16.
  const script = `let kept = []; for (let i = 0; i < 3e6; i++) { kept.push({ i, s: 'x' + i }); if (kept.length > 50000) kept = []; }
    const young = require('node:v8').getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
    console.log(Math.round(young.space_size / 1048576));`;
  const run = spawnSync(process.execPath, [...SITE_SERVER_NODE_FLAGS, '-e', script], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(Number(run.stdout.trim())).toBeGreaterThan(32);
});
