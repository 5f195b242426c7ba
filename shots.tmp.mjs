import { chromium } from '@playwright/test';
import fs from 'node:fs';
const base = 'http://127.0.0.1:3400';
const outbox = '/tmp/bz-y/sms-outbox.jsonl';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function login(ctx, phone) {
  const page = await ctx.newPage();
  await page.goto(`${base}/users/login?redirectPath=/profile`);
  const since = Date.now();
  await page.getByLabel('شماره موبایل').fill(phone);
  await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
  let code;
  for (let i = 0; i < 200 && !code; i++) {
    await page.waitForTimeout(200);
    const lines = fs.existsSync(outbox) ? fs.readFileSync(outbox, 'utf8').trim().split('\n') : [];
    code = lines.map((l) => JSON.parse(l)).filter((e) => e.phone.endsWith(phone.slice(1)) && Date.parse(e.at) >= since - 1000).at(-1)?.code;
  }
  await page.getByRole('textbox', { name: 'رقم ۱ از ۶' }).fill(code);
  await page.waitForURL((u) => u.pathname === '/profile');
  return page;
}
const [phone, ...urls] = process.argv.slice(2);
const stateFile = `/tmp/state-${phone}.json`;
if (!fs.existsSync(stateFile)) {
  const ctx = await browser.newContext({ locale: 'fa-IR' });
  await login(ctx, phone);
  await ctx.storageState({ path: stateFile });
  await ctx.close();
}
for (const [w, h, tag] of [[360, 740, 'm'], [1280, 900, 'd']]) {
  const ctx = await browser.newContext({ storageState: stateFile, viewport: { width: w, height: h }, isMobile: w < 500, hasTouch: w < 500, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
  const page = await ctx.newPage();
  for (const u of urls) {
    await page.goto(base + u);
    await page.waitForTimeout(1500);
    const name = u.replace(/[^a-zA-Z0-9]+/g, '_');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(tag, u, 'overflow', overflow);
    await page.screenshot({ path: `/tmp/shots/${tag}${name}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
