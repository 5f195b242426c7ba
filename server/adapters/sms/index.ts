import { env } from '../../../lib/config/env';
import { logger } from '../../logger';
import { createDevSmsSender } from './dev';
import { createKavenegarSender } from './kavenegar';
import { createSmsIrSender } from './smsir';
import { SmsDeliveryError, type SmsSender } from './types';

export * from './types';
export { readLatestOutboxCode, type OutboxLine } from './dev';

/** A sender that always refuses: a real provider chosen without its key or template. */
function misconfigured(name: SmsSender['name'], reason: string): SmsSender {
  logger.error({ provider: name, reason }, 'SMS provider misconfigured');
  return {
    name,
    async sendOtp() {
      throw new SmsDeliveryError(name, reason);
    },
    async sendOrderNotice() {
      throw new SmsDeliveryError(name, reason);
    },
  };
}

/** The sender SMS_PROVIDER selects (`dev` when unset). */
export function createSmsSenderFromEnv(): SmsSender {
  const config = env();
  const log = logger.child({ component: 'sms' });
  if (config.SMS_PROVIDER === 'dev') {
    // The dev sender writes codes to the log and a file: never outside development (production
    // refuses to start with it, see lib/config/env.ts; staging gets a sender that sends nothing).
    if (config.APP_ENV !== 'development')
      return misconfigured('dev', `the dev sender works only when APP_ENV=development, not ${config.APP_ENV}`);
    return createDevSmsSender({ outbox: config.SMS_OUTBOX, log });
  }
  const { SMS_API_KEY: apiKey, SMS_TEMPLATE: template, SMS_ORDER_TEMPLATE: orderTemplate, SMS_BASE_URL: baseUrl } = config;
  if (!apiKey || !template)
    return misconfigured(config.SMS_PROVIDER, 'SMS_API_KEY and SMS_TEMPLATE are required');
  if (config.SMS_PROVIDER === 'kavenegar')
    return createKavenegarSender({ apiKey, template, orderTemplate, baseUrl, log });
  try {
    return createSmsIrSender({ apiKey, template, orderTemplate, baseUrl, log });
  } catch (error) {
    return misconfigured('smsir', (error as Error).message);
  }
}

let sender: SmsSender | undefined;
let override: SmsSender | undefined;

export function getSmsSender(): SmsSender {
  if (override) return override;
  sender ??= createSmsSenderFromEnv();
  return sender;
}

/** Tests capture codes with a sender of their own (undefined restores the configured one). */
export function useSmsSenderForTests(testSender: SmsSender | undefined): void {
  override = testSender;
}
