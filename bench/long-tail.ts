import autocannon from 'autocannon';
import type { LoadResult } from './load';

/**
 * The long tail (issue 18): every URL asked for once, as crawlers and most visitors of a large
 * catalogue cause them, instead of one hot URL answered from memory. URLs come from the sitemap,
 * queries from the catalogue's own words.
 */

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));

/** The path of every page the sitemap lists (its index followed to each part). */
export async function sitemapPaths(base: string): Promise<string[]> {
  const root = await (await fetch(`${base}/sitemap.xml`)).text();
  const parts = root.includes('<sitemapindex') ? locs(root) : [];
  const pages = parts.length ? (await Promise.all(parts.map(async (part) => locs(await (await fetch(new URL(new URL(part).pathname, base))).text())))).flat() : locs(root);
  return [...new Set(pages.map((url) => { const u = new URL(url); return u.pathname + u.search; }))];
}

/** Distinct queries made of the catalogue's product names: single words, then pairs of neighbouring words. */
export async function catalogueQueries(base: string, wanted: number): Promise<string[]> {
  const queries = new Set<string>();
  for (let page = 1; queries.size < wanted && page <= 50; page++) {
    const res = await fetch(`${base}/api/v1/supplierproducts/catalog?paging.pageSize=100&paging.pageNumber=${page}`);
    const { items } = (await res.json()) as { items: { name: string }[] };
    if (!items.length) break;
    for (const { name } of items) {
      const words = name.split(/\s+/).filter((w) => w.length >= 3 && !/^[\d۰-۹.]+$/.test(w));
      for (const w of words) queries.add(w);
      for (let i = 1; i < words.length; i++) queries.add(`${words[i - 1]} ${words[i]}`);
    }
  }
  return [...queries].slice(0, wanted);
}

/** Asks for each path once, `connections` at a time; the figures are of that one pass. */
export async function measureEachOnce(base: string, name: string, paths: string[], options: { connections: number; headers: Record<string, string> }): Promise<LoadResult & { distinct: number }> {
  let next = 0;
  const started = performance.now();
  let lastAnswer = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url: base,
        connections: Math.min(options.connections, paths.length),
        amount: paths.length,
        headers: options.headers,
        requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    run.on('response', () => {
      lastAnswer = performance.now();
    });
  });
  // autocannon ends a counted run at its next once-a-second tick, so its own duration is rounded
  // up to whole seconds: 600 answers in 1.2 s came out as 300 req/s. The pass's length is taken
  // from the first request to the last answer instead.
  const seconds = (lastAnswer - started) / 1000;
  return {
    name,
    path: `${paths[0]} … (${paths.length} distinct)`,
    headers: options.headers,
    connections: options.connections,
    durationSeconds: Math.round(seconds * 10) / 10,
    requestsPerSecond: Math.round(result.requests.total / seconds),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    non2xx: result.non2xx,
    errors: result.errors,
    distinct: paths.length,
  };
}

/** The long-tail targets of one server, each a list of distinct paths (at most `each`). */
export async function longTailTargets(base: string, each: number): Promise<{ name: string; paths: string[] }[]> {
  const pages = await sitemapPaths(base);
  const all = (pattern: RegExp) => pages.filter((p) => pattern.test(p));
  const pick = (pattern: RegExp) => all(pattern).slice(0, each);
  const products = pick(/^\/products\/\d+\//);
  // Other products than the pages': a product page reads its product through the API a minute
  // before, and the API's caches would count it as asked for again, not once.
  const unseen = all(/^\/products\/\d+\//).slice(each, 2 * each);
  const queries = await catalogueQueries(base, each);
  const enc = encodeURIComponent;
  return [
    { name: 'product pages, each once', paths: products },
    { name: 'supplier pages, each once', paths: pick(/^\/supplier\/\d+\/[^/]+$/) },
    { name: 'category pages, each once', paths: pick(/^\/products\/category\/\d+\//) },
    { name: 'API: product by id, each once', paths: (unseen.length ? unseen : products).map((p) => `/api/v1/supplierproducts/${p.split('/')[2]}/catalog`) },
    { name: 'API: search suggestions, distinct queries', paths: queries.map((q) => `/api/v1/searches/suggestions?key=${enc(q)}`) },
    { name: 'API: catalogue text search, distinct queries', paths: queries.map((q) => `/api/v1/supplierproducts/catalog?filter.text=${enc(q)}&paging.pageSize=20`) },
    { name: 'search page, distinct queries', paths: queries.map((q) => `/search?q=${enc(q)}`) },
  ].filter((t) => t.paths.length > 0);
}
