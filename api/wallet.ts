import { api } from './client';
import type { ChargeStarted, GatewayName, OnlinePayment, Payment, WalletEntry } from './contract/wallet';
import type { Membership, MembershipPlan } from './contract/trade';

/** The wallet and payments (server/routes/wallet). Money-moving calls carry the key of the user's one intent. */

export const walletKey = ['wallet'] as const;

/** One key per intent (a click): a repeat of the same intent — a retry, a double tap — moves money once. */
export const newIntentKey = () => crypto.randomUUID();
const once = (key: string) => ({ headers: { 'idempotency-key': key } });

export const fetchWalletCredit = () => api.get<{ balance: number }>('/wallettransactions/credit/byuser');

export const fetchWalletEntries = (before?: number, limit = 50) => api.get<WalletEntry[]>('/wallettransactions', { query: { before, limit } });

export const fetchGateways = () => api.get<{ name: GatewayName; title: string }[]>('/gateways');

export const fetchPayment = (id: number) => api.get<Payment>(`/payments/${id}`);

export const fetchAttempts = (paymentId: number) => api.get<OnlinePayment[]>('/onlinepayments/by-paymentid', { query: { paymentId } });

export const fetchPaymentsForRetry = () => api.get<Payment[]>('/payments/for-retry-pay');

export const chargeWallet = (amount: number, gateway: GatewayName, key: string) =>
  api.post<ChargeStarted>('/wallettransactions/charge', { amount, gateway }, once(key));

export const payFromWallet = (paymentId: number, key: string) => api.post<Payment>('/payments/wallet-pay', { paymentId }, once(key));

export const payOnline = (paymentId: number, gateway: GatewayName, key: string, retry = false) =>
  api.post<OnlinePayment>(retry ? '/onlinepayments/retry-request' : '/onlinepayments/request', { paymentId, gateway }, once(key));

export const cancelPayment = (paymentId: number, key: string) => api.post<Payment>(`/payments/${paymentId}/cancel`, undefined, once(key));

export const fetchMyMembership = () => api.get<Membership>('/membershipplans/mine');

export const fetchMembershipPlans = () => api.get<MembershipPlan[]>('/membershipplans');

export const buyMembershipPlan = (planId: number, key: string) => api.post<Payment>(`/membershipplans/${planId}/buy`, undefined, once(key));
