import type { Role } from '../../../api/contract/enums';

/** Demo accounts a newcomer can log in as (README lists them; codes arrive in the SMS outbox). */
export const DEMO_USERS: { phone: string; firstName: string; lastName: string; roles: Role[] }[] = [
  { phone: '+989120000001', firstName: 'مدیر', lastName: 'سامانه', roles: ['admin', 'buyer'] },
  { phone: '+989120000002', firstName: 'رضا', lastName: 'تأمین‌کار', roles: ['supplier', 'buyer'] },
  { phone: '+989120000003', firstName: 'مریم', lastName: 'خریدار', roles: ['buyer'] },
];
