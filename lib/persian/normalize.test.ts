import { describe, expect, it } from 'vitest';
import { canonicalPersian, normalizePersian, sqlSearchFold } from './normalize';

describe('normalizePersian', () => {
  it('turns Arabic yeh, alef maksura and kaf into their Persian letters', () => {
    expect(normalizePersian('كيك')).toBe('کیک');
    expect(normalizePersian('مصطفى')).toBe('مصطفی');
    expect(normalizePersian('پيستون')).toBe(normalizePersian('پیستون'));
  });

  it('maps hamza and teh marbuta forms to their plain letters', () => {
    expect(normalizePersian('مؤسسه')).toBe('موسسه');
    expect(normalizePersian('أحمد')).toBe('احمد');
    expect(normalizePersian('خانۀ')).toBe('خانه');
    expect(normalizePersian('مدرسة')).toBe('مدرسه');
  });

  it('removes diacritics, the hamza above and tatweel', () => {
    expect(normalizePersian('مُهَنْدِس')).toBe('مهندس');
    expect(normalizePersian('خانهٔ')).toBe('خانه');
    expect(normalizePersian('فـــولاد')).toBe('فولاد');
  });

  it('unifies Persian, Arabic-Indic and Latin digits and the Arabic decimal separator', () => {
    expect(normalizePersian('میلگرد ۱۲')).toBe('میلگرد 12');
    expect(normalizePersian('میلگرد ١٢')).toBe('میلگرد 12');
    expect(normalizePersian('۱٫۵ میلی‌متر')).toBe('1.5 میلی متر');
    expect(normalizePersian('۱۲٬۵۰۰')).toBe('12,500');
  });

  it('treats a zero-width non-joiner like a space and collapses whitespace', () => {
    expect(normalizePersian('پارس‌گستر')).toBe('پارس گستر');
    expect(normalizePersian('  پارس \u200c  گستر ')).toBe('پارس گستر');
    expect(normalizePersian('پلی\u200fاتیلن')).toBe('پلی اتیلن');
  });

  it('folds presentation forms (NFKC) and Latin case', () => {
    // U+FEDB is the initial form of Arabic kaf; U+FEF4 the medial form of yeh.
    expect(normalizePersian('\uFEDB\uFEF4\uFEDB')).toBe('کیک');
    expect(normalizePersian('ISO 9001')).toBe('iso 9001');
    expect(normalizePersian('ＰＶＣ')).toBe('pvc');
  });

  it('reads «آ» as «ا» for search, and keeps it in the canonical text that slugs are made of', () => {
    expect(normalizePersian('تیرآهن')).toBe(normalizePersian('تیراهن'));
    expect(normalizePersian('ا\u0653هن')).toBe('اهن');
    expect(canonicalPersian('تیرآهن ۱۲')).toBe('تیرآهن 12');
  });

  it('has a letter-for-letter part SQL can apply, agreeing with it on keyboard text', () => {
    const { from, to } = sqlSearchFold();
    const translate = (text: string) => [...text].map((c) => (from.includes(c) ? (to[from.indexOf(c)] ?? '') : c)).join('');
    for (const text of ['كيك آهن', 'مُهَنْدِس', 'فـــولاد', 'می‌خواهم ۱٫۵', 'سيمان ٢', 'مؤسسۀ', 'پلی\u200fاتیلن'])
      expect(translate(text).toLowerCase(), text).toBe(normalizePersian(text));
    expect([...from].length).toBeGreaterThan([...to].length);
  });

  it('is idempotent', () => {
    const once = normalizePersian('سيمان تيپ ٢ آبیك‌');
    expect(normalizePersian(once)).toBe(once);
  });
});
