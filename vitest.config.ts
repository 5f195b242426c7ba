import { defineConfig, type Plugin } from 'vitest/config';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import catalogLoader from 'next-intl/extractor/catalogLoader';
import { MESSAGES_CATALOGUE } from './i18n/messages-catalogue.mjs';

const root = import.meta.dirname;
const fromNextIntl = createRequire(createRequire(import.meta.url).resolve('next-intl/plugin'));
const alias = [
  { find: '@', replacement: root },
  // The formatter next-intl's plugin gives the build when its messages are compiled, resolved as
  // the plugin resolves it.
  { find: /^use-intl\/format-message$/, replacement: fromNextIntl.resolve('use-intl/format-message/format-only') },
];

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
      this.addWatchFile(file);
      const source = await readFile(file, 'utf8');
      return new Promise<string>((resolve, reject) =>
        catalogLoader.call(
          {
            getOptions: () => ({ messages: MESSAGES_CATALOGUE }),
            async: () => (error, code) => (error || code === undefined ? reject(error ?? new Error(`${file}: the catalogue loader returned nothing`)) : resolve(code)),
            resourcePath: file,
            rootContext: root,
          },
          source,
        ),
      );
    },
  };
}

const env = { LOG_LEVEL: 'silent', DATA_DIR: '.data-test' };
// What every project shares. next-intl and use-intl are run through Vite rather than Node, so
// their own import of `use-intl/format-message` meets the alias above.
const shared = { plugins: [compiledMessages()], resolve: { alias } };
const server = { deps: { inline: ['next-intl', 'use-intl'] } };

export default defineConfig({
  ...shared,
  test: {
    globals: true,
    env,
    projects: [
      {
        ...shared,
        test: {
          name: 'node',
          globals: true,
          environment: 'node',
          include: ['{lib,api,server,stores,bench,scripts,components,i18n}/**/*.test.ts'],
          env,
          server,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...shared,
        test: {
          name: 'dom',
          globals: true,
          environment: 'jsdom',
          include: ['{components,stores,app}/**/*.test.tsx'],
          setupFiles: ['./vitest.setup-dom.ts'],
          env,
          server,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
