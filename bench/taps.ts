// `npm run bench:taps`: how fast a phone's first tap on a public page's controls is answered
// (ADR 9), on Lighthouse's mobile profile (bench/taps/phone.ts), at two moments: 100 ms after the
// first contentful paint, and 3 s after the load event. Each figure is the median of `--runs` (3)
// fresh phones, minus the tool's own overhead: the same tap, probe and throttling on a static page
// whose inline handler shows a panel; a tap not answered within 15 s counts as lost. Also the
// compressed JavaScript each page type downloads before the first interaction (5 s after load,
// untouched) and in all once a tap has woken it and React owns the page.
//   npm run bench:taps -- [--runs 3] [--port 3330]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startBuiltApp } from './server';
import {
  ANSWERED,
  armProbe,
  PAINTED,
  READ_PROBE,
  UNTIL_PAINT_PLUS_100MS,
  type ProbeState,
} from './taps/probe';
import { MOBILE, openPhone, tap, type Phone } from './taps/phone';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Number(flag('runs', '3'));
const port = Number(flag('port', '3330'));
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** A control: where the finger lands, and what shows that the tap was answered. */
type Control = { name: string; tap: string; answer: string; focus?: boolean };
type Target = { page: string; path: string; controls: Control[] };

const MENU: Control = { name: 'menu', tap: '#site-menu > summary', answer: '#site-menu-panel a' };
const SEARCH: Control = {
  name: 'search box',
  tap: 'header input[name="q"]',
  answer: 'header input[name="q"]',
  focus: true,
};
const SORT: Control = {
  name: 'sort',
  tap: 'details[data-control="sort"] > summary',
  answer: 'details[data-control="sort"] a',
};
const FILTERS: Control = {
  name: 'filters',
  tap: 'details[data-control="filters"] > summary',
  answer: 'details[data-control="filters"] input',
};
const SECTIONS: Control = {
  name: 'storefront section',
  tap: '[role="radiogroup"] label:nth-child(2)',
  answer: '[data-section]:nth-of-type(2)',
};

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** Seeded pages of each type, found through the API, at their canonical URLs. */
async function targets(base: string): Promise<Target[]> {
  const [product] = (
    await json<{
      items: {
        id: number;
        slug: string;
        categoryId: number;
        supplier: { id: number; slug: string };
      }[];
    }>(`${base}/api/v1/supplierproducts/catalog?paging.pageSize=1`)
  ).items;
  const [category] = (
    await json<{ items: { id: number; slug: string }[] }>(
      `${base}/api/v1/categories?filter.isLeaf=true&paging.pageSize=1`,
    )
  ).items;
  const slug = (s: string) => encodeURIComponent(s);
  return [
    { page: 'home', path: '/', controls: [MENU, SEARCH] },
    { page: 'product', path: `/products/${product.id}/${slug(product.slug)}`, controls: [MENU] },
    {
      page: 'category products',
      path: `/products/category/${category.id}/${slug(category.slug)}`,
      controls: [SORT, MENU],
    },
    {
      page: 'property search',
      path: `/category/properties/${category.id}/${slug(category.slug)}`,
      controls: [FILTERS],
    },
    {
      page: 'supplier',
      path: `/supplier/${product.supplier.id}/${slug(product.supplier.slug)}`,
      controls: [SECTIONS],
    },
  ];
}

type Moment = 'paint+100ms' | 'load+3s';
const MOMENTS: Moment[] = ['paint+100ms', 'load+3s'];

/** How long a tap may go unanswered before it counts as lost. */
const LOST_AFTER_MS = 15_000;

/**
 * One tap on a fresh phone at `moment`; the milliseconds from the tap's input to its answer, or
 * null when none came (a tap held for React and never replayed is lost).
 */
async function tapOnce(
  browser: Browser,
  url: string,
  control: Control,
  moment: Moment,
  prepare?: (phone: Phone) => Promise<void>,
): Promise<number | null> {
  const phone = await openPhone(browser);
  try {
    await prepare?.(phone);
    const loaded = phone.page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // Closing the phone early (a failed run) must not leave this promise's rejection unhandled.
    loaded.catch(() => undefined);
    if (moment === 'paint+100ms') {
      await phone.page.waitForFunction(PAINTED, undefined, { polling: 10, timeout: 60_000 });
      const wait = await phone.page.evaluate<number>(UNTIL_PAINT_PLUS_100MS);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    } else {
      await loaded;
      await new Promise((r) => setTimeout(r, 3000));
    }
    await phone.page.evaluate(armProbe(control.answer, control.focus ?? false));
    await tap(phone, control.tap);
    const answered = await phone.page
      .waitForFunction(ANSWERED, undefined, { polling: 20, timeout: LOST_AFTER_MS })
      .then(
        () => true,
        () => false,
      );
    if (!answered) return null;
    const probe = await phone.page.evaluate<ProbeState>(READ_PROBE);
    return probe.answered! - probe.tap!;
  } finally {
    await phone.context.close();
  }
}

