import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { normalizePersian } from '../../../lib/persian/normalize';
import { correctText, vocabulary } from './spelling';

/**
 * Trigram matching over the normalised `search_name` columns, shaped so the GIN `gin_trgm_ops`
 * indexes answer it: `LIKE '%…%'` finds the text inside a name, `<%` finds a name with a word
 * close to it (typos).
 *
 * pg_trgm's default word-similarity cut (0.6) misses one wrong letter in the middle of a
 * six-letter Persian word («میلکرد» for «میلگرد» scores 0.57); 0.5 keeps such typos while still
 * rejecting unrelated words. `<%` reads the cut from a setting, so queries that use it run inside
 * `withTypoTolerance`, which sets it for their transaction only.
 */
export const WORD_SIMILARITY_CUT = 0.5;
/**
 * When nothing passes the cut, a second, looser pass (swapped letters «میلرگد» score 0.43) offers
 * the nearest names rather than an empty answer.
 */
export const LOOSE_WORD_SIMILARITY_CUT = 0.3;
/** Below this many letters a word has too few trigrams to judge a typo; only containment counts. */
const TYPO_MIN_LENGTH = 3;

/** The text as search compares it; undefined when nothing searchable is left. */
export function searchNeedle(text: string | undefined): string | undefined {
  const needle = text === undefined ? '' : normalizePersian(text).slice(0, 100);
  return needle || undefined;
}

const likePattern = (needle: string) => `%${needle.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** What a search looks for: the typed text, normalised, and its spelling correction if any. */
export type SearchText = { needle: string; corrected?: string; needles: string[] };

export async function prepareSearch(db: Db, text: string | undefined): Promise<SearchText | undefined> {
  const needle = searchNeedle(text);
  if (!needle) return undefined;
  const corrected = correctText(needle, await vocabulary(db));
  return { needle, corrected, needles: corrected ? [needle, corrected] : [needle] };
}

function oneMatch(column: AnyPgColumn | SQL, needle: string): SQL {
  const contains = sql`${column} LIKE ${likePattern(needle)}`;
  if ([...needle].length < TYPO_MIN_LENGTH) return contains;
  return sql`(${contains} OR ${needle} <% ${column})`;
}

/** The name contains the text (or its correction), or has a part close to it. */
export function textMatches(column: AnyPgColumn | SQL, search: SearchText): SQL {
  return sql`(${sql.join(search.needles.map((n) => oneMatch(column, n)), sql` OR `)})`;
}

function oneRank(column: AnyPgColumn | SQL, needle: string): SQL {
  return sql`(
    CASE WHEN ${column} LIKE ${likePattern(needle).slice(1)} THEN 2
         WHEN ${column} LIKE ${likePattern(needle)} THEN 1 ELSE 0 END
    + word_similarity(${needle}, ${column}) + strict_word_similarity(${needle}, ${column})
    + similarity(${needle}, ${column}) * 0.5
  )`;
}

/**
 * How well a name answers the text, higher first: containing it beats resembling it, starting
 * with it beats containing it; among resemblances a whole word alike beats a word's tail alike,
 * and the shorter name (closer to what was typed) wins. `rerank` refines the order of the best.
 */
export function textRank(column: AnyPgColumn | SQL, search: SearchText): SQL<number> {
  const ranks = search.needles.map((n) => oneRank(column, n));
  return (ranks.length === 1 ? sql<number>`${ranks[0]}` : sql<number>`GREATEST(${sql.join(ranks, sql`, `)})`).mapWith(Number);
}

/**
 * Runs `query` in a transaction whose word-similarity cut is `WORD_SIMILARITY_CUT`; when
 * `isEmpty` says the answer found nothing, runs it once more with the loose cut. `set_config`
 * with `is_local` keeps the setting from leaking into a pooled connection's next user.
 */
export function withTypoTolerance<T>(
  db: Db,
  query: (tx: Db, loose: boolean) => Promise<T>,
  isEmpty?: (answer: T) => boolean,
): Promise<T> {
  return db.transaction(async (tx) => {
    const run = async (cut: number) => {
      await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(cut)}, true)`);
      return query(tx as unknown as Db, cut === LOOSE_WORD_SIMILARITY_CUT);
    };
    const answer = await run(WORD_SIMILARITY_CUT);
    return isEmpty?.(answer) ? run(LOOSE_WORD_SIMILARITY_CUT) : answer;
  });
}
