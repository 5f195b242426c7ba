import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import base from './playwright.config';

/**
 * The two-node suite: two `npm start` nodes on one PostgreSQL, one Redis and one S3-compatible
 * store (scripts/two-nodes.mjs, the topology of deploy/compose.yaml), each with its own DATA_DIR.
 */
process.env.TWO_NODES_DIR ??= path.join(os.tmpdir(), `bazargah-two-nodes-${process.pid}`);
const NODE_A = 'http://127.0.0.1:3221';
const NODE_B = 'http://127.0.0.1:3222';
process.env.NODE_A_URL = NODE_A;
process.env.NODE_B_URL = NODE_B;
/** A web node of a split deployment: its API is node A's (API_BASE_URL). */
process.env.NODE_C_URL = 'http://127.0.0.1:3223';

export default defineConfig({
  ...base,
  testDir: './e2e/two-nodes',
  testIgnore: [],
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright-two-nodes.json' }]],
  outputDir: 'test-results/e2e-two-nodes',
  use: { ...base.use, baseURL: NODE_A },
  webServer: {
    command: 'node scripts/two-nodes.mjs',
    url: `${NODE_B}/api/v1/health`,
    timeout: 360_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { TWO_NODES_DIR: process.env.TWO_NODES_DIR },
    // A SIGTERM, so the launcher stops its nodes and drops its database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
