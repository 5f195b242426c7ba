/**
 * How messages/ is read: next-intl's catalogue loader compiles each ICU message once, as the build
 * reads the file (next.config.ts), so no request parses one (ADR 13, twentieth measurement). The
 * unit tests read the file through the same loader (vitest.config.ts), so a component under test
 * formats what a page formats, with the same format-only formatter.
 */
export const MESSAGES_CATALOGUE = {
  path: './messages',
  format: 'json',
  locales: ['fa'],
  precompile: true,
};
