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

/**
 * A long-tail target: the paths measured, each asked for once, and as many other paths of the same
 * kind asked for just before and measured apart (`warmUp`). A node that has served for a while
 * has compiled its code and opened its database connections; a pass on a node just started pays
 * for that too (ADR 13, "Fourteenth measurement"), which is not what the long tail costs. The
 * warm-up never asks for a measured path; reads that pages share (a category, a supplier) may
 * already be cached, as they were when one page of a pass followed another.
 */
export type LongTailTarget = { name: string; paths: string[]; warmUp: string[] };

/** The long-tail targets of one server, each with at most `each` paths and as many to warm up. */
export async function longTailTargets(base: string, each: number): Promise<LongTailTarget[]> {
  const pages = await sitemapPaths(base);
  const all = (pattern: RegExp) => pages.filter((p) => pattern.test(p));
  const slice = <T>(list: T[], part: number) => list.slice(part * each, (part + 1) * each);
  const products = all(/^\/products\/\d+\//);
  const suppliers = all(/^\/supplier\/\d+\/[^/]+$/);
  const categories = all(/^\/products\/category\/\d+\//);
  // Product by id reads other products than the pages' (theirs or their warm-up's): a product page
  // reads its product through the API a minute before, and the API's caches would count it as
  // asked for again, not once.
  const byId = (paths: string[]) => paths.map((p) => `/api/v1/supplierproducts/${p.split('/')[2]}/catalog`);
  const unseen = slice(products, 1);
  const queries = await catalogueQueries(base, 2 * each);
  const enc = encodeURIComponent;
  const suggestions = (qs: string[]) => qs.map((q) => `/api/v1/searches/suggestions?key=${enc(q)}`);
  const textSearch = (qs: string[]) => qs.map((q) => `/api/v1/supplierproducts/catalog?filter.text=${enc(q)}&paging.pageSize=20`);
  const searchPage = (qs: string[]) => qs.map((q) => `/search?q=${enc(q)}`);
  const [measuredQueries, warmUpQueries] = [slice(queries, 0), slice(queries, 1)];
  return [
    { name: 'product pages, each once', paths: slice(products, 0), warmUp: slice(products, 2) },
    { name: 'supplier pages, each once', paths: slice(suppliers, 0), warmUp: slice(suppliers, 1) },
    { name: 'category pages, each once', paths: slice(categories, 0), warmUp: slice(categories, 1) },
    { name: 'API: product by id, each once', paths: byId(unseen.length ? unseen : slice(products, 0)), warmUp: byId(slice(products, 3)) },
    { name: 'API: search suggestions, distinct queries', paths: suggestions(measuredQueries), warmUp: suggestions(warmUpQueries) },
    { name: 'API: catalogue text search, distinct queries', paths: textSearch(measuredQueries), warmUp: textSearch(warmUpQueries) },
    { name: 'search page, distinct queries', paths: searchPage(measuredQueries), warmUp: searchPage(warmUpQueries) },
  ].filter((t) => t.paths.length > 0);
}
