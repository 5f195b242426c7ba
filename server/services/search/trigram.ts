import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { normalizePersian } from '../../../lib/persian/normalize';
import { correctText, mayBeMisspelt, vocabulary } from './spelling';

/**
 * Text search over the normalised `search_name` columns, in two passes that the GIN
 * `gin_trgm_ops` indexes answer.
 *
 * Strict pass: the name contains every word of the text, or of its spelling correction
 * (`spelling.ts` fixes one wrong letter against the catalogue's own words). `LIKE '%…%'` is
 * cheap to test even on rows the index does not rule out.
 *
 * Loose pass, only when the strict one finds nothing and a word may be misspelt (`mayBeMisspelt`):
 * names with a part resembling the text (`<%`, word similarity of at least 0.3: swapped letters
 * «میلرگد» score 0.43). Resemblance is costly per row and the planner does not know it, so this
 * pass turns sequential scans off for its transaction to keep to the index; `rerank` then drops
 * candidates that fit too loosely.
 */
export const LOOSE_WORD_SIMILARITY_CUT = 0.3;
/** Below this many letters a text has too few trigrams to judge resemblance: no loose pass. */
const RESEMBLANCE_MIN_LENGTH = 3;

/** The text as search compares it; undefined when nothing searchable is left. */
export function searchNeedle(text: string | undefined): string | undefined {
  const needle = text === undefined ? '' : normalizePersian(text).slice(0, 100);
  return needle || undefined;
}

const likePattern = (needle: string) => `%${needle.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * What a search looks for: the typed text, normalised, and its spelling correction if any;
 * `mayBeMisspelt` when a word of it may be a typo (`spelling.ts`), which only then is looked for
 * by resemblance.
 */
export type SearchText = { needle: string; corrected?: string; needles: string[]; mayBeMisspelt: boolean };

export async function prepareSearch(db: Db, text: string | undefined): Promise<SearchText | undefined> {
  const needle = searchNeedle(text);
  if (!needle) return undefined;
  const words = await vocabulary(db);
  const corrected = correctText(needle, words);
  const needles = corrected ? [needle, corrected] : [needle];
  return { needle, corrected, needles, mayBeMisspelt: needle.split(' ').some((word) => mayBeMisspelt(word, words)) };
}

/**
 * Each word of the text (and of its correction) of at least three letters as a text of its own,
 * for when no name holds them all: «دشتستان تحویل» finds «خرما برحی دشتستان». Undefined for a text
 * of one word, where that would find nothing new.
 */
export function eachWordOf(search: SearchText): SearchText | undefined {
  if (!search.needle.includes(' ')) return undefined;
  const words = [...new Set(search.needles.flatMap((needle) => needle.split(' ')))].filter((word) => [...word].length >= RESEMBLANCE_MIN_LENGTH);
  return words.length ? { needle: search.needle, needles: words, mayBeMisspelt: search.mayBeMisspelt } : undefined;
}

/** Every word of the text appears in the name, in any order («میلگرد 12» in «میلگرد آجدار 12»). */
function containsAll(column: AnyPgColumn | SQL, text: string): SQL {
  const words = text.split(' ').filter(Boolean);
  return sql`(${sql.join(words.map((w) => sql`${column} LIKE ${likePattern(w)}`), sql` AND `)})`;
}

/**
 * A word of the name starts with the text. One or two letters inside words match nearly every
 * name; at the start of a word they are what someone typing means.
 */
function startsAWord(column: AnyPgColumn | SQL, text: string): SQL {
  return sql`(${column} LIKE ${likePattern(text).slice(1)} OR ${column} LIKE ${likePattern(` ${text}`)})`;
}

/** The name answers the text: see the two passes above. */
export function textMatches(column: AnyPgColumn | SQL, search: SearchText, loose = false): SQL {
  const each = search.needles.map((n) =>
    loose ? sql`${n} <% ${column}` : [...n].length < RESEMBLANCE_MIN_LENGTH ? startsAWord(column, n) : containsAll(column, n),
  );
  return sql`(${sql.join(each, sql` OR `)})`;
}

function oneRank(column: AnyPgColumn | SQL, needle: string, loose: boolean): SQL {
  return sql`CASE
    WHEN ${column} LIKE ${likePattern(needle).slice(1)} THEN 4
    WHEN ${column} LIKE ${likePattern(` ${needle}`)} THEN 3
    WHEN ${column} LIKE ${likePattern(needle)} THEN 2
    WHEN ${containsAll(column, needle)} THEN 1.5
    ELSE ${loose ? sql`word_similarity(${needle}, ${column})` : sql`0`} END`;
}

/**
 * A cheap order for picking candidates: the name starts with the text, then has a word starting
 * with it, contains it, contains all its words; only names found by resemblance (the loose pass)
 * pay for a trigram comparison. `rerank` refines the order of the best.
 */
export function textRank(column: AnyPgColumn | SQL, search: SearchText, loose = false): SQL<number> {
  const ranks = search.needles.map((n) => oneRank(column, n, loose));
  return (ranks.length === 1 ? sql<number>`(${ranks[0]})` : sql<number>`GREATEST(${sql.join(ranks, sql`, `)})`).mapWith(Number);
}

/** ORDER BY terms for candidates: `textRank` first, then the shorter name. */
export function textOrder(column: AnyPgColumn, search: SearchText, loose = false): SQL[] {
  return [sql`${textRank(column, search, loose)} DESC`, sql`char_length(${column})`];
}

/**
 * `textMatches`' strict pass and `textRank` over normalised names kept in memory, for one search:
 * `LIKE` with its wildcards escaped is `includes`. Each needle's words are split once, not per name.
 */
export function nameMatcher(search: SearchText) {
  const needles = search.needles.map((needle) => ({
    needle,
    wordStart: ` ${needle}`,
    words: needle.split(' ').filter(Boolean),
    short: [...needle].length < RESEMBLANCE_MIN_LENGTH,
  }));
  const containsAll = (name: string, words: string[]) => words.every((word) => name.includes(word));
  return {
    matches: (name: string) =>
      needles.some((n) => (n.short ? name.startsWith(n.needle) || name.includes(n.wordStart) : containsAll(name, n.words))),
    rank: (name: string) => {
      let best = 0;
      for (const n of needles) {
        const rank = name.startsWith(n.needle) ? 4 : name.includes(n.wordStart) ? 3 : name.includes(n.needle) ? 2 : containsAll(name, n.words) ? 1.5 : 0;
        best = Math.max(best, rank);
      }
      return best;
    },
  };
}

/**
 * Runs `query` for the strict pass and, when `isEmpty` says it found nothing and the text is long
 * enough and may hold a typo, once more for the loose pass. Only the loose pass opens a
 * transaction, for its settings: `set_config(…, true)` keeps them from leaking into a pooled
 * connection's next user. The strict pass answers nearly every search, and BEGIN and COMMIT would
 * be two more round trips for it.
 */
export async function withTypoTolerance<T>(
  db: Db,
  search: SearchText,
  query: (db: Db, loose: boolean) => Promise<T>,
  isEmpty: (answer: T) => boolean,
): Promise<T> {
  const answer = await query(db, false);
  if (!isEmpty(answer) || [...search.needle].length < RESEMBLANCE_MIN_LENGTH || !search.mayBeMisspelt) return answer;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(LOOSE_WORD_SIMILARITY_CUT)}, true),
      set_config('enable_seqscan', 'off', true)`);
    return query(tx as unknown as Db, true);
  });
}
