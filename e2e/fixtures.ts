import { test as base, expect, type Page, type Response } from '@playwright/test';

/**
 * Public pages hydrate on the visitor's first interaction (lib/hydration/hydration-gate.ts).
 * Specs act the way a visitor does — a pointer moves before anything else — and then wait for
 * React to own the page, so typing into a controlled field is never raced against hydration.
 */
export async function arrive(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  try {
    await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  } catch (error) {
    // A page that sends the visitor on as soon as it mounts (the 404 page, a logged-in visitor
    // on the login page) replaces the document being watched; that is arriving too.
    if (!/context was destroyed|navigat/i.test(String(error))) throw error;
  }
}

const isHtml = (response: Response | null) => (response?.headers()['content-type'] ?? '').includes('text/html');

/** A phone: 360 px wide, a mobile viewport, touch. */
export const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } as const;

/**
 * `page` arrives like a visitor at a desk (above). `phone` is a page in a phone's context of its
 * own whose `goto` is the browser's: no pointer move, no tap, no wait for hydration — what a phone
 * shows before its owner touches the screen, which is the server's HTML alone (plus what runs by
 * itself, such as a page with a `data-hydrate-now` part).
 */
export const test = base.extend<{ phone: Page }>({
  phone: async ({ browser, baseURL, locale, timezoneId }, provide) => {
    const context = await browser.newContext({ ...PHONE, baseURL, locale, timezoneId });
    await provide(await context.newPage());
    await context.close();
  },
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      if (isHtml(response)) await arrive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      if (isHtml(response)) await arrive(page);
      return response;
    };
    await provide(page);
  },
});

export { expect };
export type { APIRequestContext, Page } from '@playwright/test';
