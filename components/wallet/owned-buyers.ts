import { fetchOwnedBuyers, walletKey } from '@/api/wallet';
import type { OwnedBuyer } from '@/api/contract/customers';
import { toPersianDigits } from '@/lib/persian';

/** The owner user's consumers, one read shared by its wallet page and a charge's result. */
export const ownedBuyersQuery = () => ({ queryKey: [...walletKey, 'owned-buyers'] as const, queryFn: fetchOwnedBuyers });

/** A consumer's phone as Iranians write it: ۰۹۱۲…, whatever form the account keeps. */
export const localPhone = (phone: string) => toPersianDigits(phone.replace(/^\+98/, '0'));

/** What a consumer is called: its name, or its phone when it has none. */
export const consumerName = (b: OwnedBuyer) => [b.firstName, b.lastName].filter(Boolean).join(' ') || localPhone(b.phone);
