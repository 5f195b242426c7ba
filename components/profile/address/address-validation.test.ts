import { describe, expect, it } from 'vitest';
import { emptyAddress, validateAddress, type AddressValues } from './address-validation';
import { addressPayload } from './address-dialog';

const delivery: AddressValues = {
  ...emptyAddress,
  title: 'خانه',
  stateId: 1,
  province: 'تهران',
  cityId: 1,
  city: 'تهران',
  addressLine: 'خیابان ولیعصر، پلاک ۱۲',
  receiverName: 'مریم احمدی',
  receiverPhone: '۰۹۱۲۳۴۵۶۷۸۹',
};

describe('address validation', () => {
  it('passes a complete delivery address', () => {
    expect(validateAddress(delivery, 'delivery')).toEqual({});
  });

  it('names every missing required field', () => {
    expect(validateAddress(emptyAddress, 'delivery')).toEqual({
      title: 'required',
      stateId: 'provinceRequired',
      cityId: 'cityRequired',
      addressLine: 'required',
      receiverName: 'required',
      receiverPhone: 'required',
    });
  });

  it('checks the receiver mobile, the postal code and the address length', () => {
    const errors = validateAddress({ ...delivery, receiverPhone: '۰۲۱۸۸۸۸۸۸۸۸', postalCode: '۱۲۳', addressLine: 'کوچه' }, 'delivery');
    expect(errors).toEqual({ receiverPhone: 'mobileInvalid', postalCode: 'postalCodeInvalid', addressLine: 'tooShort' });
    expect(validateAddress({ ...delivery, postalCode: '۱۵۹۱۶-۳۴۳۱۱' }, 'delivery')).toEqual({});
  });

  it('does not ask a person address for a receiver', () => {
    expect(validateAddress({ ...delivery, receiverName: '', receiverPhone: '' }, 'person')).toEqual({});
    expect(validateAddress({ ...delivery, phone: '1'.repeat(21) }, 'person')).toEqual({ phone: 'tooLong' });
  });

  it('sends each kind only its own fields', () => {
    expect(addressPayload(delivery, 'delivery')).not.toHaveProperty('phone');
    expect(addressPayload(delivery, 'delivery')).toMatchObject({ cityId: 1, receiverName: 'مریم احمدی', isDefault: false });
    const person = addressPayload({ ...delivery, phone: '02112345678' }, 'person');
    expect(person).toMatchObject({ phone: '02112345678' });
    expect(person).not.toHaveProperty('receiverName');
    expect(person).not.toHaveProperty('stateId');
  });
});
