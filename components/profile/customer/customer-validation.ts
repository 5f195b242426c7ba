import { compact, economicCodeRule, mobileRule, nameRule, nationalCodeRule, textRule, type RuleErrors } from '../personal-info/form-rules';

export type CustomerDetails = { title: string; economicCode: string; phone: string; description: string };
export type PersonCustomerValues = CustomerDetails & { firstName: string; lastName: string; nationalCode: string };
export type MerchantAgentValues = {
  firstName: string;
  lastName: string;
  phone: string;
  nationalCode: string;
  position: string;
  isActive: boolean;
};

const detailRules = (v: CustomerDetails, titleRequired: boolean) => ({
  title: textRule(v.title, { max: 100, required: titleRequired }),
  economicCode: economicCodeRule(v.economicCode),
  phone: textRule(v.phone, { max: 20 }),
  description: textRule(v.description, { max: 500 }),
});

/** `POST /customers/personcustomer`: the person's names and national code are required. */
export function validatePersonCustomer(v: PersonCustomerValues): RuleErrors<keyof PersonCustomerValues> {
  return compact({
    firstName: nameRule(v.firstName),
    lastName: nameRule(v.lastName),
    nationalCode: nationalCodeRule(v.nationalCode, true),
    ...detailRules(v, false),
  });
}

/** `PUT /customers/profile`: the shown name is required there. */
export function validateCustomerProfile(v: CustomerDetails): RuleErrors<keyof CustomerDetails> {
  return compact(detailRules(v, true));
}

export function validateMerchantAgent(v: MerchantAgentValues): RuleErrors<keyof MerchantAgentValues> {
  return compact({
    firstName: nameRule(v.firstName),
    lastName: nameRule(v.lastName),
    phone: mobileRule(v.phone),
    nationalCode: nationalCodeRule(v.nationalCode),
    position: textRule(v.position, { max: 100 }),
  });
}
