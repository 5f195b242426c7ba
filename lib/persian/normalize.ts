/**
 * The one Persian text normaliser, used when indexing and when querying, so that a query finds
 * its matches whichever keyboard typed it.
 */
const ARABIC_TO_PERSIAN: Record<string, string> = {
  'ي': 'ی', // Arabic yeh
  'ى': 'ی', // alef maksura
  'ئ': 'ی',
  'ك': 'ک', // Arabic kaf
  'ة': 'ه',
  'ۀ': 'ه',
  'أ': 'ا',
  'إ': 'ا',
  'ٱ': 'ا',
  'ؤ': 'و',
  'ڪ': 'ک', // swash kaf
  'ہ': 'ه', // heh goal (Urdu keyboards)
  'ە': 'ه', // ae (Kurdish keyboards)
};

const ALEF_MADDA = /\u0622/g;

const ARABIC_LETTERS = new RegExp(`[${Object.keys(ARABIC_TO_PERSIAN).join('')}]`, 'g');

// Harakat, tanwin, shadda, sukun, superscript alef and Quranic marks; tatweel (kashida).
const DIACRITICS = /[\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
// ZWNJ and the other invisible joiners/direction marks a keyboard may leave in a word.
const INVISIBLES = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * Controls that reorder what follows them (embeddings, overrides, isolates, direction marks, the
 * Arabic letter mark), zero-width spaces, line and paragraph separators and byte-order marks: in a file's name they disguise it («receipt\u202Efdp.exe»
 * reads «receiptexe.pdf»). ZWNJ, a letter of Persian (نیم‌فاصله), is not one of them.
 */
export const DISGUISING_CONTROLS = /[\u061C\u200B\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * The text as meant, whichever keyboard typed it: Arabic letters as their Persian ones, no
 * diacritics or tatweel, a ZWNJ as a space, digits ASCII, Latin lower case. What a URL's slug is
 * made of (lib/slug.ts), where «آ» stays as written.
 */
export function canonicalPersian(input: string): string {
  let text = input.normalize('NFKC');
  text = text.replace(ARABIC_LETTERS, (ch) => ARABIC_TO_PERSIAN[ch]);
  text = text.replace(DIACRITICS, '').replace(TATWEEL, '');
  // A ZWNJ separates the parts of one word (می‌روم); searching treats it as a space.
  text = text.replace(INVISIBLES, ' ');
  // Arabic decimal and thousands separators, so «۱٫۵» and «1.5» are the same number.
  text = text.replace(/\u066B/g, '.').replace(/\u066C/g, ',');
  text = text
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * What search matches, on both sides: the canonical text with «آ» as «ا». A phone's Persian
 * keyboard hides «آ» behind a long press, so buyers type «اهن» for «آهن»; an index without the fold
 * found nothing for it. Stored search columns hold this form (migration 0031 folded the old rows).
 */
export function normalizePersian(input: string): string {
  return canonicalPersian(input).replace(ALEF_MADDA, 'ا');
}

/**
 * normalizePersian's letter-for-letter part as SQL's `translate(text, from, to)`, for columns kept
 * as written (a note's body, an order's title), which a search compares with normalised text:
 * each letter of `from` becomes the one at its place in `to`, and those past its end are dropped.
 * It cannot fold presentation forms or runs of spaces; those rarely come from a keyboard.
 */
export function sqlSearchFold(): { from: string; to: string } {
  sqlFold ??= letterForLetterFold();
  return sqlFold;
}

let sqlFold: { from: string; to: string } | undefined;

function letterForLetterFold(): { from: string; to: string } {
  const pairs: [string, string][] = [
    ...Object.entries(ARABIC_TO_PERSIAN),
    ['\u0622', 'ا'],
    ['\u066B', '.'],
    ['\u066C', ','],
    ...[...'۰۱۲۳۴۵۶۷۸۹'].map((d, i): [string, string] => [d, String(i)]),
    ...[...'٠١٢٣٤٥٦٧٨٩'].map((d, i): [string, string] => [d, String(i)]),
    ...charactersOf(INVISIBLES).map((c): [string, string] => [c, ' ']),
  ];
  const dropped = [...charactersOf(DIACRITICS), '\u0640'];
  return { from: pairs.map(([f]) => f).join('') + dropped.join(''), to: pairs.map(([, t]) => t).join('') };
}

/** Every character a one-character class (`/[…]/g`) matches, in the Basic Multilingual Plane. */
function charactersOf(pattern: RegExp): string[] {
  const single = new RegExp(pattern.source);
  const out: string[] = [];
  for (let code = 0; code <= 0xffff; code++) if (single.test(String.fromCharCode(code))) out.push(String.fromCharCode(code));
  return out;
}
