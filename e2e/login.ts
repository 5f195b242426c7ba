import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, type Page } from './fixtures';

// playwright.config.ts sets E2E_DATA_DIR to the data directory of the server under test.
export const outboxPath = () => path.join(process.env.E2E_DATA_DIR ?? '.data', 'sms-outbox.jsonl');

/** The newest code the dev SMS sender wrote for `phone` since `since`. */
export async function codeFor(phone: string, since: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const lines = fs.existsSync(outboxPath()) ? fs.readFileSync(outboxPath(), 'utf8').trim().split('\n') : [];
        const entry = lines
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { phone: string; code: string; at: string })
          .filter((e) => e.phone === phone && Date.parse(e.at) >= since - 1000)
          .at(-1);
        code = entry?.code;
        return code;
      },
      { message: `an SMS to ${phone} in ${outboxPath()}` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Phone step: returns once the code step is on screen. */
export async function askForCode(page: Page, phone: string) {
  await page.getByLabel('شماره موبایل').fill(phone);
  await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
  await expect(page.getByRole('group', { name: 'کد ورود' })).toBeVisible();
}

export const firstBox = (page: Page) => page.getByRole('textbox', { name: 'رقم ۱ از ۶' });

/**
 * Each person the suite logs in comes from an address of their own, as people do (the e2e server
 * trusts the loopback proxy's X-Forwarded-For): the per-address OTP limits are for a host spraying
 * codes, and a whole suite run from one address would be that host.
 */
const visitorAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/**
 * Where a phone's session cookies are kept once it has logged in during this run: a second spec
 * logging in the same demo user comes back as a returning user does, with its cookie, instead of
 * asking for a code inside the two-minute resend wait (which the server rightly refuses).
 */
const sessionFile = (phone: string) => path.join(process.env.E2E_DATA_DIR ?? '.data', 'e2e-sessions', `${phone}.json`);

/** Logs in through the login page with the SMS code (`phone` as 09…), landing on `redirectPath`. */
export async function loginThrough(page: Page, phone: string, redirectPath: string) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress() });
  const landed = new RegExp(`${redirectPath.replace(/[/]/g, '\\/')}$`);
  const saved = sessionFile(phone);
  if (fs.existsSync(saved)) {
    await page.context().addCookies(JSON.parse(fs.readFileSync(saved, 'utf8')));
    await page.goto(redirectPath);
    if (landed.test(new URL(page.url()).pathname)) {
      // A public page loaded afresh waits for a sign of life before React takes it (the hydration
      // gate); after a login through the form it is already taken. Either way the caller gets the same page.
      await page.mouse.move(1, 1);
      return;
    }
  }
  await page.goto(`/users/login?redirectPath=${encodeURIComponent(redirectPath)}`);
  const since = Date.now();
  await askForCode(page, phone);
  await firstBox(page).fill(await codeFor(`+98${phone.slice(1)}`, since));
  await expect(page).toHaveURL(landed, { timeout: 30_000 });
  fs.mkdirSync(path.dirname(saved), { recursive: true });
  fs.writeFileSync(saved, JSON.stringify(await page.context().cookies()));
}

/** A supplier user in a browser of their own, logged in at the desk, with their first storefront. */
export async function supplierAtDesk(browser: Browser, baseURL: string | undefined, phone: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await loginThrough(page, phone, '/profile/suppliers');
  const [storefront] = (await (await page.request.get('/api/v1/supplier-desk/suppliers')).json()) as { id: number; name: string }[];
  return { context, page, storefront };
}
