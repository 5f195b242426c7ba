import { toLocalMobile } from '../../../lib/phone';
import { callProvider } from './provider-call';
import { ORDER_OUTCOME_WORDS, type SmsLog, type SmsSender } from './types';

export const SMSIR_BASE_URL = 'https://api.sms.ir';

type SmsIrAnswer = { status?: number; message?: string };

/**
 * `SMS_TEMPLATE` is the template id, optionally followed by `:NAME` for the template's
 * placeholder (default `CODE`), e.g. `123456` or `123456:Code`.
 */
export function parseSmsIrTemplate(
  template: string,
): { templateId: number; parameter: string } | null {
  const match = /^\s*(\d+)\s*(?::\s*([A-Za-z0-9_]+)\s*)?$/.exec(template);
  return match ? { templateId: Number(match[1]), parameter: match[2] ?? 'CODE' } : null;
}

/** sms.ir's verify send: a template from their panel, the key in `x-api-key`, `status: 1` on success. */
export function createSmsIrSender(options: {
  apiKey: string;
  template: string;
  /** The order notices' template id; its parameters are `ORDER` and `STATUS`. */
  orderTemplate?: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  log: SmsLog;
  timeoutMs?: number;
}): SmsSender {
  const base = (options.baseUrl ?? SMSIR_BASE_URL).replace(/\/+$/, '');
  const template = parseSmsIrTemplate(options.template);
  if (!template)
    throw new Error('SMS_TEMPLATE for sms.ir must be a template id, optionally id:PARAMETER');
  const orderTemplateId = options.orderTemplate ? parseSmsIrTemplate(options.orderTemplate)?.templateId : undefined;
  async function verify(phone: string, templateId: number, parameters: { name: string; value: string }[]) {
    await callProvider({
      provider: 'smsir',
      apiKey: options.apiKey,
      phone,
      url: `${base}/v1/send/verify`,
      init: {
        method: 'POST',
        headers: {
          'x-api-key': options.apiKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ mobile: toLocalMobile(phone), templateId, parameters }),
      },
      fetch: options.fetch ?? globalThis.fetch,
      log: options.log,
      timeoutMs: options.timeoutMs ?? 10_000,
      judge(response, body) {
        const answer = (body ?? {}) as SmsIrAnswer;
        if (response.ok && answer.status === 1) return null;
        return {
          status: answer.status ?? response.status,
          reason: answer.message ?? `HTTP ${response.status}`,
        };
      },
    });
  }
  return {
    name: 'smsir',
    sendOtp: (phone, code) => verify(phone, template.templateId, [{ name: template.parameter, value: code }]),
    async sendOrderNotice(phone, notice) {
      if (orderTemplateId === undefined) {
        options.log.info({ provider: 'smsir', orderId: notice.orderId }, 'order SMS not sent: SMS_ORDER_TEMPLATE is not set');
        return;
      }
      await verify(phone, orderTemplateId, [
        { name: 'ORDER', value: String(notice.orderId) },
        { name: 'STATUS', value: ORDER_OUTCOME_WORDS[notice.outcome] },
      ]);
    },
  };
}
