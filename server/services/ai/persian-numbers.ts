import { toLatinDigits } from '../../../lib/persian/digits';

/**
 * Numbers as Persian buyers write them: digits of any script («۵۰»، «٥٠»، «50», with «٬» or «,»
 * between thousands and «/» or «٫» as the decimal point) and number words («پنجاه»، «دو و نیم»،
 * «صد و بیست»، «سه هزار»), each followed by a multiplier word or not («۲ هزار»، «۱٫۵ میلیون»).
 * No library reads Persian number words; this one is small and fully tested.
 */
const ONES: Record<string, number> = {
  صفر: 0, یک: 1, یه: 1, دو: 2, سه: 3, چهار: 4, پنج: 5, شش: 6, شیش: 6, هفت: 7, هشت: 8, نه: 9,
  ده: 10, یازده: 11, دوازده: 12, سیزده: 13, چهارده: 14, پانزده: 15, پونزده: 15, شانزده: 16, شونزده: 16,
  هفده: 17, هیفده: 17, هجده: 18, هیجده: 18, نوزده: 19,
  بیست: 20, سی: 30, چهل: 40, پنجاه: 50, شصت: 60, هفتاد: 70, هشتاد: 80, نود: 90,
  صد: 100, یکصد: 100, دویست: 200, سیصد: 300, چهارصد: 400, پانصد: 500, پونصد: 500, ششصد: 600, هفتصد: 700, هشتصد: 800, نهصد: 900,
};
const MULTIPLIERS: Record<string, number> = { هزار: 1_000, میلیون: 1_000_000, ملیون: 1_000_000, میلیارد: 1_000_000_000 };
const HALF = 'نیم';

/** A token that is written in digits: its value, or null. */
export function digitValue(token: string): number | null {
  const latin = toLatinDigits(token).replace(/[٬,]/g, '').replace(/[٫/]/g, '.');
  if (!/^\d+(\.\d+)?$/.test(latin)) return null;
  return Number(latin);
}

export type NumberMatch = { value: number; start: number; end: number };

/**
 * Every number in a list of tokens, each with the tokens it spans (`end` exclusive). Words join
 * with «و»: «صد و بیست و پنج» is one number; «دو و نیم» is 2.5; a multiplier scales what came
 * before it in the same number («سه هزار و پانصد» = 3500). Two numbers in digits joined by «و»
 * stay two («۱۲ و ۱۴»).
 */
export function findNumbers(tokens: string[]): NumberMatch[] {
  const found: NumberMatch[] = [];
  let i = 0;
  while (i < tokens.length) {
    const first = readNumber(tokens, i);
    if (!first) {
      i++;
      continue;
    }
    found.push(first);
    i = first.end;
  }
  return found;
}

function readNumber(tokens: string[], start: number): NumberMatch | null {
  let total = 0;
  let group = 0;
  let i = start;
  let seen = false;
  while (i < tokens.length) {
    const token = tokens[i];
    const digits = digitValue(token);
    if (digits !== null && !seen) {
      group += digits;
      seen = true;
      i++;
    } else if (token in ONES && (!seen || tokens[i - 1] === 'و')) {
      group += ONES[token];
      seen = true;
      i++;
    } else if (token === HALF && seen && tokens[i - 1] === 'و') {
      group += 0.5;
      i++;
    } else if (token in MULTIPLIERS && (seen || i === start)) {
      // «هزار کیسه»: a multiplier alone is one of it.
      seen = true;
      total += (group || 1) * MULTIPLIERS[token];
      group = 0;
      i++;
    } else if (token === 'و' && seen && i + 1 < tokens.length && (tokens[i + 1] in ONES || tokens[i + 1] === HALF)) {
      i++;
    } else break;
  }
  if (!seen) return null;
  // A trailing «و» is not part of the number.
  const end = tokens[i - 1] === 'و' ? i - 1 : i;
  return { value: total + group, start, end };
}
