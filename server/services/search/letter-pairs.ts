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
/** Positions of the names holding each letter pair (two UTF-16 units, as `includes` compares), by `pairCode`. */
export type LetterPairIndex = ReadonlyMap<number, Int32Array>;

const pairCode = (text: string, at: number) => text.charCodeAt(at) * 0x10000 + text.charCodeAt(at + 1);

/**
 * Each letter pair with the positions of the names holding it. Pairs are numbers and counted
 * before they are filled in: with strings as keys and a growing list per pair, indexing 100,000
 * suppliers' names took 370 ms and two to three times the memory of the index.
 */
export function indexLetterPairs(names: readonly string[]): LetterPairIndex {
  const counts = new Map<number, number>();
  for (const name of names) eachPairOnce(name, (pair) => counts.set(pair, (counts.get(pair) ?? 0) + 1));
  const lists = new Map<number, { positions: Int32Array; filled: number }>();
  for (const [pair, count] of counts) lists.set(pair, { positions: new Int32Array(count), filled: 0 });
  names.forEach((name, position) =>
    eachPairOnce(name, (pair) => {
      const list = lists.get(pair)!;
      list.positions[list.filled++] = position;
    }),
  );
  return new Map([...lists].map(([pair, list]) => [pair, list.positions]));
}

/** Names are short: their pairs seen so far are looked up in a plain list, not a set. */
function eachPairOnce(name: string, visit: (pair: number) => void) {
  const seen: number[] = [];
  for (let at = 0; at + 1 < name.length; at++) {
    const pair = pairCode(name, at);
    if (!seen.includes(pair)) {
      seen.push(pair);
      visit(pair);
    }
  }
}

/**
 * The positions, in order, of the names that may contain every word of one of `texts`; undefined
 * when some text has no word of two letters, which no pair narrows (every name may hold it).
 */
export function namesThatMayHold(index: LetterPairIndex, texts: readonly string[]): number[] | undefined {
  const chosen = new Set<number>();
  for (const text of texts) {
    const lists: Int32Array[] = [];
    for (const word of text.split(' ')) for (let at = 0; at + 1 < word.length; at++) lists.push(index.get(pairCode(word, at)) ?? EMPTY);
    if (!lists.length) return undefined;
    for (const position of holdingEvery(lists)) chosen.add(position);
  }
  return [...chosen].sort((a, b) => a - b);
}

/** Few enough names to match one by one: narrowing further would cost more than it saves. */
const FEW_NAMES = 32;

/**
 * The positions in every list (each in order), from the shortest list on, until few are left. The
 * rarest pair alone left about 900 of 100,000 suppliers' names to match for a typical text, most
 * of which held its other pairs nowhere near.
 */
function holdingEvery(lists: Int32Array[]): Int32Array {
  lists.sort((a, b) => a.length - b.length);
  let held = lists[0];
  for (let i = 1; i < lists.length && held.length > FEW_NAMES; i++) held = alsoIn(held, lists[i]);
  return held;
}

/** The positions of `few` also in `many` (both in order), each looked up by galloping ahead in `many`. */
function alsoIn(few: Int32Array, many: Int32Array): Int32Array {
  const kept = new Int32Array(few.length);
  let count = 0;
  let from = 0;
  for (const position of few) {
    let step = 1;
    while (from + step < many.length && many[from + step] < position) step *= 2;
    let low = from;
    let high = Math.min(from + step, many.length - 1);
    while (low < high) {
      const middle = (low + high) >> 1;
      if (many[middle] < position) low = middle + 1;
      else high = middle;
    }
    from = low;
    if (many[low] === position) kept[count++] = position;
  }
  return kept.subarray(0, count);
}

const EMPTY = new Int32Array(0);
