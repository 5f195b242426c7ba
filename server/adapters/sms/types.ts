export type SmsProviderName = 'dev' | 'kavenegar' | 'smsir';

/** Sends login codes. Each provider turns its own wire format into success or SmsDeliveryError. */
export interface SmsSender {
  readonly name: SmsProviderName;
  /** `phone` is normalised `+989…`; `code` is the six digits. */
  sendOtp(phone: string, code: string): Promise<void>;
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
