import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { measure, type LoadResult } from './load';

/**
 * The write path: a supplier's product updates through the desk API, each one announcing its
 * change (every cache on the node drops what it shows), and the product page's throughput while
 * those updates run, against the same page with no writes. The server must allow the writes
 * (`WRITE_LIMIT_PER_MINUTE`, set by bench/run.ts).
 */

const PHONE = '+989120000002';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function login(base: string, dataDir: string): Promise<string> {
  const since = Date.now();
  const asked = await fetch(`${base}/api/v1/users/login-by-otp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: PHONE }) });
  if (!asked.ok) throw new Error(`login-by-otp: ${asked.status}`);
  const outbox = path.join(dataDir, 'sms-outbox.jsonl');
  for (let i = 0; i < 100; i++) {
    const lines = fs.existsSync(outbox) ? fs.readFileSync(outbox, 'utf8').trim().split('\n').filter(Boolean) : [];
    const code = lines.map((l) => JSON.parse(l) as { phone: string; code: string; at: string }).filter((e) => e.phone === PHONE && Date.parse(e.at) >= since - 1000).at(-1)?.code;
    if (code) {
      const token = await fetch(`${base}/api/v1/connect/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'otp', phone: PHONE, code }) });
      if (!token.ok) throw new Error(`connect/token: ${token.status}`);
      return ((await token.json()) as { access_token: string }).access_token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code in ${outbox}`);
}

export type WriteResults = {
  updatesPerSecond: number;
  updateLatencyMs: { p50: number; p99: number };
  updateErrors: number;
  productPageAlone: LoadResult;
  productPageDuringUpdates: LoadResult & { updatesPerSecondMeanwhile: number };
  /** The product page's throughput during updates ÷ without them. */
  productPageRatio: number;
};

export async function measureWrites(base: string, dataDir: string, options: { connections: number; duration: number }): Promise<WriteResults> {
  const auth = { authorization: `Bearer ${await login(base, dataDir)}` };
  const get = async <T>(p: string) => (await (await fetch(base + p, { headers: auth })).json()) as T;
  const [supplier] = await get<{ id: number }[]>('/api/v1/supplier-desk/suppliers');
  const { items } = await get<{ items: { id: number }[] }>(`/api/v1/supplier-desk/suppliers/${supplier.id}/products?paging.pageSize=1`);
  const productPath = `/api/v1/supplier-desk/suppliers/${supplier.id}/products/${items[0].id}`;
  const desk = await get<Record<string, unknown> & { baseProduct: { id: number }; price: number | null; priceUnitId: number | null }>(productPath);
  const pub = (await (await fetch(`${base}/api/v1/supplierproducts/${items[0].id}/catalog`)).json()) as { slug: string; priceUnit: { id: number } | null };
  const input = { ...desk, baseProductId: desk.baseProduct.id, priceUnitId: desk.priceUnitId ?? pub.priceUnit?.id ?? null, isActive: true };
  let n = 0;
  const nextBody = () => JSON.stringify({ ...input, price: 1_000_000 + (n++ % 10_000) * 10 });
  const headers = { ...auth, 'content-type': 'application/json' };

  const updates = await autocannon({
    url: base + productPath,
    connections: 4,
    duration: options.duration,
    requests: [{ method: 'PUT', headers, setupRequest: (request) => ({ ...request, body: nextBody() }) }],
  });

  const page = `/products/${items[0].id}/${encodeURIComponent(pub.slug)}`;
  const alone = await measure(base, 'product page, no writes', page, { connections: options.connections, duration: options.duration, headers: BROWSER });

  // One writer, as fast as the API answers, while the page is loaded.
  let writing = true;
  let written = 0;
  const writer = (async () => {
    while (writing) {
      const res = await fetch(base + productPath, { method: 'PUT', headers, body: nextBody() });
      await res.arrayBuffer();
      if (res.ok) written++;
    }
  })();
  const started = Date.now();
  const during = await measure(base, 'product page, during updates', page, { connections: options.connections, duration: options.duration, headers: BROWSER });
  writing = false;
  await writer;
  const seconds = (Date.now() - started) / 1000;

  return {
    updatesPerSecond: Math.round(updates.requests.average),
    updateLatencyMs: { p50: updates.latency.p50, p99: updates.latency.p99 },
    updateErrors: updates.non2xx + updates.errors,
    productPageAlone: alone,
    productPageDuringUpdates: { ...during, updatesPerSecondMeanwhile: Math.round(written / seconds) },
    productPageRatio: Math.round((during.requestsPerSecond / alone.requestsPerSecond) * 100) / 100,
  };
}
