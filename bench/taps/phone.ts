import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { PROBE_SCRIPT } from './probe';

/**
 * Lighthouse's mobile profile, applied the way its "devtools" throttling does it: a 4× slower CPU
 * and a slow 4G link — 150 ms round trip, 1.6 Mbps down, 750 kbps up (Lighthouse's simulated
 * figures; its devtools mode multiplies the latency by 3.75 to make up for connection reuse, which
 * the browser's throttling already models here) — on a 360 × 640 touch screen.
 */
export const MOBILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  viewport: { width: 360, height: 640 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
} as const;

export type Phone = { context: BrowserContext; page: Page; cdp: CDPSession };

/**
 * A fresh phone with the probe installed and the throttling on. A new context starts with an empty
 * cache and no cookies, and keeps its cache within the run, as a browser does: a script prefetched
 * before the first interaction is not counted twice when it runs.
 */
export async function openPhone(browser: Browser): Promise<Phone> {
  const context = await browser.newContext({
    viewport: MOBILE.viewport,
    userAgent: MOBILE.userAgent,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'fa-IR',
    // The probe's string expressions are evaluated in the page; the site's CSP allows no eval.
    bypassCSP: true,
  });
  await context.addInitScript(PROBE_SCRIPT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latencyMs,
    downloadThroughput: MOBILE.downloadBytesPerSecond,
    uploadThroughput: MOBILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  return { context, page, cdp };
}

/** A finger on the element's centre and off again, as the screen reports it: no pointer moves first. */
export async function tap(phone: Phone, selector: string): Promise<void> {
  const box = await phone.page.locator(selector).filter({ visible: true }).first().boundingBox();
  if (!box) throw new Error(`nothing to tap at ${selector}`);
  if (box.y + box.height / 2 > MOBILE.viewport.height) throw new Error(`${selector} is below the first screen: a tap there needs a scroll first`);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await phone.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await phone.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
