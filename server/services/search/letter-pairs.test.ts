import { describe, expect, it } from 'vitest';
import { indexLetterPairs, namesThatMayHold } from './letter-pairs';
import { nameMatcher } from './trigram';

const names = ['میلگرد آجدار ۱۲', 'سیمان تیپ ۲', 'ورق سیاه ضخامت ۳', 'تیرآهن ۱۴ ذوب آهن', 'سیم مسی', 'لوله مانیسمان'];

describe('letter pair index', () => {
  const index = indexLetterPairs(names);

  it('narrows a text to the names holding its rarest pair', () => {
    expect(namesThatMayHold(index, ['سیمان'])).toEqual([1, 4]); // «یم»: سیمان, سیم مسی
    expect(namesThatMayHold(index, ['آهن ذوب'])).toEqual([3]);
    expect(namesThatMayHold(index, ['xq'])).toEqual([]);
  });

  it('takes the names of either text, in order and once each', () => {
    expect(namesThatMayHold(index, ['مانیسمان', 'سیمان'])).toEqual([1, 4, 5]);
    expect(namesThatMayHold(index, ['سیم', 'سیم'])).toEqual([1, 4]);
  });

  it('narrows many names to those holding every pair of the text', () => {
    // «سی» and «یم» are each in 51 names, both only in the last.
    const many = [...Array.from({ length: 50 }, () => 'سیب'), ...Array.from({ length: 50 }, () => 'یمن'), 'سیمان'];
    expect(namesThatMayHold(indexLetterPairs(many), ['سیم'])).toEqual([100]);
    expect(namesThatMayHold(indexLetterPairs(many), ['سیب', 'یمن'])).toHaveLength(100);
  });

  it('cannot narrow a text with no word of two letters', () => {
    expect(namesThatMayHold(index, ['س'])).toBeUndefined();
    expect(namesThatMayHold(index, ['سیمان', 'ت ۲'])).toBeUndefined();
  });

  it('never leaves out a name the strict pass matches', () => {
    // Pseudo-random names and texts over a few letters, so that pairs repeat and texts often match.
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n);
    const letters = 'سیمانتهرو ۱';
    const text = (length: number) => Array.from({ length }, () => letters[random(letters.length)]).join('').replace(/\s+/g, ' ').trim();
    const many = Array.from({ length: 400 }, () => text(4 + random(20)));
    const manyIndex = indexLetterPairs(many);
    let matched = 0;
    for (let i = 0; i < 300; i++) {
      const needles = [text(1 + random(6)), text(2 + random(4))].filter(Boolean);
      const { matches } = nameMatcher({ needle: needles[0], needles, mayBeMisspelt: false });
      const expected = many.flatMap((name, position) => (matches(name) ? [position] : []));
      matched += expected.length;
      const narrowed = namesThatMayHold(manyIndex, needles);
      if (narrowed) expect(narrowed).toEqual(expect.arrayContaining(expected));
    }
    expect(matched).toBeGreaterThan(300);
  });
});
