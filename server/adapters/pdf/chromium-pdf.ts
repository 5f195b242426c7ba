import type { Browser } from 'playwright-core';
import { logger } from '../../logger';
import { env } from '../../../lib/config/env';
import { boundedQueue } from './bounded-queue';

export { PdfBusyError } from './bounded-queue';

/**
 * Pages printed to PDF by the Chromium the machine has (CHROMIUM_PATH, else /usr/bin/chromium),
 * driven by playwright-core: the only renderer at hand that lays out Persian (shaping, right to
 * left, the site's own fonts) exactly as the browser shows it, which the JavaScript PDF libraries
 * do not. One browser per process, started on the first report and closed when idle; one page
 * prints at a time, so a burst of downloads queues instead of starting many browsers, and at most
 * MAX_WAITING wait (a page takes 2–3 s: the last in line is answered within half a minute).
 */

const IDLE_MS = 60_000;
export const MAX_WAITING = 8;
let browser: Promise<Browser> | null = null;
let idle: NodeJS.Timeout | undefined;
const queue = boundedQueue(MAX_WAITING);

export class PdfUnavailableError extends Error {}

async function launch(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: env().CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage'] });
}

function closeWhenIdle() {
  clearTimeout(idle);
  idle = setTimeout(() => {
    const closing = browser;
    browser = null;
    void closing?.then((b) => b.close()).catch(() => undefined);
  }, IDLE_MS);
  idle.unref();
}

/** The page at `url`, opened with `cookies`, as an A4 PDF with its print stylesheet. */
export function printToPdf(url: string, cookies: { name: string; value: string }[]): Promise<Uint8Array> {
  return queue(async () => {
    browser ??= launch().catch((error) => {
      browser = null;
      logger.error({ err: error }, 'pdf: Chromium could not start');
      throw new PdfUnavailableError('Chromium could not start');
    });
    const context = await (await browser).newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
    try {
      await context.addCookies(cookies.map((c) => ({ ...c, url: new URL(url).origin })));
      const page = await context.newPage();
      // Not 'networkidle': the page holds a live events stream open (the header's unread count).
      const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
      if (!response?.ok()) throw new PdfUnavailableError(`the page answered ${response?.status()}`);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.emulateMedia({ media: 'print' });
      return new Uint8Array(await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
    } catch (error) {
      if (error instanceof PdfUnavailableError) throw error;
      logger.error({ err: error, url }, 'pdf: the page could not be printed');
      throw new PdfUnavailableError('the page could not be printed');
    } finally {
      await context.close().catch(() => undefined);
      closeWhenIdle();
    }
  });
}
