import { api } from './client';
import type { BalancePoint, ChargeStarted, GatewayName, OnlinePayment, Payment, WalletEntry, WalletEntryType } from './contract/wallet';
import type { Page } from './contract/paging';
import type { OwnedBuyer } from './contract/customers';
import type { Membership, MembershipPlan } from './contract/trade';

/** The wallet and payments (server/routes/wallet). Money-moving calls carry the key of the user's one intent. */

export const walletKey = ['wallet'] as const;

/** One key per intent (a click): a repeat of the same intent — a retry, a double tap — moves money once. */
export const newIntentKey = () => crypto.randomUUID();
const once = (key: string) => ({ headers: { 'idempotency-key': key } });

type CallOptions = { headers?: HeadersInit; signal?: AbortSignal; timeout?: number };

export const fetchWalletCredit = (options: CallOptions = {}) => api.get<{ balance: number }>('/wallettransactions/credit/byuser', options);

/**
 * The balance. On the server (`headers`, a short `timeout`) the wallet's first screen comes with
 * it; a slow answer leaves it to the browser rather than hold the page.
 */
export const walletCreditQuery = (headers?: HeadersInit, timeout?: number) => ({
  queryKey: [...walletKey, 'credit'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchWalletCredit({ headers, signal, timeout }),
});

export type WalletEntriesParams = {
  pageNumber: number;
  pageSize: number;
  direction?: 'asc' | 'desc';
  types: WalletEntryType[];
  from?: string;
  to?: string;
  text?: string;
};

export const fetchWalletEntries = (p: WalletEntriesParams) =>
  api.get<Page<WalletEntry>>('/wallettransactions', {
    query: {
      'paging.pageNumber': p.pageNumber,
      'paging.pageSize': p.pageSize,
      'sorting.direction': p.direction,
      'filter.type': p.types.length ? p.types.join(',') : undefined,
      'filter.from': p.from,
      'filter.to': p.to,
      'filter.text': p.text || undefined,
    },
  });

export const fetchBalanceHistory = (days: number) => api.get<BalancePoint[]>('/wallettransactions/balance-history', { query: { days } });

export const fetchOwnedBuyers = () => api.get<OwnedBuyer[]>('/buyers/owned');

export const registerOwnedBuyer = (input: { phone: string; firstName?: string; lastName?: string }) => api.post<unknown>('/buyers', input);

export const fetchGateways = () => api.get<{ name: GatewayName; title: string }[]>('/gateways');

export const fetchPayment = (id: number) => api.get<Payment>(`/payments/${id}`);

export const fetchAttempts = (paymentId: number) => api.get<OnlinePayment[]>('/onlinepayments/by-paymentid', { query: { paymentId } });

export const fetchPaymentsForRetry = (options: CallOptions = {}) => api.get<Payment[]>('/payments/for-retry-pay', options);

/** The payments still to pay, as `walletCreditQuery`. */
export const pendingPaymentsQuery = (headers?: HeadersInit, timeout?: number) => ({
  queryKey: [...walletKey, 'pending'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchPaymentsForRetry({ headers, signal, timeout }),
});

/** A charge of the caller's wallet, or (an owner user) of a consumer's it owns. */
export const chargeWallet = (amount: number, gateway: GatewayName, key: string, forUserId?: number) =>
  forUserId
    ? api.post<ChargeStarted>('/wallettransactions/charge-by-user', { userId: forUserId, amount, gateway }, once(key))
    : api.post<ChargeStarted>('/wallettransactions/charge', { amount, gateway }, once(key));

export const payFromWallet = (paymentId: number, key: string) => api.post<Payment>('/payments/wallet-pay', { paymentId }, once(key));

export const payOnline = (paymentId: number, gateway: GatewayName, key: string, retry = false) =>
  api.post<OnlinePayment>(retry ? '/onlinepayments/retry-request' : '/onlinepayments/request', { paymentId, gateway }, once(key));

export const cancelPayment = (paymentId: number, key: string) => api.post<Payment>(`/payments/${paymentId}/cancel`, undefined, once(key));

export const fetchMyMembership = () => api.get<Membership>('/membershipplans/mine');

export const fetchMembershipPlans = () => api.get<MembershipPlan[]>('/membershipplans');

export const buyMembershipPlan = (planId: number, key: string) => api.post<Payment>(`/membershipplans/${planId}/buy`, undefined, once(key));
