import { describe, expect, it, vi } from 'vitest';
import { _createCache, _createIntlFormatters, createTranslator, initializeConfig } from 'use-intl/core';
import requestConfig from './request';
import { parsedMessages } from './parsed-messages';

// Outside Next's server build, next-intl/server refuses to run; its `getRequestConfig` is the identity.
vi.mock('next-intl/server', () => ({ getRequestConfig: <T>(make: T) => make }));

/** What next-intl's server does per request: the request's config, and formatters of its own. */
async function translatorOfOneRequest(namespace: string) {
  const config = await requestConfig({ requestLocale: Promise.resolve('fa'), locale: undefined });
  return createTranslator({ ...initializeConfig(config as Parameters<typeof initializeConfig>[0]), _formatters: _createIntlFormatters(_createCache()), namespace } as Parameters<typeof createTranslator>[0]);
}

describe('parsedMessages', () => {
  it('keeps a message parsed by one request for the next, which formats its own values', async () => {
    const first = await translatorOfOneRequest('dataTable');
    expect(first('displayedRows', { from: 1, to: 20, count: 340 })).toBe('1–20 از 340');
    const parsed = Object.keys(parsedMessages.message).length;
    expect(parsed).toBeGreaterThan(0);

    const second = await translatorOfOneRequest('dataTable');
    expect(second('displayedRows', { from: 21, to: 40, count: 340 })).toBe('21–40 از 340');
    expect(Object.keys(parsedMessages.message)).toHaveLength(parsed);
  });
});
