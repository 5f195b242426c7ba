import { describe, expect, it } from 'vitest';
import { validatePersonalInfo, type PersonalInfoValues } from './personal-info-validation';
import { birthDateRule, emailRule, nationalCodeRule } from './form-rules';

const valid: PersonalInfoValues = { firstName: 'مریم', lastName: 'احمدی', nationalCode: '', email: '', birthDate: '' };
const now = Date.UTC(2026, 10, 22);

describe('personal info validation', () => {
  it('passes a filled form and one with the optional fields blank', () => {
    expect(validatePersonalInfo(valid, now)).toEqual({});
    expect(validatePersonalInfo({ ...valid, nationalCode: '۰۴۹۹۳۷۰۸۹۹', email: 'a@b.ir', birthDate: '1990-03-21' }, now)).toEqual({});
  });

  it('requires both names and refuses digits or markup in them', () => {
    expect(validatePersonalInfo({ ...valid, firstName: '  ', lastName: 'علی۲' }, now)).toEqual({ firstName: 'required', lastName: 'nameInvalid' });
    expect(validatePersonalInfo({ ...valid, firstName: '<b>' }, now).firstName).toBe('nameInvalid');
    expect(validatePersonalInfo({ ...valid, firstName: 'ا'.repeat(51) }, now).firstName).toBe('tooLong');
  });

  it('checks the national code by its check digit, in any digits', () => {
    expect(nationalCodeRule('0499370899')).toBeUndefined();
    expect(nationalCodeRule('۰۴۹۹۳۷۰۸۹۹')).toBeUndefined();
    expect(nationalCodeRule('0499370898')).toBe('nationalCodeInvalid');
    expect(nationalCodeRule('1111111111')).toBe('nationalCodeInvalid');
    expect(nationalCodeRule('12345')).toBe('nationalCodeInvalid');
    expect(nationalCodeRule('', true)).toBe('required');
  });

  it('checks e-mail addresses', () => {
    expect(emailRule('person@example.com')).toBeUndefined();
    expect(emailRule('person@')).toBe('emailInvalid');
    expect(emailRule('no spaces@example.com')).toBe('emailInvalid');
  });

  it('takes a real past day after 1900 as the birth date', () => {
    expect(birthDateRule('2000-02-29', now)).toBeUndefined();
    expect(birthDateRule('2001-02-29', now)).toBe('birthDateInvalid');
    expect(birthDateRule('2030-01-01', now)).toBe('birthDateInvalid');
    expect(birthDateRule('1899-12-31', now)).toBe('birthDateInvalid');
    expect(birthDateRule('invalid', now)).toBe('birthDateInvalid');
  });
});
