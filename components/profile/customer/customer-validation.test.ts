import { describe, expect, it } from 'vitest';
import { validateCustomerProfile, validateMerchantAgent, validatePersonCustomer } from './customer-validation';

const details = { title: '', economicCode: '', phone: '', description: '' };

describe('customer validation', () => {
  it('needs names and a valid national code to register as a customer', () => {
    expect(validatePersonCustomer({ ...details, firstName: 'مریم', lastName: 'احمدی', nationalCode: '0499370899' })).toEqual({});
    expect(validatePersonCustomer({ ...details, firstName: '', lastName: 'احمدی', nationalCode: '' })).toEqual({
      firstName: 'required',
      nationalCode: 'required',
    });
    expect(validatePersonCustomer({ ...details, firstName: 'مریم', lastName: 'احمدی', nationalCode: '0499370890', economicCode: '123' })).toEqual({
      nationalCode: 'nationalCodeInvalid',
      economicCode: 'economicCodeInvalid',
    });
  });

  it('requires the shown name on the customer profile', () => {
    expect(validateCustomerProfile(details)).toEqual({ title: 'required' });
    expect(validateCustomerProfile({ ...details, title: 'بازرگانی نور', economicCode: '۴۱۱۱۱۱۱۱۱۱۱۱' })).toEqual({});
  });

  it('needs a merchant agent’s names and mobile', () => {
    const agent = { firstName: 'رضا', lastName: 'کریمی', phone: '09121234567', nationalCode: '', position: '', isActive: true };
    expect(validateMerchantAgent(agent)).toEqual({});
    expect(validateMerchantAgent({ ...agent, phone: '12345' })).toEqual({ phone: 'mobileInvalid' });
  });
});
