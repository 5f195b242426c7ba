import { toLocalMobile } from '../../../lib/phone';
import { callProvider } from './provider-call';
import { ORDER_OUTCOME_WORDS, type SmsLog, type SmsSender } from './types';

export const KAVENEGAR_BASE_URL = 'https://api.kavenegar.com';

type KavenegarAnswer = { return?: { status?: number; message?: string } };

/**
 * Kavenegar's verify/lookup: a template approved in their panel, the code as `%token%`. The key
 * sits in the path, so the request goes as a form POST to keep the code and number out of URLs.
 */
export function createKavenegarSender(options: {
  apiKey: string;
  template: string;
  /** The order notices' template: `%token%` the order number, `%token2%` the outcome. */
  orderTemplate?: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  log: SmsLog;
  timeoutMs?: number;
}): SmsSender {
  const base = (options.baseUrl ?? KAVENEGAR_BASE_URL).replace(/\/+$/, '');
  async function lookup(phone: string, params: Record<string, string>) {
    await callProvider({
      provider: 'kavenegar',
      apiKey: options.apiKey,
      phone,
      url: `${base}/v1/${encodeURIComponent(options.apiKey)}/verify/lookup.json`,
      init: {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ receptor: toLocalMobile(phone), ...params }),
      },
      fetch: options.fetch ?? globalThis.fetch,
      log: options.log,
      timeoutMs: options.timeoutMs ?? 10_000,
      // Success is `return.status` 200; errors carry their code there and, usually, as HTTP status.
      judge(response, body) {
        const answer = (body ?? {}) as KavenegarAnswer;
        const status = answer.return?.status;
        if (response.ok && status === 200) return null;
        return {
          status: status ?? response.status,
          reason: answer.return?.message ?? `HTTP ${response.status}`,
        };
      },
    });
  }
  return {
    name: 'kavenegar',
    sendOtp: (phone, code) => lookup(phone, { token: code, template: options.template }),
    async sendOrderNotice(phone, notice) {
      if (!options.orderTemplate) {
        options.log.info({ provider: 'kavenegar', orderId: notice.orderId }, 'order SMS not sent: SMS_ORDER_TEMPLATE is not set');
        return;
      }
      await lookup(phone, { token: String(notice.orderId), token2: ORDER_OUTCOME_WORDS[notice.outcome], template: options.orderTemplate });
    },
  };
}
