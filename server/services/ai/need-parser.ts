import { normalizePersian } from '../../../lib/persian/normalize';
import { digitValue, findNumbers } from './persian-numbers';
import { jalaliDate, type NeedDate } from './need-dates';

/**
 * The rule-based reading of a buyer's need (issue 17): quantity and unit, city or province, the
 * wanted date, and the words left for finding the product. It reads plain data (`NeedVocabulary`,
 * loaded from the database once) so it can be tested without one.
 */

export type VocabularyUnit = { id: number; code: string; name: string };
export type VocabularyCity = { id: number; name: string; provinceCode: string };
export type VocabularyProvince = { id: number; code: string; name: string };

export type NeedVocabulary = {
  units: VocabularyUnit[];
  cities: VocabularyCity[];
  provinces: VocabularyProvince[];
};

export type ParsedNeed = {
  quantity: number | null;
  unit: VocabularyUnit | null;
  city: VocabularyCity | null;
  province: VocabularyProvince | null;
  date: NeedDate | null;
  /** Numbers not taken as a quantity (sizes, grades): the category's properties may claim them. */
  looseNumbers: number[];
  /** The words that name what is wanted, normalised, for finding categories and products. */
  words: string[];
};

/** Persian words for each unit beside its own name (informal and plural forms included). */
const UNIT_WORDS: Record<string, string[]> = {
  ton: ['تن', 'تُن', 'تناژ'],
  kg: ['کیلو', 'کیلوگرم'],
  g: ['گرم'],
  mesghal: ['مثقال'],
  branch: ['شاخه', 'شاخ'],
  bag: ['کیسه', 'پاکت'],
  m: ['متر', 'مترطول'],
  m2: ['مترمربع', 'متر مربع'],
  m3: ['مترمکعب', 'متر مکعب', 'کوب'],
  piece: ['عدد', 'تا', 'دونه', 'دانه', 'قطعه'],
  carton: ['کارتن', 'کارتون'],
  pack: ['بسته'],
  roll: ['حلقه', 'رول'],
  pallet: ['پالت'],
  l: ['لیتر'],
  session: ['جلسه'],
  project: ['پروژه'],
  hectare: ['هکتار'],
};

/**
 * A number followed by one of these describes the thing, not how much of it is wanted: a size
 * («لوله ۱۱۰ میل»، «۲۰ سانت») or an adjective («کیسه ۵۰ کیلویی»، «شاخه ۱۲ متری»).
 */
const SIZE_WORDS = new Set(
  ['میل', 'میلیمتر', 'میلی‌متر', 'میلی', 'سانت', 'سانتی‌متر', 'سانتیمتر', 'سانتی', 'اینچ', 'متری', 'کیلویی', 'کیلوگرمی', 'کیلوئی', 'گرمی', 'لیتری', 'تنی', 'مترمربعی', 'اینچی', 'میلی‌متری', 'سانتی‌متری'].map(normalizePersian),
);

/** Units an order is counted in (mass, length, area, volume, pieces); the rest measure a property. */
const ORDER_UNITS = new Set(['g', 'mesghal', 'kg', 'ton', 'm', 'km', 'm2', 'hectare', 'l', 'm3', 'piece', 'bag', 'pack', 'carton', 'branch', 'roll', 'pallet', 'session', 'project', 'file', 'trip', 'page', 'dozen', 'hour', 'day', 'month']);

const TIME_UNITS = new Set(['hour', 'day', 'month']);

/** Words before a number that make it a dimension of the goods. */
const DIMENSION_WORDS = new Set(['طول', 'عرض', 'ضخامت', 'قطر', 'ارتفاع', 'سایز', 'عمق', 'دهانه'].map(normalizePersian));

/** Words that say the place after them is where to deliver («تحویل تهران»، «ارسال به کیش»)… */
const DELIVERY_BEFORE = new Set(['تحویل', 'ارسال', 'به', 'برای', 'در', 'تو', 'مقصد', 'داخل'].map(normalizePersian));
/** …or the place before them («تهران تحویل»). */
const DELIVERY_AFTER = new Set(['تحویل', 'تحویلی'].map(normalizePersian));

/** Words that carry no meaning for finding the product. */
const NOISE = new Set(
  normalizePersian(
    'سلام درود وقت بخیر لطفا لطفاً ممنون مرسی قیمت قیمتش استعلام چند چنده میخوام می‌خواهم میخواستم نیاز نیازمند داریم دارم دنبال هستم هستیم هست ' +
      'فوری فوریه سریع با از به در برای تا و یا که را رو این اون آن یک یه های ها هم تحویل ارسال بار شهر استان حدود حداقل حداکثر تقریبا تقریباً ' +
      'خرید فروش تامین تأمین تولیدکننده تولید کننده فروشنده عمده عمده‌فروش بدید بدین بفرستید بگید اعلام کنید کنیم میشه می‌شه چطور چقدر ' +
      'ماه هفته روز امروز فردا آخر پایان بعد آینده دیگه دیگر ظرف حداکثر تومان ریال میلیون هزار بودجه',
  ).split(' '),
);

/** Word tokens of normalised text: punctuation dropped, a digit run split from letters («۵۰تن» → «۵۰ تن»). */
export function tokenize(text: string): string[] {
  return normalizePersian(text)
    .replace(/([0-9۰-۹٠-٩]+(?:[.,٫٬/][0-9۰-۹٠-٩]+)*)/g, ' $1 ')
    .replace(/[^\p{L}\p{N}.,٫٬/\u200c-]+/gu, ' ')
    .split(/\s+/)
    .map((t) => t.replace(/^[.,٫٬/-]+|[.,٫٬/-]+$/g, ''))
    .filter(Boolean);
}

