#!/usr/bin/env node
// Screenshot a page in Debian's Chromium: node scripts/screenshot.mjs <url> <out.png> [width] [--full]
import { chromium } from 'playwright-core';

const [url, out, width = '1280'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width] [--full]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(width) < 600 ? 780 : 900 } });
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
await page.goto(url, { waitUntil: 'networkidle' });
const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
await page.screenshot({ path: out, fullPage: process.argv.includes('--full') });
console.log(JSON.stringify({ url: page.url(), overflowPx: overflow }));
await browser.close();
