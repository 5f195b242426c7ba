import { describe, expect, it } from 'vitest';
import { findNumbers } from './persian-numbers';
import { parseNeed, tokenize, type NeedVocabulary } from './need-parser';

const vocabulary: NeedVocabulary = {
  units: [
    { id: 1, code: 'ton', name: 'تن' },
    { id: 2, code: 'kg', name: 'کیلوگرم' },
    { id: 3, code: 'bag', name: 'کیسه' },
    { id: 4, code: 'branch', name: 'شاخه' },
    { id: 5, code: 'piece', name: 'عدد' },
    { id: 6, code: 'm', name: 'متر' },
    { id: 7, code: 'm2', name: 'متر مربع' },
    { id: 8, code: 'bar', name: 'بار' },
    { id: 9, code: 'month', name: 'ماه' },
  ],
  cities: [
    { id: 10, name: 'تهران', provinceCode: 'tehran' },
    { id: 11, name: 'اصفهان', provinceCode: 'isfahan' },
    { id: 12, name: 'تربت حیدریه', provinceCode: 'khorasan-razavi' },
    { id: 13, name: 'شیراز', provinceCode: 'fars' },
    { id: 14, name: 'رفسنجان', provinceCode: 'kerman' },
    { id: 15, name: 'زاهدان', provinceCode: 'sistan' },
  ],
  provinces: [
    { id: 1, code: 'tehran', name: 'تهران' },
    { id: 2, code: 'isfahan', name: 'اصفهان' },
    { id: 3, code: 'khorasan-razavi', name: 'خراسان رضوی' },
    { id: 4, code: 'fars', name: 'فارس' },
  ],
};
// Wednesday 5 Azar 1405 in Tehran.
const NOW = new Date('2026-11-26T08:00:00Z');

describe('Persian numbers', () => {
  it.each([
    ['۵۰', 50],
    ['٥٠', 50],
    ['50', 50],
    ['۱٬۲۰۰', 1200],
    ['۲/۵', 2.5],
    ['پنجاه', 50],
    ['دو و نیم', 2.5],
    ['صد و بیست', 120],
    ['سه هزار و پانصد', 3500],
    ['۲ هزار', 2000],
    ['یک و نیم میلیون', 1_500_000],
  ])('%s is %d', (text, value) => {
    expect(findNumbers(tokenize(text)).map((n) => n.value)).toEqual([value]);
  });

  it('keeps two numbers in digits apart', () => {
    expect(findNumbers(tokenize('میلگرد ۱۲ و ۱۴')).map((n) => n.value)).toEqual([12, 14]);
  });
});

