export type SmsProviderName = 'dev' | 'kavenegar' | 'smsir';

/**
 * What a side of a direct order is told by SMS: the supplier that an order reached it (`received`),
 * the buyer that the supplier answered (`countered` with a new price or date, `accepted`, `rejected`).
 */
export type OrderNotice = { orderId: number; outcome: 'received' | 'countered' | 'accepted' | 'rejected' };

/**
 * The outcome as the SMS template's second token says it: one word (Kavenegar's tokens hold no
 * spaces) that reads in one template for all four, «سفارش مستقیم شمارهٔ {token} {token2} شد».
 */
export const ORDER_OUTCOME_WORDS: Record<OrderNotice['outcome'], string> = {
  received: 'ثبت',
  countered: 'قیمت‌گذاری',
  accepted: 'پذیرفته',
  rejected: 'رد',
};

/** Sends login codes and order notices. Each provider turns its own wire format into success or SmsDeliveryError. */
export interface SmsSender {
  readonly name: SmsProviderName;
  /** `phone` is normalised `+989…`; `code` is the six digits. */
  sendOtp(phone: string, code: string): Promise<void>;
  /** Through a template of its own (`SMS_ORDER_TEMPLATE`); without one, a real provider sends nothing and logs so. */
  sendOrderNotice(phone: string, notice: OrderNotice): Promise<void>;
}

/** The provider did not take the message. `reason` is safe to log: it never holds the API key. */
export class SmsDeliveryError extends Error {
  constructor(
    public readonly provider: SmsProviderName,
    public readonly reason: string,
    public readonly providerStatus?: number,
  ) {
    super(`${provider}: ${reason}`);
    this.name = 'SmsDeliveryError';
  }
}

/** Where adapters report; pino's logger fits, tests pass a collector. */
export type SmsLog = {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
};
