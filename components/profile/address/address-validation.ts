import { compact, mobileRule, nameRule, postalCodeRule, textRule, type RuleErrors } from '../personal-info/form-rules';

export type AddressKind = 'delivery' | 'person';

export type AddressValues = {
  title: string;
  /** Province picked from /states/filter; only used to narrow the city list. */
  stateId: number | null;
  province: string;
  cityId: number | null;
  city: string;
  addressLine: string;
  postalCode: string;
  plaque: string;
  unit: string;
  /** Delivery addresses only. */
  receiverName: string;
  receiverPhone: string;
  isDefault: boolean;
  /** Person addresses only: a landline or any number, free text. */
  phone: string;
};

export const emptyAddress: AddressValues = {
  title: '',
  stateId: null,
  province: '',
  cityId: null,
  city: '',
  addressLine: '',
  postalCode: '',
  plaque: '',
  unit: '',
  receiverName: '',
  receiverPhone: '',
  isDefault: false,
  phone: '',
};

/** The contract's rules of an address (api/contract/addresses) with the place picked from the lists. */
export function validateAddress(values: AddressValues, kind: AddressKind): RuleErrors<keyof AddressValues> {
  const common = {
    title: textRule(values.title, { max: 60, required: true }),
    stateId: values.stateId === null && !values.province.trim() ? ('provinceRequired' as const) : undefined,
    cityId: values.cityId === null && !values.city.trim() ? ('cityRequired' as const) : undefined,
    addressLine: textRule(values.addressLine, { min: 5, max: 300, required: true }),
    postalCode: postalCodeRule(values.postalCode),
    plaque: textRule(values.plaque, { max: 20 }),
    unit: textRule(values.unit, { max: 20 }),
  };
  if (kind === 'person') return compact({ ...common, phone: textRule(values.phone, { max: 20 }) });
  return compact({
    ...common,
    receiverName: nameRule(values.receiverName, 100),
    receiverPhone: mobileRule(values.receiverPhone),
  });
}
