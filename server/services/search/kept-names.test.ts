import { describe, expect, it } from 'vitest';
import { keptNamesOf, matchingNames } from './kept-names';
import { nameMatcher, type SearchText } from './trigram';

describe('matching kept names', () => {
  // Pseudo-random names over a few letters, so that many match and ranks and lengths tie often.
  let seed = 11;
  const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
  const letters = 'سیمانتهرو';
  const word = () => Array.from({ length: 1 + random(5) }, () => letters[random(letters.length)]).join('');
  const names = Array.from({ length: 3000 }, () => Array.from({ length: 1 + random(3) }, word).join(' '));
  const kept = keptNamesOf(names);
  const weight = names.map(() => random(4));
  const tieBreak = (a: number, b: number) => weight[a] - weight[b] || a - b;

  /** Every name, matched and sorted in full. */
  function sortedInFull(search: SearchText, accepts: (position: number) => boolean) {
    const { matches, rank } = nameMatcher(search);
    return names
      .flatMap((name, position) => (accepts(position) && matches(name) ? [{ position, rank: rank(name) }] : []))
      .sort((a, b) => b.rank - a.rank || [...names[a.position]].length - [...names[b.position]].length || tieBreak(a.position, b.position));
  }

  it('keeps the first few of all matching names, in the order of a full sort', () => {
    let compared = 0;
    for (const needle of ['س', 'سی', 'ما', 'سیم', 'نت ما', 'هرو', 'یمان', 'xq']) {
      const search: SearchText = { needle, needles: [needle], mayBeMisspelt: false };
      for (const limit of [1, 5, 40, 1000]) {
        for (const accepts of [() => true, (position: number) => position % 3 === 0]) {
          const expected = sortedInFull(search, accepts);
          compared += expected.length;
          expect(matchingNames(kept, search, limit, { accepts, tieBreak }), `${needle} ${limit}`).toEqual(expected.slice(0, limit));
        }
      }
    }
    expect(compared).toBeGreaterThan(2000);
  });
});