const unitIndex = (units: VocabularyUnit[]) => {
  const index = new Map<string, VocabularyUnit>();
  for (const unit of units) {
    for (const word of [unit.name, ...(UNIT_WORDS[unit.code] ?? [])]) index.set(normalizePersian(word), unit);
  }
  return index;
};

/** The longest run of `tokens` from `at` (up to three) that names something in `index`. */
function longest<T>(tokens: string[], at: number, index: Map<string, T>): { value: T; length: number } | null {
  for (let length = Math.min(3, tokens.length - at); length > 0; length--) {
    const value = index.get(tokens.slice(at, at + length).join(' '));
    if (value) return { value, length };
  }
  return null;
}

export function parseNeed(text: string, vocabulary: NeedVocabulary, now = new Date()): ParsedNeed {
  const tokens = tokenize(text);
  const used = new Array<boolean>(tokens.length).fill(false);
  const units = unitIndex(vocabulary.units);

  // The date first: its numbers («۱۵ آذر», «۳ روز دیگر») are not quantities.
  const date = jalaliDate(tokens, used, now);

  // A number followed by a unit word is an amount; «تا» counts only right after a number. A unit
  // that measures a property («۱۰ بار»، «۶۳۰ کیلوولت‌آمپر») gives a value, not how much is wanted.
  let quantity: number | null = null;
  let unit: VocabularyUnit | null = null;
  const loose: { value: number; at: number }[] = [];
  const amounts: { value: number; unit: VocabularyUnit; start: number; end: number }[] = [];
  for (const number of findNumbers(tokens)) {
    if (used.slice(number.start, number.end).some(Boolean)) continue;
    if (SIZE_WORDS.has(tokens[number.end] ?? '')) {
      loose.push({ value: number.value, at: number.start });
      for (let i = number.start; i <= number.end; i++) used[i] = true;
      continue;
    }
    const named = longest(tokens, number.end, units);
    // «طول ۱۲ متر»، «ضخامت ۲ میل»: a dimension's value, not an amount.
    if (named && ORDER_UNITS.has(named.value.code) && !DIMENSION_WORDS.has(tokens[number.start - 1] ?? '')) {
      amounts.push({ value: number.value, unit: named.value, start: number.start, end: number.end + named.length });
    } else {
      loose.push({ value: number.value, at: number.start });
      for (let i = number.start; i < number.end + (named?.length ?? 0); i++) used[i] = true;
    }
  }
  // The first amount is the order's («۵۰ شاخه میلگرد ۱۲ متر»), unless the same unit comes again
  // later, restating it («IPE ۲۰ شاخه ۱۲ متری، ۶۰ شاخه»); a time («برای سه ماه») is how long,
  // unless nothing else says how much.
  const first = amounts.find((a) => !TIME_UNITS.has(a.unit.code)) ?? amounts[0];
  const amount = first && amounts.filter((a) => a.unit.code === first.unit.code).at(-1);
  for (const a of amounts) {
    if (a === amount) {
      quantity = a.value;
      unit = a.unit;
    } else loose.push({ value: a.value, at: a.start });
    for (let i = a.start; i < a.end; i++) used[i] = true;
  }
  // In the order they were written: the first size is the main one («IPE ۲۰ … ۱۲ متری»).
  const looseNumbers = loose.sort((a, b) => a.at - b.at).map((n) => n.value);
  // A unit alone («میلگرد تنی چند؟») still says how it is sold.
  if (!unit) {
    for (let i = 0; i < tokens.length; i++) {
      if (used[i] || tokens[i] === 'تا') continue;
      const named = longest(tokens, i, units);
      if (named && named.value.code !== 'piece' && ORDER_UNITS.has(named.value.code)) {
        unit = named.value;
        for (let j = i; j < i + named.length; j++) used[j] = true;
        break;
      }
    }
  }

  // Places: a city by its name (longest first), else a province; «استان X» names a province. Of
  // several, the one a delivery word points at is where to deliver («پسته رفسنجان … ارسال به
  // زاهدان»), else the last; the others describe the goods and stay among their words.
  const cityIndex = new Map(vocabulary.cities.map((c) => [normalizePersian(c.name), c]));
  const provinceIndex = new Map(vocabulary.provinces.map((p) => [normalizePersian(p.name), p]));
  type Place = { city?: VocabularyCity; province?: VocabularyProvince; start: number; end: number; marked: boolean };
  const places: Place[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (used[i]) continue;
    const marked = DELIVERY_BEFORE.has(tokens[i - 1] ?? '') || (tokens[i - 1] === 'استان' && DELIVERY_BEFORE.has(tokens[i - 2] ?? ''));
    const asProvince = longest(tokens, i, provinceIndex);
    const asCity = tokens[i - 1] === 'استان' ? null : longest(tokens, i, cityIndex);
    const found = asCity ? { city: asCity.value, length: asCity.length } : asProvince ? { province: asProvince.value, length: asProvince.length } : null;
    if (!found) continue;
    const end = i + found.length;
    places.push({ ...found, start: i, end, marked: marked || DELIVERY_AFTER.has(tokens[end] ?? '') });
    i = end - 1;
  }
  const chosen = places.filter((p) => p.marked).at(-1) ?? places.filter((p) => p.city).at(-1) ?? places.at(-1);
  const city: VocabularyCity | null = chosen?.city ?? null;
  let province: VocabularyProvince | null = chosen?.province ?? null;
  if (chosen) for (let j = chosen.start; j < chosen.end; j++) used[j] = true;
  if (city && !province) province = vocabulary.provinces.find((p) => p.code === city!.provinceCode) ?? null;

  const words = tokens.filter((t, i) => !used[i] && !NOISE.has(t) && digitValue(t) === null);
  return { quantity, unit, city, province, date, looseNumbers, words };
}
