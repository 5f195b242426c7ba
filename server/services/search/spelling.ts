import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../list-query';
import { editDistance } from './rerank';
import { keptPerDatabase } from '../kept-per-database';
import { LISTED_SUPPLIER_S } from '../suppliers/storefront-listing';

/**
 * Spelling correction against the catalogue's own words. A five-letter Persian word with one
 * wrong letter keeps only a third of its trigrams («سیران» for «سیمان» scores 0.33), too few for
 * trigram search to tell it from unrelated words; an edit distance of one over a vocabulary of the
 * words in category, base product, supplier and recent offer names finds it reliably.
 */
export type Vocabulary = Map<string, number>;

/**
 * Offers' own words («تحویل فوری») come from the newest published offers: reading them all would
 * not scale. Only what visitors can find gives words, or a correction would show a draft's name or
 * an unlisted storefront's.
 */
const OFFER_SAMPLE = 20_000;

async function loadVocabulary(db: Db): Promise<Vocabulary> {
  const result = await db.execute(sql`
    SELECT w AS word, count(*)::int AS n FROM (
      SELECT unnest(string_to_array(search_name, ' ')) AS w FROM categories WHERE is_active
      UNION ALL SELECT unnest(string_to_array(search_name, ' ')) FROM base_products WHERE is_active
      UNION ALL SELECT unnest(string_to_array(s.search_name, ' ')) FROM suppliers s WHERE ${LISTED_SUPPLIER_S}
      UNION ALL SELECT unnest(string_to_array(search_name, ' '))
        FROM (SELECT search_name FROM supplier_products
          WHERE is_active AND supplier_id NOT IN (SELECT id FROM suppliers WHERE NOT is_active)
          ORDER BY id DESC LIMIT ${OFFER_SAMPLE}) recent
    ) words WHERE char_length(w) >= 3 AND w !~ '[0-9]' GROUP BY w`);
  return new Map(rowsOf<{ word: string; n: number }>(result).map((r) => [r.word, Number(r.n)]));
}

/**
 * The words of the catalogue with how often they occur, kept per database: read again when a
 * category, base product or supplier changes (on any node), and at least every ten minutes for the
 * offers' words, whose every change would be too many readings; read in the background, while the
 * words known before are still used. A word added since is not lost: searches use the typed text
 * as well as the correction.
 */
export const vocabulary = keptPerDatabase(['category', 'base-product', 'supplier'], loadVocabulary, { maxAgeMs: 10 * 60_000, onChange: 'rebuild' });

/** Shorter words are not in the vocabulary (`loadVocabulary`), and too short to tell a typo. */
const SHORTEST_TYPO = 3;

/**
 * A word that may be a typo: one of at least three letters, with no digit, that the catalogue
 * neither spells this way nor starts a word with (then it is still being typed). Resemblance,
 * the catalogue's typo tolerance, is asked only for a text holding such a word: for words the
 * catalogue does spell, it finds only names that look alike («سریع» → «سرویس»), and it cost most
 * of the database's time in suggestions.
 */
export function mayBeMisspelt(word: string, words: Vocabulary): boolean {
  if ([...word].length < SHORTEST_TYPO || /\d/.test(word) || words.has(word)) return false;
  for (const candidate of words.keys()) if (candidate.startsWith(word)) return false;
  return true;
}

/**
 * The vocabulary word one edit away (two for long words), the most frequent first; undefined for
 * a known word, a number, or the start of a known word (still being typed: «میلگ» is not «میلی»).
 */
export function correctWord(word: string, words: Vocabulary): string | undefined {
  const length = [...word].length;
  if (length < 4 || !mayBeMisspelt(word, words)) return undefined;
  const allowed = length >= 8 ? 2 : 1;
  let best: { word: string; distance: number; weight: number } | undefined;
  for (const [candidate, frequency] of words) {
    const difference = Math.abs([...candidate].length - length);
    if (difference > allowed) continue;
    const distance = editDistance(word, candidate);
    if (distance > allowed) continue;
    // People seldom mistype a word's first letter: a candidate that keeps it is preferred.
    const weight = frequency * (candidate[0] === word[0] ? 4 : 1);
    if (!best || distance < best.distance || (distance === best.distance && weight > best.weight)) {
      best = { word: candidate, distance, weight };
    }
  }
  return best?.word;
}

/** The normalised text with each word that is not in the catalogue replaced by its correction. */
export function correctText(needle: string, words: Vocabulary): string | undefined {
  const parts = needle.split(' ');
  let changed = false;
  const corrected = parts.map((part) => {
    const fix = correctWord(part, words);
    if (fix) changed = true;
    return fix ?? part;
  });
  return changed ? corrected.join(' ') : undefined;
}
