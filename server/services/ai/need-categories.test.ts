import { describe, expect, it } from 'vitest';
import { profileOf, rankCategories, type CategorySource } from './need-categories';
import { normalizePersian } from '../../../lib/persian/normalize';

const leaf = (id: number, code: string, name: string, productNames: string[]): CategorySource => ({ id, code, name, categoryType: 'Product', parentName: null, productNames, props: [] });
const profiles = [
  leaf(1, 'p-rebar', 'میلگرد', ['میلگرد آجدار ۱۲']),
  leaf(2, 'p-aac-block', 'بلوک هبلکس', ['بلوک هبلکس ضخامت ۱۰']),
  leaf(3, 'p-transformer', 'ترانسفورماتور', ['ترانسفورماتور روغنی ۶۳۰ کیلوولت‌آمپر']),
  leaf(4, 'p-saffron', 'زعفران', ['زعفران سرگل']),
  leaf(5, 'p-rice', 'برنج', ['برنج هاشمی']),
  leaf(6, 'p-pack', 'بسته‌بندی', ['بسته مقوایی']),
  leaf(7, 'p-pistachio', 'پسته', ['پسته اکبری']),
].map(profileOf);
// Words as the need's parser gives them: normalised.
const best = (...words: string[]) => rankCategories(words.map(normalizePersian), profiles, 3)[0]?.profile.code;

describe('placing a need\'s words in a leaf', () => {
  it('knows the bazaar\'s trade names for the catalogue\'s goods', () => {
    expect(best('آرماتور')).toBe('p-rebar');
    expect(best('سیپورکس')).toBe('p-aac-block');
    expect(best('ترانس')).toBe('p-transformer');
  });

  it('reads a colloquial form and a word with one letter mistyped, but never mistakes one known word for another', () => {
    expect(best('زعفرون')).toBe('p-saffron');
    expect(best('برنح')).toBe('p-rice');
    expect(best('ترانسفوماتور')).toBe('p-transformer');
    // «پسته» is a leaf's own word: it is not read as «بسته» one letter away.
    expect(rankCategories(['پسته'], profiles, 5).map((r) => r.profile.code)).toEqual(['p-pistachio']);
  });
});
