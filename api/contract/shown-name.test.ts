import { describe, expect, it } from 'vitest';
import { optionalShownName, shownName } from './shown-name';
import { personName } from './users';

describe('shownName', () => {
  const name = shownName(2, 20);

  it('drops direction and zero-width controls and runs of spaces, and keeps ZWNJ', () => {
    expect(name.parse('\u202eفولاد   کاوه\u200f ')).toBe('فولاد کاوه');
    expect(name.parse('بازرگانی\u200b نیک‌اندیش')).toBe('بازرگانی نیک‌اندیش');
  });

  it('a control character (a bell, a backspace, C1, a tab, a line break) is a space between words', () => {
    expect(name.parse('راهنمای\u0007 خرید\u0008\u0085')).toBe('راهنمای خرید');
    expect(name.parse('میلگرد\tآجدار\n۱۲\u001fA3')).toBe('میلگرد آجدار ۱۲ A3');
    expect(name.safeParse('\u0007\u001b').success).toBe(false);
  });

  it('refuses a name that is only controls, spaces or punctuation, or too long', () => {
    expect(name.safeParse('\u200f\u202e\u2066 \u200b').success).toBe(false);
    for (const blank of ['\u3164', '\u115f\u3164', 'ـــ', '\u2060\u200d\u034f', '\u200c\u200c']) expect(name.safeParse(blank).success, blank).toBe(false);
    expect(name.safeParse('!!!').success).toBe(false);
    expect(name.safeParse('آ'.repeat(21)).success).toBe(false);
    expect(name.safeParse('\u200b'.repeat(41)).success).toBe(false);
  });

  it('optional: blank or only controls is null', () => {
    const optional = optionalShownName(20);
    expect(optional.parse('\u200b \u200f')).toBeNull();
    expect(optional.parse(null)).toBeNull();
    expect(optional.parse(' میلگرد\u202e ۱۲ ')).toBe('میلگرد ۱۲');
    expect(optional.safeParse('---').success).toBe(false);
    expect(optional.parse('۳۰۴')).toBe('۳۰۴');
  });

  it("a person's name is cleaned the same way", () => {
    expect(personName().parse('\u202eمدیر')).toBe('مدیر');
    expect(personName().safeParse('\u200f\u200b').success).toBe(false);
  });
});
