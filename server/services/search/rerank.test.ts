import { describe, expect, it } from 'vitest';
import { editDistance, matchScore, NEAR_MATCH, rerank, wordScore } from './rerank';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(editDistance('میلگرد', 'میلگرد')).toBe(0);
    expect(editDistance('میلگد', 'میلگرد')).toBe(1);
    expect(editDistance('میلکرد', 'میلگرد')).toBe(1);
    expect(editDistance('میلرگد', 'میلگرد')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('matchScore and rerank', () => {
  it('prefers the word one typo away over words that merely share trigrams', () => {
    expect(matchScore('میلرگد', 'میلگرد آجدار ۱۲')).toBeGreaterThanOrEqual(NEAR_MATCH);
    expect(matchScore('میلرگد', 'برش لیزر تا ضخامت ۳ میلی‌متر')).toBeLessThan(NEAR_MATCH);
    expect(matchScore('سیران', 'سیمان تیپ ۲')).toBeGreaterThan(matchScore('سیران', 'حمل بار تهران'));
  });

  it('scores a word being typed as a strong match and normalises both sides', () => {
    expect(wordScore('میلگ', 'میلگرد')).toBe(0.9);
    expect(matchScore('كابل ١٦', 'کابل افشان ۱۶')).toBe(1);
  });

  it('orders candidates best first and drops loose ones only when asked', () => {
    const candidates = [
      { name: 'برش لیزر تا ضخامت ۳ میلی‌متر', rank: 0.5 },
      { name: 'میلگرد ساده ۲۵', rank: 0.4 },
    ];
    expect(rerank('میلرگد', candidates).map((c) => c.name)).toEqual(['میلگرد ساده ۲۵', 'برش لیزر تا ضخامت ۳ میلی‌متر']);
    expect(rerank('میلرگد', candidates, { nearOnly: true })).toHaveLength(1);
  });
});

describe('rerank over many offers', () => {
  it('orders offers sharing names as scoring each one by itself would, for every query and its corrections', () => {
    const names = ['میلگرد آجدار ۱۲', 'میلگرد ساده', 'سیمان تیپ ۲', 'لوله پلی اتیلن', 'میلگرد آجدار ۱۶ ذوب آهن', 'سیمان سفید', 'حمل بار تهران'];
    // Offers carry the names many times over, each with its own rank.
    const offers = Array.from({ length: 120 }, (_, i) => ({ id: i, name: names[(i * 5) % names.length], rank: ((i * 37) % 11) / 10 }));
    for (const query of [['میلگرد'], ['میلرگد آجدار'], ['سیمان', 'سیمان سفید'], ['لوله'], ['xyz']]) {
      const scoreOf = (name: string) => Math.max(...query.map((q) => matchScore(q, name)));
      const byItself = [...offers].sort((a, b) => scoreOf(b.name) - scoreOf(a.name) || b.rank - a.rank || a.name.length - b.name.length);
      expect(rerank(query, offers).map((o) => o.id), query.join(' / ')).toEqual(byItself.map((o) => o.id));
      expect(rerank(query, offers, { nearOnly: true }).map((o) => o.id)).toEqual(byItself.filter((o) => scoreOf(o.name) >= NEAR_MATCH).map((o) => o.id));
    }
  });
});

describe('spelling correction', async () => {
  const { correctText, correctWord } = await import('./spelling');
  const words = new Map([['سیمان', 40], ['ایران', 3], ['میلگرد', 25], ['تیپ', 10], ['استاندارد', 8]]);

  it('replaces a word one edit away with the most frequent catalogue word', () => {
    expect(correctWord('سیران', words)).toBe('سیمان');
    expect(correctWord('میلرگد', words)).toBe('میلگرد');
    expect(correctWord('استانداد', words)).toBe('استاندارد');
  });

  it('leaves known words, short words, numbers and far-off words alone', () => {
    expect(correctWord('سیمان', words)).toBeUndefined();
    expect(correctWord('تیب', words)).toBeUndefined();
    expect(correctWord('1400', words)).toBeUndefined();
    expect(correctWord('خرما', words)).toBeUndefined();
    expect(correctWord('میلگ', new Map([['میلگرد', 5], ['میلی', 9]]))).toBeUndefined();
    expect(correctText('سیران تیپ 2', words)).toBe('سیمان تیپ 2');
    expect(correctText('سیمان تیپ', words)).toBeUndefined();
  });
});
