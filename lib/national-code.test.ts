import { describe, expect, it } from 'vitest';
import { isValidNationalCode, normalizeNationalCode } from './national-code';

describe('national code', () => {
  it.each(['0499370899', '0084575948', '1234567891', '0013542419', '4608968882', '0010350829'])(
    'accepts %s, whose last digit matches',
    (code) => expect(isValidNationalCode(code)).toBe(true),
  );

  it('accepts Persian digits, spaces and dashes', () => {
    expect(isValidNationalCode('۰۴۹۹۳۷۰۸۹۹')).toBe(true);
    expect(isValidNationalCode('049-937089-9')).toBe(true);
    expect(normalizeNationalCode(' ۰۰۸۴ ۵۷۵ ۹۴۸ ')).toBe('0084575948');
  });

  it('rejects a wrong check digit', () => {
    expect(isValidNationalCode('0499370898')).toBe(false);
    expect(isValidNationalCode('2741140991')).toBe(false);
    expect(isValidNationalCode('1234567890')).toBe(false);
  });

  it('rejects repeated digits even though their sums check', () => {
    expect(isValidNationalCode('0000000000')).toBe(false);
    expect(isValidNationalCode('1111111111')).toBe(false);
  });

  it.each(['', '123', '04993708990', '049937089a', 'abcdefghij'])(
    'rejects %s (not ten digits)',
    (code) => {
      expect(normalizeNationalCode(code)).toBeNull();
      expect(isValidNationalCode(code)).toBe(false);
    },
  );
});
