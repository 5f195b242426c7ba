import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { SITE_SERVER_NODE_FLAGS, siteServerEnv } from './server/site/node-flags.mjs';

const PORT = 3210;
// A database of its own for every run: the e2e suite starts from the seeded demo data. Workers
// inherit the variable, so specs find the server's folder (its SMS outbox) as E2E_DATA_DIR.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `bazargah-e2e-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;
// PLAYWRIGHT_BASE_URL: run against a server started elsewhere (then set E2E_DATA_DIR to its DATA_DIR).
const externalBaseUrl = process.env.PLAYWRIGHT_BASE_URL;

export default defineConfig({
  testDir: './e2e',
  // The two-node suite has servers of its own (playwright.two-nodes.config.ts).
  testIgnore: ['two-nodes/**'],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${PORT}`,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: externalBaseUrl ? undefined : {
    command: ['node', ...SITE_SERVER_NODE_FLAGS, 'server/site/serve.mjs'].join(' '),
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: siteServerEnv({ DATA_DIR: dataDir, PORT: String(PORT), NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn', SITE_URL: `http://127.0.0.1:${PORT}`, TRUST_PROXY: 'loopback' }),
  },
});
