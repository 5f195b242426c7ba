import type { GatewayName } from '../../../api/contract/wallet';

/** What a gateway says when asked whether an attempt was paid. */
export type Verification =
  | { outcome: 'paid'; refId: string }
  /** The payer did not pay (cancelled, failed, wrong amount): the attempt ends, the payment may be retried. */
  | { outcome: 'failed'; reason: string }
  /** No answer (timeout, network, the gateway's own error): only a later check can tell. */
  | { outcome: 'unknown'; reason: string };

/**
 * An Iranian payment gateway: start an attempt (the gateway's token and the page the payer goes
 * to), read its callback, and verify with the amount from our own database — never the callback's.
 * An "already verified" answer is `paid`.
 */
export interface PaymentGateway {
  readonly name: GatewayName;
  request(input: { amount: number; description: string; callbackUrl: string; mobile?: string | null }): Promise<{ authority: string; redirectUrl: string }>;
  /** The attempt's token and whether the gateway says the payer came back paid; null for a callback that is not one. */
  readCallback(query: URLSearchParams): { authority: string; ok: boolean } | null;
  verify(input: { authority: string; amount: number }): Promise<Verification>;
}

/** The gateway would not start an attempt: nothing was charged; the payer may try again. */
export class GatewayRequestError extends Error {
  constructor(
    public readonly gateway: GatewayName,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayRequestError';
  }
}