/**
 * The same tap, at the same moment, on a page with nothing but an inline handler that shows a
 * panel: what the tool itself adds (its input, its probe, the throttled frame).
 */
const OVERHEAD_PAGE = `<!doctype html><html lang="fa" dir="rtl"><meta name="viewport" content="width=device-width"><title>x</title>
<button id="b" style="margin:40px;padding:12px" onclick="document.getElementById('p').hidden=false">منو</button>
<div id="p" hidden><a href="#">پیوند</a></div></html>`;
const OVERHEAD_URL = 'http://overhead.test/';

async function overhead(browser: Browser, moment: Moment): Promise<number[]> {
  const serve = async (phone: Phone) => {
    await phone.page.route(OVERHEAD_URL, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: OVERHEAD_PAGE }),
    );
  };
  const results: number[] = [];
  for (let i = 0; i < runs; i++) {
    const ms = await tapOnce(
      browser,
      OVERHEAD_URL,
      { name: 'overhead', tap: '#b', answer: '#p a' },
      moment,
      serve,
    );
    if (ms === null) throw new Error('the overhead page did not answer its tap');
    results.push(ms);
  }
  return results;
}

/** Compressed bytes of scripts a page type fetches untouched for 5 s after load, then once woken. */
async function scriptBytes(
  browser: Browser,
  url: string,
): Promise<{ beforeInteraction: number; afterInteraction: number }> {
  const phone = await openPhone(browser);
  try {
    const scripts = new Set<string>();
    let bytes = 0;
    phone.cdp.on('Network.requestWillBeSent', (e) => {
      if (e.type === 'Script' || /\.js(\?|$)/.test(e.request.url)) scripts.add(e.requestId);
    });
    phone.cdp.on('Network.loadingFinished', (e) => {
      if (scripts.has(e.requestId)) bytes += e.encodedDataLength;
    });
    await phone.page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await new Promise((r) => setTimeout(r, 5000));
    const beforeInteraction = bytes;
    await tap(phone, MENU.tap);
    // Until React owns the page (or 40 s), then what else it loads right after.
    for (let waited = 0; waited < 40_000; waited += 500) {
      if (await phone.page.evaluate<boolean>("'hydrated' in document.documentElement.dataset"))
        break;
      await new Promise((r) => setTimeout(r, 500));
    }
    await new Promise((r) => setTimeout(r, 2000));
    return { beforeInteraction, afterInteraction: bytes };
  } finally {
    await phone.context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (n: number) => Math.round(n);

const server = await startBuiltApp({ port });
const browser = await chromium.launch({ executablePath, args: CHROME_ARGS });
try {
  const list = await targets(server.url);
  const overheads = {} as Record<Moment, number[]>;
  for (const moment of MOMENTS) {
    overheads[moment] = await overhead(browser, moment);
    console.log(
      `[taps] overhead · ${moment}: ${round(median(overheads[moment]))} ms (${overheads[moment].map(round).join(', ')})`,
    );
  }
  const taps = [];
  for (const target of list) {
    for (const control of target.controls) {
      for (const moment of MOMENTS) {
        const all: (number | null)[] = [];
        for (let i = 0; i < runs; i++)
          all.push(await tapOnce(browser, server.url + target.path, control, moment));
        const raw = all.filter((ms): ms is number => ms !== null);
        const lost = all.length - raw.length;
        const medianMs = raw.length ? round(median(raw)) : null;
        const answeredMs =
          medianMs === null ? null : Math.max(0, medianMs - round(median(overheads[moment])));
        console.log(
          `[taps] ${target.page} · ${control.name} · ${moment}: ${answeredMs ?? '—'} ms net, ${medianMs ?? '—'} ms raw (${raw.map(round).join(', ')}${lost ? `; ${lost} of ${all.length} taps lost` : ''})`,
        );
        taps.push({
          page: target.page,
          path: target.path,
          control: control.name,
          moment,
          answeredMs,
          medianRawMs: medianMs,
          rawMs: raw.map(round),
          lost,
        });
      }
    }
  }
  const javascript = [];
  for (const target of list) {
    const bytes = await scriptBytes(browser, server.url + target.path);
    console.log(
      `[taps] ${target.page}: ${round(bytes.beforeInteraction / 1024)} kB of scripts before the first interaction, ${round(bytes.afterInteraction / 1024)} kB after`,
    );
    javascript.push({
      page: target.page,
      path: target.path,
      kBBeforeInteraction: round(bytes.beforeInteraction / 1024),
      kBAfterFirstInteraction: round(bytes.afterInteraction / 1024),
    });
  }
  const report = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    profile: MOBILE,
    runs,
    overheadMs: Object.fromEntries(
      MOMENTS.map((m) => [
        m,
        { median: round(median(overheads[m])), raw: overheads[m].map(round) },
      ]),
    ),
    taps,
    javascript,
  };
  const dir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `taps-${report.at.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(report, null, 2));
  console.log(`written to ${path.relative(process.cwd(), file)}`);
} finally {
  await browser.close();
  await server.stop();
}
