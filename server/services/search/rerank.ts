import { normalizePersian } from '../../../lib/persian/normalize';

/**
 * Trigrams find candidates fast but judge short Persian words poorly: «میلرگد» (two letters
 * swapped) shares as many trigrams with «میلی» as with «میلگرد». Candidates are therefore
 * re-ordered here by edit distance between the query's words and the name's words.
 */

/** Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  if (!s.length || !t.length) return Math.max(s.length, t.length);
  let before = new Array<number>(t.length + 1).fill(0);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current.push(d);
    }
    [before, previous] = [previous, current];
  }
  return previous[t.length];
}

/** How well one typed word fits one word of a name, 0 to 1. */
export function wordScore(typed: string, word: string): number {
  if (typed === word) return 1;
  const length = [...typed].length;
  // Still typing: the word starts with what was typed.
  if (word.startsWith(typed)) return length >= 2 ? 0.9 : 0.6;
  if (length >= 3 && word.includes(typed)) return 0.7;
  if (length < 3) return 0;
  const whole = 1 - editDistance(typed, word) / Math.max(length, [...word].length);
  // A typo in a word still being typed: compare with the word's start of the same length.
  const start = 1 - editDistance(typed, [...word].slice(0, length).join('')) / length;
  return Math.max(whole, start * 0.85, 0);
}

const words = (text: string) => normalizePersian(text).split(' ').filter(Boolean);

type Fit = (typed: string, word: string) => number;

/**
 * `wordScore` remembered for one re-ordering: a window of 500 names is made of a few hundred
 * distinct words, so each pair is compared once instead of once per name (the comparisons were
 * most of a text search's CPU at 100k products, issue 18). By typed word, then word: a key made
 * of both was a new string for every pair of every name.
 */
function rememberedWordScore(): Fit {
  const known = new Map<string, Map<string, number>>();
  return (typed, word) => {
    let scores = known.get(typed);
    if (!scores) known.set(typed, (scores = new Map()));
    let score = scores.get(word);
    if (score === undefined) scores.set(word, (score = wordScore(typed, word)));
    return score;
  };
}

/** The mean, over the typed words, of each one's best fit among the name's words. */
function wordsScore(typed: string[], target: string[], fit: Fit): number {
  if (!typed.length || !target.length) return 0;
  let total = 0;
  for (const t of typed) {
    let best = 0;
    for (const w of target) {
      best = Math.max(best, fit(t, w));
      if (best === 1) break;
    }
    total += best;
  }
  return total / typed.length;
}

/** How well a name answers a query: the mean, over the query's words, of each one's best fit. */
export function matchScore(query: string, name: string): number {
  return wordsScore(words(query), words(name), wordScore);
}

/** One wrong letter in a five-letter word scores 0.8; unrelated words of similar shape stay below. */
export const NEAR_MATCH = 0.6;

/**
 * Candidates best first: by `matchScore` (the best over the query and its corrections), then the database's trigram rank, then shorter names.
 * `nearOnly` drops candidates that fit too loosely (used for the second, looser pass);
 * `normalizedNames` says the names are `search_name` columns, already normalised.
 */
export function rerank<T extends { name: string; rank?: number }>(
  query: string | string[],
  candidates: T[],
  { nearOnly = false, normalizedNames = false }: { nearOnly?: boolean; normalizedNames?: boolean } = {},
): T[] {
  const queries = (Array.isArray(query) ? query : [query]).map(words);
  const fit = rememberedWordScore();
  // A text search's 500 candidates are offers, and many carry the same name: each name is scored once.
  const scores = new Map<string, number>();
  const scoreOf = (name: string) => {
    const target = normalizedNames ? name.split(' ').filter(Boolean) : words(name);
    let best = 0;
    for (const typed of queries) best = Math.max(best, wordsScore(typed, target, fit));
    return best;
  };
  const scored = candidates.map((c) => {
    let score = scores.get(c.name);
    if (score === undefined) scores.set(c.name, (score = scoreOf(c.name)));
    return { c, score };
  });
  return scored
    .filter((s) => !nearOnly || s.score >= NEAR_MATCH)
    .sort((a, b) => b.score - a.score || (b.c.rank ?? 0) - (a.c.rank ?? 0) || a.c.name.length - b.c.name.length)
    .map((s) => s.c);
}
