import { _createCache } from 'use-intl/core';

/**
 * The messages parsed once for the whole process. next-intl makes a fresh cache per request
 * (its server `getConfig`), so every page parsed each of its ICU messages again, `Intl` locale
 * resolution included: about 4% of a cold product page's CPU (ADR 13). Handed to it as the request
 * config's `_cache`, this one keeps each parsed message, keyed by its text and formats; the
 * messages do not change while the process runs, and there are as many entries as messages.
 */
export const parsedMessages = _createCache();
