import { indexLetterPairs, namesThatMayHold, type LetterPairIndex } from './letter-pairs';
import { nameMatcher, type SearchText } from './trigram';

/**
 * Names kept in memory for the strict pass of suggestions and text search, by position. Each
 * name's letters are counted once, not per search (candidates are ordered by it, as `char_length`
 * in SQL), and the letter pairs of the first `indexed` names are indexed, so that a search reads
 * only the names that may match: reading all 4,000 base products' names cost about 0.5 ms per
 * search under load. Names added later (text search's, kept-offer-names.ts) are read one by one
 * until the names are indexed afresh. What belongs to each name is kept by the caller at the same
 * position, as rows or, for the many suppliers, as columns.
 */
export type KeptNames = { names: readonly string[]; letters: ArrayLike<number>; pairs: LetterPairIndex; indexed: number };

/** Letters as `char_length` counts them: code points. */
export const lettersOf = (name: string) => [...name].length;

export function keptNamesOf(names: readonly string[]): KeptNames {
  return { names, letters: Uint32Array.from(names, lettersOf), pairs: indexLetterPairs(names), indexed: names.length };
}

export type Candidate = { position: number; rank: number };

/**
 * The positions of the names that `search` matches and `accepts` lets through, best first in the
 * order `textOrder` gives them in SQL (rank, then shorter names, then `tieBreak`): at most `limit`.
 * `counted` is told of every one of them, kept or not.
 */
export function matchingNames(
  kept: KeptNames,
  search: SearchText,
  limit: number,
  { accepts, tieBreak, counted }: { accepts?: (position: number) => boolean; tieBreak: (a: number, b: number) => number; counted?: (position: number) => void },
): Candidate[] {
  const { matches, rank } = nameMatcher(search);
  const before = (a: Candidate, b: Candidate) => b.rank - a.rank || kept.letters[a.position] - kept.letters[b.position] || tieBreak(a.position, b.position);
  const best = limit <= FEW ? new BestFew(limit, before) : new AllSorted(limit, before);
  const consider = (position: number) => {
    const name = kept.names[position];
    if ((accepts && !accepts(position)) || !matches(name)) return;
    counted?.(position);
    best.offer({ position, rank: rank(name) });
  };
  const positions = namesThatMayHold(kept.pairs, search.needles);
  if (!positions) for (let position = 0; position < kept.names.length; position++) consider(position);
  else {
    for (const position of positions) consider(position);
    for (let position = kept.indexed; position < kept.names.length; position++) consider(position);
  }
  return best.items;
}

/** Up to this many kept in order as they come; more are gathered and sorted once. */
const FEW = 200;

class AllSorted<T> {
  private readonly all: T[] = [];

  constructor(
    private readonly limit: number,
    private readonly before: (a: T, b: T) => number,
  ) {}

  offer(item: T) {
    this.all.push(item);
  }

  get items(): T[] {
    return this.all.sort(this.before).slice(0, this.limit);
  }
}

/**
 * The first `limit` of what is offered, in order, without sorting all of it: two letters match
 * 25,000 of 100,000 suppliers' names, and sorting them all took most of 11 ms. A few dozen kept in
 * order, each newcomer placed by binary search; ours, since a heap library would still need them
 * sorted at the end and this is the whole of it.
 */
class BestFew<T> {
  readonly items: T[] = [];

  constructor(
    private readonly limit: number,
    private readonly before: (a: T, b: T) => number,
  ) {}

  offer(item: T) {
    const { items, limit, before } = this;
    if (items.length === limit && before(item, items[limit - 1]) >= 0) return;
    let low = 0;
    let high = items.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (before(item, items[middle]) < 0) high = middle;
      else low = middle + 1;
    }
    items.splice(low, 0, item);
    if (items.length > limit) items.pop();
  }
}
