import type { deliveryAddresses } from '../../db/schema';

type Address = Pick<typeof deliveryAddresses.$inferSelect, 'province' | 'city' | 'addressLine' | 'postalCode' | 'receiverName' | 'receiverPhone'>;

/** An address as an order keeps it: fixed when chosen, so later edits of the address book leave the order alone. */
export function deliveryAddressText(a: Address): string {
  return [a.province, a.city, a.addressLine, a.postalCode ? `کد پستی ${a.postalCode}` : null, `${a.receiverName} ${a.receiverPhone.replace('+98', '0')}`]
    .filter(Boolean)
    .join('، ');
}
