import { describe, expect, it } from 'vitest';
import { cleanFileName } from './checked-upload';

describe('cleanFileName', () => {
  it('drops what would disguise the name: direction overrides, isolates and marks, zero-width spaces', () => {
    // Shown as «receiptgnp.exe.pdf» with the override kept.
    expect(cleanFileName('receipt\u202Efdp.exe\u200B.png', 'png')).toBe('receiptfdp.exe.png');
    expect(cleanFileName('\u2067فاکتور\u2069\u200F.pdf', 'pdf')).toBe('فاکتور.pdf');
    expect(cleanFileName('\uFEFF\u202D', 'pdf')).toBe('پیوست.pdf');
  });

  it('keeps a Persian name whole, its half-spaces too, and ends it with the type the bytes showed', () => {
    expect(cleanFileName('پیش‌فاکتور خرید.pdf', 'pdf')).toBe('پیش‌فاکتور خرید.pdf');
    expect(cleanFileName('C:\\\\اسناد\\\\نقشه', 'png')).toBe('نقشه.png');
    expect(cleanFileName('a<b>:"c".jpg', 'jpg')).toBe('abc.jpg');
  });
});
