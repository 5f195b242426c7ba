import { deadlineOf } from '../../../lib/http/deadline';
import { maskPhone } from '../../../lib/phone';
import { SmsDeliveryError, type SmsLog, type SmsProviderName } from './types';

export type ProviderCall = {
  provider: SmsProviderName;
  apiKey: string;
  phone: string;
  url: string;
  init: RequestInit;
  fetch: typeof fetch;
  log: SmsLog;
  timeoutMs: number;
  /** Reads the provider's answer: null when it accepted the message, else a short reason. */
  judge(response: Response, body: unknown): { status?: number; reason: string } | null;
};

/** Keys travel in URLs and headers; whatever we log or throw is scrubbed of them first. */
export const redact = (text: string, secret: string) =>
  secret ? text.split(secret).join('***') : text;

/** One HTTP call to a provider: timeout, JSON parsing, a verdict, and logs without the key. */
export async function callProvider(call: ProviderCall): Promise<void> {
  const { provider, apiKey, log } = call;
  const where = { provider, phone: maskPhone(call.phone) };
  // The deadline covers reading the answer too; it is let go of either way (deadline.ts).
  const deadline = deadlineOf(call.timeoutMs);
  let response: Response;
  let text: string;
  try {
    try {
      response = await call.fetch(call.url, { ...call.init, signal: deadline.signal });
    } catch (error) {
      const reason = redact(
        error instanceof Error ? `${error.name}: ${error.message}` : 'network error',
        apiKey,
      );
      log.error({ ...where, reason }, 'SMS provider unreachable');
      throw new SmsDeliveryError(provider, reason);
    }
    text = await response.text().catch(() => '');
  } finally {
    deadline.release();
  }
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const verdict = call.judge(response, body);
  if (verdict) {
    const reason = redact(verdict.reason, apiKey).slice(0, 300);
    log.error(
      { ...where, httpStatus: response.status, providerStatus: verdict.status, reason },
      'SMS provider refused',
    );
    throw new SmsDeliveryError(provider, reason, verdict.status);
  }
  log.info(where, 'SMS sent');
}
