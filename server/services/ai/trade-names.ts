import { normalizePersian } from '../../../lib/persian/normalize';

/**
 * Names buyers use in the bazaar for what the catalogue calls otherwise: the trade name, an
 * abbreviation or a brand become common nouns («آرماتور» is rebar, «سیپورکس» an AAC block). Each
 * maps to the catalogue's own words, which the category ranking then finds.
 */
const TRADE_NAMES: Record<string, string> = {
  آرماتور: 'میلگرد',
  میلگردی: 'میلگرد',
  سیپورکس: 'هبلکس',
  هبلکس: 'هبلکس',
  ترانس: 'ترانسفورماتور',
  الکتروپمپ: 'پمپ',
  موتورپمپ: 'پمپ',
  'ipe': 'تیرآهن',
  'inp': 'تیرآهن',
  تیرآهن: 'تیرآهن',
  پروفیل: 'پروفیل',
  قوطی: 'پروفیل',
  'pvc': 'پی وی سی',
  گرانول: 'گرانول',
  شیرفلکه: 'شیر صنعتی',
  اسلک: 'پارافین',
  وازلین: 'پارافین',
  سردخونه: 'سردخانه',
  خاور: 'کامیون',
  نیسان: 'وانت',
  کانتینر: 'کانتینری',
};

const INDEX = new Map(Object.entries(TRADE_NAMES).map(([k, v]) => [normalizePersian(k).toLowerCase(), normalizePersian(v).split(' ')]));

/** A need's words with each trade name followed by the catalogue's words for it. */
export function withCatalogueNames(words: string[]): string[] {
  return words.flatMap((w) => {
    const named = INDEX.get(w.toLowerCase());
    return named ? [w, ...named.filter((n) => n !== w)] : [w];
  });
}

/** The written form of a colloquial word («زعفرون» → «زعفران»، «سردخونه» → «سردخانه»), or null. */
export function writtenForm(word: string): string | null {
  return word.includes('ون') ? word.replace(/ون(?=ه?$)/, 'ان') : null;
}
