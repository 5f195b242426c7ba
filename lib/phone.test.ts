import { describe, expect, it } from 'vitest';
import { isIranMobile, maskPhone, normalizeIranMobile, toLocalMobile } from './phone';

describe('normalizeIranMobile', () => {
  it.each([
    ['09121234567'],
    ['9121234567'],
    ['+989121234567'],
    ['989121234567'],
    ['00989121234567'],
    ['۰۹۱۲۱۲۳۴۵۶۷'],
    ['٠٩١٢١٢٣٤٥٦٧'],
    ['0912 123 4567'],
    ['0912-123-4567'],
    ['+98 912 123 45 67'],
    ['۰۹۱۲-۱۲۳ ۴۵۶۷'],
    ['\u200e0912\u00a01234567\u200f'],
    ['۰۰۹۸ ۹۱۲ ۱۲۳ ۴۵ ۶۷'],
  ])('reads %s as +989121234567', (input) => {
    expect(normalizeIranMobile(input)).toBe('+989121234567');
  });

  it.each([
    [''],
    ['abc'],
    ['0912123456'], // one digit short
    ['091212345678'], // one digit long
    ['08121234567'], // landline-like prefix
    ['+9891212345'],
    ['+19121234567'],
    ['0098 812 123 4567'],
    ['0912.123.4567'],
    ['0912(123)4567'],
    ['++989121234567'],
    ['9891212345678'],
    ['0'.repeat(50)],
  ])('rejects %s', (input) => {
    expect(normalizeIranMobile(input)).toBeNull();
    expect(isIranMobile(input)).toBe(false);
  });

  it('gives the local form providers expect and a masked form for logs', () => {
    expect(toLocalMobile('+989121234567')).toBe('09121234567');
    expect(() => toLocalMobile('12')).toThrow();
    expect(maskPhone('+989121234567')).toBe('+98912***4567');
    expect(maskPhone('+989121234567')).not.toContain('1234567');
  });
});
