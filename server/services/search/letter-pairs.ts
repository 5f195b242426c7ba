/**
 * Names kept in memory, indexed by the pairs of neighbouring letters in them, so that a search
 * reads only the names that can hold what was typed instead of every name. A name that contains a
 * word contains each of the word's letter pairs, so the names holding the rarest pair of some word
 * are all the names that may match; `nameMatcher` then decides among them exactly as before.
 *
 * Our own, not a search library's: FlexSearch, MiniSearch and the like index whole words and rank
 * in their own way, while the kept names must answer as SQL's `LIKE '%…%'` does, inside words too
 * (`textMatches`). Only this narrowing is ours; matching and ranking stay in `nameMatcher`.
 */
export type LetterPairIndex = ReadonlyMap<string, Int32Array>;

/** Each letter pair (two UTF-16 units, as `includes` compares) with the positions of the names holding it. */
export function indexLetterPairs(names: readonly string[]): LetterPairIndex {
  const positions = new Map<string, number[]>();
  names.forEach((name, position) => {
    for (const pair of new Set(pairsOf(name))) {
      const list = positions.get(pair);
      if (list) list.push(position);
      else positions.set(pair, [position]);
    }
  });
  return new Map([...positions].map(([pair, list]) => [pair, Int32Array.from(list)]));
}

function pairsOf(text: string): string[] {
  const pairs: string[] = [];
  for (let i = 0; i + 1 < text.length; i++) pairs.push(text.slice(i, i + 2));
  return pairs;
}

/**
 * The positions, in order, of the names that may contain every word of one of `texts`; undefined
 * when some text has no word of two letters, which no pair narrows (every name may hold it).
 */
export function namesThatMayHold(index: LetterPairIndex, texts: readonly string[]): number[] | undefined {
  const chosen = new Set<number>();
  for (const text of texts) {
    let rarest: Int32Array | undefined;
    for (const word of text.split(' ')) {
      for (const pair of pairsOf(word)) {
        const list = index.get(pair) ?? EMPTY;
        if (!rarest || list.length < rarest.length) rarest = list;
      }
    }
    if (!rarest) return undefined;
    for (const position of rarest) chosen.add(position);
  }
  return [...chosen].sort((a, b) => a - b);
}

const EMPTY = new Int32Array(0);
