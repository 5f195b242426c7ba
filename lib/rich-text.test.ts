import { describe, expect, it } from 'vitest';
import { clipText, headingsUnderTitle, persianDigitsInHtml, plainText } from './rich-text';

describe('rich text', () => {
  it('turns digits Persian in the text only, never in a link or an entity', () => {
    expect(persianDigitsInHtml('<p>تحویل ۲ روزه، 12 شاخه <a href="tel:02188880000" rel="nofollow">021</a> &amp; &#39;</p>')).toBe(
      '<p>تحویل ۲ روزه، ۱۲ شاخه <a href="tel:02188880000" rel="nofollow">۰۲۱</a> &amp; &#39;</p>',
    );
  });

  it('gives a meta description plain text, and leaves plain text as it is', () => {
    expect(plainText('<h3>درباره</h3><p>فولاد &amp; آهن</p><ul><li>یک</li><li>دو</li></ul>')).toBe('درباره فولاد & آهن یک دو');
    expect(plainText('متن ساده\nبا دو خط')).toBe('متن ساده\nبا دو خط');
  });
});

describe('clipText', () => {
  it('cuts at whole characters and says it was cut', () => {
    expect(clipText('یادداشت کوتاه', 40)).toBe('یادداشت کوتاه');
    expect(clipText('پیش‌فاکتور میلگرد', 6)).toBe('پیش‌ف…');
    expect(clipText('😀😀😀', 2)).toBe('😀…');
  });
});

describe('headingsUnderTitle', () => {
  it('reads h3 and h4 one level up, and leaves other tags and the text alone', () => {
    expect(headingsUnderTitle('<h3>پس از ثبت</h3><p>h3 در متن</p><h4>گام دوم</h4><hr>')).toBe(
      '<h3 aria-level="2">پس از ثبت</h3><p>h3 در متن</p><h4 aria-level="3">گام دوم</h4><hr>',
    );
  });
});
