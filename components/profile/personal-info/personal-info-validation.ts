import { birthDateRule, compact, emailRule, nameRule, nationalCodeRule, type RuleErrors } from './form-rules';

export type PersonalInfoValues = {
  firstName: string;
  lastName: string;
  nationalCode: string;
  email: string;
  /** Gregorian `YYYY-MM-DD`, or '' when not given; the picker shows it in the Jalali calendar. */
  birthDate: string;
};

export function validatePersonalInfo(values: PersonalInfoValues, now = Date.now()): RuleErrors<keyof PersonalInfoValues> {
  return compact({
    firstName: nameRule(values.firstName),
    lastName: nameRule(values.lastName),
    nationalCode: nationalCodeRule(values.nationalCode),
    email: emailRule(values.email),
    birthDate: birthDateRule(values.birthDate, now),
  });
}
