import { defineConfig, type Plugin } from 'vitest/config';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import catalogLoader from 'next-intl/extractor/catalogLoader';
import { MESSAGES_CATALOGUE } from './i18n/messages-catalogue.mjs';

const root = import.meta.dirname;
const alias = {
  '@': root,
  // The formatter the build gives next-intl when its messages are compiled (next-intl/plugin).
  'use-intl/format-message': createRequire(import.meta.url).resolve('use-intl/format-message/format-only'),
};

/**
 * The messages as the build has them: each file of messages/ goes through next-intl's own
 * catalogue loader (the one next.config.ts sets up), so components under test format compiled
 * messages with the build's format-only formatter, and a text the API reads straight from the file
 * is what it reads in production.
 */
function compiledMessages(): Plugin {
  const folder = path.resolve(root, MESSAGES_CATALOGUE.path);
  // A module of its own, not ending in .json, which Vite's JSON plugin would parse again.
  const prefix = '\0compiled-messages:';
  const suffix = '.js';
  return {
    name: 'bazargah:compiled-messages',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith('.json') || !importer || importer.startsWith(prefix)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved && path.dirname(resolved.id) === folder ? prefix + resolved.id + suffix : null;
    },
    async load(id) {
      if (!id.startsWith(prefix)) return null;
      const file = id.slice(prefix.length, -suffix.length);
      const source = await readFile(file, 'utf8');
      return new Promise<string>((resolve, reject) =>
        catalogLoader.call(
          {
            getOptions: () => ({ messages: MESSAGES_CATALOGUE }),
            async: () => (error, code) => (error ? reject(error) : resolve(code ?? '')),
            resourcePath: file,
            rootContext: root,
          },
          source,
        ),
      );
    },
  };
}

// next-intl and use-intl are run through Vite rather than Node, so their own import of
// `use-intl/format-message` meets the alias above.
const server = { deps: { inline: ['next-intl', 'use-intl'] } };

export default defineConfig({
  plugins: [compiledMessages()],
  resolve: { alias },
  test: {
    globals: true,
    env: { LOG_LEVEL: 'silent', DATA_DIR: '.data-test' },
    projects: [
      {
        plugins: [compiledMessages()],
        resolve: { alias },
        test: {
          name: 'node',
          globals: true,
          environment: 'node',
          include: ['{lib,api,server,stores,bench,scripts,components,i18n}/**/*.test.ts'],
          env: { LOG_LEVEL: 'silent', DATA_DIR: '.data-test' },
          server,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [compiledMessages()],
        resolve: { alias },
        test: {
          name: 'dom',
          globals: true,
          environment: 'jsdom',
          include: ['{components,stores,app}/**/*.test.tsx'],
          setupFiles: ['./vitest.setup-dom.ts'],
          env: { LOG_LEVEL: 'silent', DATA_DIR: '.data-test' },
          server,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
