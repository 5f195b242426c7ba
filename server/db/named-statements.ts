import { createHash } from 'node:crypto';
import pg from 'pg';
import { LRUCache } from 'lru-cache';

/**
 * A PostgreSQL client that gives every parameterised statement a name made from its text, so each
 * connection parses it once and PostgreSQL may keep its plan (issue 18).
 *
 * Drizzle sends its statements unnamed, and PostgreSQL parses and plans an unnamed statement
 * anew every time. Logged over 200 cold supplier pages at 100k products, that was 93% of the
 * database's time: 277 ms parsing and 649 ms planning against 75 ms executing. A named statement
 * is parsed once per connection; after five runs PostgreSQL keeps a generic plan when it estimates
 * that plan costs no more than planning each time (`plan_cache_mode = auto`). The estimate is made
 * without the values, so a condition a plan must see to use an index is written as text, not as a
 * value (`offerIsLive`, catalog/cards.ts).
 *
 * Only statements with values are named: they already go by the extended protocol, while text
 * alone (a migration's several commands) must stay a simple query. Nor are those that match text
 * by pattern or resemblance (`LIKE`, pg_trgm's operators and functions): how many rows a word
 * matches decides their plan, and PostgreSQL's generic plan guesses it. Named, the catalogue's
 * text search fell from 277 to 32–43 searches a second, 56 ms of the database's CPU each.
 *
 * A connection names at most {@link STATEMENTS_PER_CONNECTION} texts, the first it meets (the
 * pages' hot statements come first); later ones go unnamed, as before. A statement with its plan
 * holds up to about 300 kB of the server's memory per connection, and texts that vary (an `IN`
 * list of any length) would otherwise grow them without end. The pool replaces its connections
 * after a while (client.ts), so what a connection names follows what is asked.
 */
export const STATEMENTS_PER_CONNECTION = 64;

const NAME_PREFIX = 'bz_';

// Drizzle builds each statement's text anew: naming it costs a hash, so names are remembered.
const names = new LRUCache<string, string>({ max: 1024 });

/** The statement's name: the same text gets the same name on every connection and every node. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = NAME_PREFIX + createHash('sha1').update(text).digest('hex');
    names.set(text, name);
  }
  return name;
}

/** Text compared by pattern or resemblance: `LIKE`, `ILIKE`, pg_trgm's `%`-operators, `<->` and `*similarity(`. */
const MATCHES_TEXT = /\bi?like\b|\s%\s|<<?%|%>>?|<<?->>?|similarity\s*\(/i;

/** Whether PostgreSQL should plan the statement for each of its values rather than keep one plan. */
export function planDependsOnValues(text: string): boolean {
  return MATCHES_TEXT.test(text);
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

/**
 * What to send instead of `config` (a statement's text, or pg's config object): named when it has
 * values, no name of its own and a plan worth keeping; otherwise `config` itself.
 */
export function withStatementName(config: unknown, values: unknown): unknown {
  const query = (typeof config === 'string' ? { text: config } : config) as QueryConfig;
  if (!query || typeof query !== 'object' || typeof query.text !== 'string' || query.name || planDependsOnValues(query.text)) return config;
  // A cursor or stream submits itself: copied, it would lose its methods.
  if (typeof query.submit === 'function') return config;
  const given = Array.isArray(values) ? values : query.values;
  if (!Array.isArray(given) || given.length === 0) return config;
  return { ...query, name: statementName(query.text) };
}

export class NamedStatementsClient extends pg.Client {
  private named = new Set<string>();

  // pg's `query` has many overloads; its arguments are passed on as they came, the config named.
  override query(...args: unknown[]): never {
    const named = withStatementName(args[0], args[1]);
    if (named !== args[0] && this.mayName((named as { name: string }).name)) args[0] = named;
    return (super.query as (...a: unknown[]) => never)(...args);
  }

  private mayName(name: string): boolean {
    if (this.named.has(name)) return true;
    if (this.named.size >= STATEMENTS_PER_CONNECTION) return false;
    this.named.add(name);
    return true;
  }
}
