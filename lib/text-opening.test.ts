import { describe, expect, it } from 'vitest';
import { textOpening } from './text-opening';

describe('textOpening', () => {
  it('keeps a short text whole, and cuts a long one after its last whole word within the bound', () => {
    expect(textOpening('ارسال رایگان')).toBe('ارسال رایگان');
    expect(textOpening('  تخفیف\n ویژه  ')).toBe('تخفیف ویژه');
    expect(textOpening('ارسال رایگان برای همهٔ سفارش‌های بالای ده میلیون تومان در تهران', 30)).toBe('ارسال رایگان برای همهٔ…');
    // One long word is cut within it, never split inside an emoji.
    expect(textOpening('😀'.repeat(50), 10)).toBe(`${'😀'.repeat(10)}…`);
  });
});
