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
  for (let page = 1; queries.size < wanted && page <= 200; page++) {
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
 * A long-tail target: the paths measured, each asked for once, and other paths of the same kind to
 * warm the node up with first (`warmUp`, never a measured one; reads that pages share, a category
 * or a supplier, may already be cached, as they were when one page of a pass followed another).
 *
 * A node that has served for a while has compiled its code and opened its database connections;
 * a pass on a node just started pays for that too, which is not what the long tail costs. One
 * warm-up pass of as many paths was not enough: V8 goes on optimising the API's code for thousands
 * of reads (product by id cost Node 2.0 ms of CPU a read in the pass after 600 others, 0.8 ms after
 * 3,000; ADR 13, "Eighteenth measurement"). So the warm-up comes in rounds (`warmUpTarget`).
 */
export type LongTailTarget = { name: string; paths: string[]; warmUp: string[]; oneAtATime?: boolean };

/**
 * How many distinct suggestions are asked for one at a time, on a node the pass before has warmed
 * up and left idle (issue 18: "< 20 ms for one query on an idle server"). Queries of their own, so
 * that none is answered from the API's cache.
 */
export const IDLE_SUGGESTIONS = 200;

/** How long a target is warmed up: rounds of as many paths as its pass, until this time has passed or this many rounds. */
export const WARM_UP = { seconds: 60, maxRounds: 5 };

/** The long-tail targets of one server, each with at most `each` paths and `rounds` times as many to warm up. */
export async function longTailTargets(base: string, each: number, rounds = WARM_UP.maxRounds): Promise<LongTailTarget[]> {
  const pages = await sitemapPaths(base);
  const all = (pattern: RegExp) => pages.filter((p) => pattern.test(p));
  const span = (1 + rounds) * each;
  /** The measured paths first, then the warm-up's. */
  const split = <T>(list: T[]) => ({ paths: list.slice(0, each), warmUp: list.slice(each, span) });
  const products = all(/^\/products\/\d+\//);
  const suppliers = all(/^\/supplier\/\d+\/[^/]+$/);
  const categories = all(/^\/products\/category\/\d+\//);
  // Product by id reads other products than the pages' (theirs or their warm-up's): a product page
  // reads its product through the API a minute before, and the API's caches would count it as
  // asked for again, not once. The pages measure the sitemap's first products and product by id
  // the next ones (as before 9e10c15, which brought the rounds); the products after them are
  // shared out between both warm-ups, as far as they go. Only a catalogue too small for two passes
  // has product by id read the pages' own products.
  const byId = (paths: string[]) => paths.map((p) => `/api/v1/supplierproducts/${p.split('/')[2]}/catalog`);
  const rest = products.slice(2 * each);
  const warmUpEach = Math.min(rounds * each, Math.floor(rest.length / 2));
  const ofPages = { paths: products.slice(0, each), warmUp: rest.slice(0, warmUpEach) };
  const measuredIds = products.slice(each, 2 * each);
  const ofIds = { paths: byId(measuredIds.length ? measuredIds : ofPages.paths), warmUp: byId(rest.slice(warmUpEach, 2 * warmUpEach)) };
  // A catalogue with fewer words than asked for gives up some of the warm-up's, never the idle's.
  const words = await catalogueQueries(base, span + IDLE_SUGGESTIONS);
  const idleCount = Math.min(IDLE_SUGGESTIONS, Math.max(0, words.length - each));
  const queries = split(words.slice(0, words.length - idleCount));
  const idleQueries = words.slice(words.length - idleCount);
  const enc = encodeURIComponent;
  const ofQueries = (make: (q: string) => string) => ({ paths: queries.paths.map(make), warmUp: queries.warmUp.map(make) });
  return [
    { name: 'product pages, each once', ...ofPages },
    { name: 'supplier pages, each once', ...split(suppliers) },
    { name: 'category pages, each once', ...split(categories) },
    { name: 'API: product by id, each once', ...ofIds },
    { name: 'API: search suggestions, distinct queries', ...ofQueries((q) => `/api/v1/searches/suggestions?key=${enc(q)}`) },
    { name: 'API: search suggestions, one at a time, idle', paths: idleQueries.map((q) => `/api/v1/searches/suggestions?key=${enc(q)}`), warmUp: [], oneAtATime: true },
    { name: 'API: catalogue text search, distinct queries', ...ofQueries((q) => `/api/v1/supplierproducts/catalog?filter.text=${enc(q)}&paging.pageSize=20`) },
    { name: 'search page, distinct queries', ...ofQueries((q) => `/search?q=${enc(q)}`) },
  ].filter((t) => t.paths.length > 0);
}

type Pass = LoadResult & { distinct: number };

/**
 * Warms a node up for a target: rounds of as many of its warm-up paths as it measures, each path
 * once, until `seconds` have passed or the paths run out. The figures of every round, in order.
 */
export async function warmUpTarget(base: string, target: LongTailTarget, options: { connections: number; headers: Record<string, string>; seconds: number }): Promise<Pass[]> {
  const each = target.paths.length;
  const rounds: Pass[] = [];
  const started = performance.now();
  for (let from = 0; from < target.warmUp.length && performance.now() - started < options.seconds * 1000; from += each) {
    rounds.push(await measureEachOnce(base, `${target.name}: warm-up ${rounds.length + 1}`, target.warmUp.slice(from, from + each), options));
  }
  return rounds;
}
