import type { Role } from '../../../api/contract/enums';

/** The demo supplier user: the seed gives it the first two generated storefronts. */
export const DEMO_SUPPLIER_PHONE = '+989120000002';
/** A second supplier user, owning the third storefront: another seller to talk to and test with. */
export const DEMO_SECOND_SUPPLIER_PHONE = '+989120000004';

/** The demo buyer: the seed gives it direct orders to the demo storefronts, one in every state. */
export const DEMO_BUYER_PHONE = '+989120000003';

/** A third supplier user, owning the fourth storefront: the one that writes pages in the e2e suite. */
export const DEMO_THIRD_SUPPLIER_PHONE = '+989120000006';

/** An owner user (PRODUCT.md, roles): the demo buyer is its consumer, whose wallet it charges. */
export const DEMO_OWNER_PHONE = '+989120000005';

/** The storefronts' owners by their place in the generated list (the rest have none). */
export const DEMO_STOREFRONT_OWNERS = [DEMO_SUPPLIER_PHONE, DEMO_SUPPLIER_PHONE, DEMO_SECOND_SUPPLIER_PHONE, DEMO_THIRD_SUPPLIER_PHONE];

/** Demo accounts a newcomer can log in as (README lists them; codes arrive in the SMS outbox). */
export const DEMO_USERS: { phone: string; firstName: string; lastName: string; roles: Role[] }[] = [
  { phone: '+989120000001', firstName: 'مدیر', lastName: 'سامانه', roles: ['admin', 'buyer'] },
  { phone: DEMO_SUPPLIER_PHONE, firstName: 'رضا', lastName: 'تأمین‌کار', roles: ['supplier', 'buyer'] },
  { phone: DEMO_BUYER_PHONE, firstName: 'مریم', lastName: 'خریدار', roles: ['buyer'] },
  { phone: DEMO_SECOND_SUPPLIER_PHONE, firstName: 'سارا', lastName: 'فروشنده', roles: ['supplier', 'buyer'] },
  { phone: DEMO_THIRD_SUPPLIER_PHONE, firstName: 'کاوه', lastName: 'سازنده', roles: ['supplier', 'buyer'] },
  { phone: DEMO_OWNER_PHONE, firstName: 'نادر', lastName: 'کارفرما', roles: ['owner', 'buyer'] },
];

