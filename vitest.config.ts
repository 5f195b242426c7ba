import { defineConfig } from 'vitest/config';
import path from 'node:path';

const alias = { '@': path.resolve(import.meta.dirname) };

export default defineConfig({
  resolve: { alias },
  test: {
    globals: true,
    env: { LOG_LEVEL: 'silent', DATA_DIR: '.data-test' },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          globals: true,
          environment: 'node',
          include: ['{lib,api,server,stores,bench,scripts,components,i18n}/**/*.test.ts'],
          env: { LOG_LEVEL: 'silent', DATA_DIR: '.data-test' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'dom',
          globals: true,
          environment: 'jsdom',
          include: ['{components,stores,app}/**/*.test.tsx'],
          setupFiles: ['./vitest.setup-dom.ts'],
          env: { LOG_LEVEL: 'silent', DATA_DIR: '.data-test' },
          testTimeout: 30_000,
        },
      },
    ],
  },
});