describe('a need as buyers write it', () => {
  it('«۵۰ تن میلگرد ۱۲ آجدار تحویل تهران تا آخر ماه»', () => {
    const need = parseNeed('۵۰ تن میلگرد ۱۲ آجدار تحویل تهران تا آخر ماه', vocabulary, NOW);
    expect(need).toMatchObject({ quantity: 50, unit: { code: 'ton' }, city: { name: 'تهران' }, province: { code: 'tehran' }, date: { kind: 'end_of_month', day: '2026-12-21' } });
    expect(need.looseNumbers).toEqual([12]);
    // Normalised, as search matches them: «آ» read as «ا».
    expect(need.words).toEqual(['میلگرد', 'اجدار']);
  });

  it('«دنبال تولیدکننده لوله پلی‌اتیلن ۱۱۰ هستم»', () => {
    const need = parseNeed('دنبال تولیدکننده لوله پلی‌اتیلن ۱۱۰ هستم', vocabulary, NOW);
    expect(need).toMatchObject({ quantity: null, unit: null, city: null, date: null, looseNumbers: [110] });
    expect(need.words).toEqual(['لوله', 'پلی', 'اتیلن']);
  });

  it('«قیمت سیمان تیپ ۲ فله اصفهان»', () => {
    const need = parseNeed('قیمت سیمان تیپ ۲ فله اصفهان', vocabulary, NOW);
    expect(need).toMatchObject({ quantity: null, city: { name: 'اصفهان' }, looseNumbers: [2] });
    expect(need.words).toEqual(['سیمان', 'تیپ', 'فله']);
  });

  it('number words, informal units, a two-word city, a Jalali day', () => {
    expect(parseNeed('پنجاه کیلو زعفران سرگل تربت حیدریه تا ۱۵ آذر', vocabulary, NOW)).toMatchObject({
      quantity: 50,
      unit: { code: 'kg' },
      city: { name: 'تربت حیدریه' },
      province: { code: 'khorasan-razavi' },
      date: { kind: 'jalali:1405/09/15', day: '2026-12-06' },
    });
    expect(parseNeed('دو و نیم تن بادام هفته بعد', vocabulary, NOW)).toMatchObject({ quantity: 2.5, unit: { code: 'ton' }, date: { kind: 'next_week', day: '2026-12-03' } });
    expect(parseNeed('۵۰۰ تا آجر فشاری برای فردا', vocabulary, NOW)).toMatchObject({ quantity: 500, unit: { code: 'piece' }, date: { kind: 'tomorrow' } });
    expect(parseNeed('۲۰۰ کیسه سیمان ظرف ۱۰ روز', vocabulary, NOW)).toMatchObject({ quantity: 200, unit: { code: 'bag' }, date: { kind: 'in_days:10' } });
    expect(parseNeed('سیمان ۵۰ کیلویی ۱۰۰ کیسه استان فارس', vocabulary, NOW)).toMatchObject({ quantity: 100, unit: { code: 'bag' }, looseNumbers: [50], city: null, province: { code: 'fars' } });
    expect(parseNeed('کاشی ۳۰۰ متر مربع ۱۴۰۵/۰۹/۲۰', vocabulary, NOW)).toMatchObject({ quantity: 300, unit: { code: 'm2' }, date: { kind: 'jalali:1405/09/20' } });
    expect(parseNeed('۵۰تن میلگرد', vocabulary, NOW)).toMatchObject({ quantity: 50, unit: { code: 'ton' } });
    expect(parseNeed('هزار کیسه سیمان', vocabulary, NOW)).toMatchObject({ quantity: 1000, unit: { code: 'bag' } });
    expect(parseNeed('میلگرد ظرف ۱۰ روز ۲۲ تن', vocabulary, NOW)).toMatchObject({ quantity: 22, unit: { code: 'ton' }, date: { kind: 'in_days:10' } });
  });

  it('a need with nothing to read gives nothing, not a guess', () => {
    expect(parseNeed('سلام، قیمت بدید لطفاً', vocabulary, NOW)).toMatchObject({ quantity: null, unit: null, city: null, province: null, date: null, words: [] });
  });

  it('of two places, the one a delivery word points at is where to deliver; the other stays a word of the goods', () => {
    const pistachio = parseNeed('پسته اکبری رفسنجان ۳۰۰ کیلو ارسال به زاهدان', vocabulary, NOW);
    expect(pistachio).toMatchObject({ city: { name: 'زاهدان' }, quantity: 300 });
    expect(pistachio.words).toContain('رفسنجان');
    expect(parseNeed('تیرآهن ذوب آهن اصفهان ۲ تن، تهران تحویل', vocabulary, NOW).city).toMatchObject({ name: 'تهران' });
    // Without a delivery word, the last place named.
    expect(parseNeed('پسته رفسنجان ۵۰ کیلو زاهدان', vocabulary, NOW).city).toMatchObject({ name: 'زاهدان' });
  });

  it('a unit that measures a property gives a value, not the quantity; of several amounts the first, or the last of its unit, unless it is a time', () => {
    expect(parseNeed('لوله پلی اتیلن ۶۳ میل ۱۰ بار، ۵۰۰ متر', vocabulary, NOW)).toMatchObject({ quantity: 500, unit: { code: 'm' }, looseNumbers: [63, 10] });
    expect(parseNeed('IPE 20 شاخه ۱۲ متری، ۶۰ شاخه', vocabulary, NOW)).toMatchObject({ quantity: 60, unit: { code: 'branch' }, looseNumbers: [20, 12] });
    expect(parseNeed('انبار ۵۰۰ متر مربع برای سه ماه', vocabulary, NOW)).toMatchObject({ quantity: 500, unit: { code: 'm2' }, looseNumbers: [3] });
    // The first amount otherwise: a later length is the goods' («۱۲ متر»), and so is a dimension named.
    expect(parseNeed('۵۰ شاخه میلگرد ۱۲ متر', vocabulary, NOW)).toMatchObject({ quantity: 50, unit: { code: 'branch' }, looseNumbers: [12] });
    expect(parseNeed('۲ تن میلگرد ۱۴ طول ۱۲ متر', vocabulary, NOW)).toMatchObject({ quantity: 2, unit: { code: 'ton' }, looseNumbers: [14, 12] });
  });

  it('a day and month already past this year is next year\'s', () => {
    expect(parseNeed('زعفران یک کیلو تا ۱۵ فروردین', vocabulary, NOW).date).toEqual({ kind: 'jalali:1406/01/15', day: '2027-04-04' });
    expect(parseNeed('زعفران یک کیلو تا ۱۵ اسفند', vocabulary, NOW).date).toMatchObject({ kind: 'jalali:1405/12/15' });
  });
});
