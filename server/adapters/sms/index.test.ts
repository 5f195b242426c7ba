import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '../../../lib/config/env';
import { createSmsSenderFromEnv } from './index';
import { startFakeProvider } from './fake-provider';
import { SmsDeliveryError } from './types';

const KEYS = ['SMS_PROVIDER', 'SMS_API_KEY', 'SMS_TEMPLATE', 'SMS_BASE_URL'] as const;

describe('the SMS sender SMS_PROVIDER selects', () => {
  let fake: Awaited<ReturnType<typeof startFakeProvider>>;
  const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
  const configure = (values: Partial<Record<(typeof KEYS)[number], string>>) => {
    for (const key of KEYS) {
      if (values[key] === undefined) delete process.env[key];
      else process.env[key] = values[key];
    }
    resetEnvForTests();
  };
  beforeAll(async () => (fake = await startFakeProvider()));
  afterEach(() => configure(saved));
  afterAll(() => fake.close());

  it('is the development sender by default', () => {
    configure({});
    expect(createSmsSenderFromEnv().name).toBe('dev');
  });

  it('sends through Kavenegar at SMS_BASE_URL', async () => {
    configure({
      SMS_PROVIDER: 'kavenegar',
      SMS_API_KEY: 'k-123',
      SMS_TEMPLATE: 'login',
      SMS_BASE_URL: fake.baseUrl,
    });
    fake.reply({ status: 200, body: JSON.stringify({ return: { status: 200, message: 'ok' } }) });
    const sender = createSmsSenderFromEnv();
    expect(sender.name).toBe('kavenegar');
    await sender.sendOtp('+989121234567', '123456');
    expect(fake.received.at(-1)?.url).toBe('/v1/k-123/verify/lookup.json');
  });

  it('sends through sms.ir at SMS_BASE_URL', async () => {
    configure({
      SMS_PROVIDER: 'smsir',
      SMS_API_KEY: 's-456',
      SMS_TEMPLATE: '100200',
      SMS_BASE_URL: fake.baseUrl,
    });
    fake.reply({ status: 200, body: JSON.stringify({ status: 1, message: 'ok' }) });
    await createSmsSenderFromEnv().sendOtp('+989121234567', '123456');
    expect(fake.received.at(-1)).toMatchObject({
      url: '/v1/send/verify',
      headers: { 'x-api-key': 's-456' },
    });
  });

  it('refuses to send, rather than crash, when a real provider lacks its key or template', async () => {
    configure({ SMS_PROVIDER: 'smsir', SMS_TEMPLATE: 'not-a-number', SMS_API_KEY: 'x' });
    await expect(createSmsSenderFromEnv().sendOtp('+989121234567', '1')).rejects.toBeInstanceOf(
      SmsDeliveryError,
    );
    configure({ SMS_PROVIDER: 'kavenegar' });
    await expect(createSmsSenderFromEnv().sendOtp('+989121234567', '1')).rejects.toBeInstanceOf(
      SmsDeliveryError,
    );
  });
});
