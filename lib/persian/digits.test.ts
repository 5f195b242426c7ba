import { describe, expect, it } from 'vitest';
import { formatNumber, parseTypedNumber, toLatinDigits, toPersianDigits } from './digits';
import { formatToman, rialToToman } from './money';
import { formatJalaliDate, formatJalaliNumeric } from './dates';

describe('Persian digits', () => {
  it('turns Latin digits into Persian ones and leaves the rest', () => {
    expect(toPersianDigits('404 - page 12')).toBe('۴۰۴ - page ۱۲');
    expect(toPersianDigits(1405)).toBe('۱۴۰۵');
    // A grade or a standard keeps its Latin digits; a number beside it does not.
    expect(toPersianDigits('میلگرد آجدار 12 A3، ASTM A615، بتن C40، تیرآهن IPE180')).toBe('میلگرد آجدار ۱۲ A3، ASTM A615، بتن C40، تیرآهن IPE180');
    // Other Latin words' digits are numbers, whole.
    expect(toPersianDigits('نبشی 40x40، ورق 2.5mm، 1.5kg، سایز12')).toBe('نبشی ۴۰x۴۰، ورق ۲.۵mm، ۱.۵kg، سایز۱۲');
  });

  it('reads Persian and Arabic-Indic digits back as Latin', () => {
    expect(toLatinDigits('۰۹۱۲۳۴۵۶۷۸۹')).toBe('09123456789');
    expect(toLatinDigits('٠٩١٢٣٤٥٦٧٨٩')).toBe('09123456789');
    expect(toLatinDigits('a۱b٢c3')).toBe('a1b2c3');
  });

  it('formats numbers with Persian digits and the Persian thousands separator', () => {
    expect(formatNumber(1250000)).toBe('۱٬۲۵۰٬۰۰۰');
    expect(formatNumber(12n)).toBe('۱۲');
  });
});

describe('money', () => {
  it('shows Rial amounts as Toman', () => {
    expect(rialToToman(125000)).toBe(12500);
    expect(formatToman(125000)).toBe('۱۲٬۵۰۰ تومان');
    expect(formatToman(9)).toBe('۰ تومان');
  });
});

describe('Jalali dates', () => {
  it('formats a UTC time as a Tehran Jalali date', () => {
    // 2026-03-20 21:00 UTC is already 1 Farvardin 1405 in Tehran (UTC+3:30).
    expect(formatJalaliNumeric('2026-03-20T21:00:00Z')).toBe('۱۴۰۵/۰۱/۰۱');
    expect(formatJalaliDate('2026-11-22T08:00:00Z')).toBe('۱ آذر ۱۴۰۵');
  });
});

describe('tomanInWords', () => {
  it('writes an amount of Rial out in Toman, hundreds as one word', async () => {
    const { tomanInWords } = await import('./money');
    expect(tomanInWords(308_500_000)).toBe('سی میلیون و هشتصد و پنجاه هزار تومان');
    expect(tomanInWords(0)).toBe('صفر تومان');
    expect(tomanInWords(4_000)).toBe('چهارصد تومان');
  });
});

describe('a number as typed', () => {
  it('reads Persian or Latin digits, separators, either decimal mark and a minus', () => {
    expect(parseTypedNumber('۳۴٬۵۰۰')).toBe(34_500);
    expect(parseTypedNumber('34,500')).toBe(34_500);
    expect(parseTypedNumber('۲٫۵')).toBe(2.5);
    expect(parseTypedNumber('-۴')).toBe(-4);
    expect(parseTypedNumber(' ')).toBeNull();
  });

  it('refuses words and what Number alone would take: hexadecimal, exponents, two decimal marks', () => {
    for (const typed of ['ارزان', 'چهار میلیون', '0x10', '1e3', '۱٫۲٫۳', 'Infinity', '+5']) expect(parseTypedNumber(typed), typed).toBe('invalid');
  });
});
