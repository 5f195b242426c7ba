import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKavenegarSender } from './kavenegar';
import { collectingLog, startFakeProvider } from './fake-provider';
import { SmsDeliveryError } from './types';

const API_KEY = 'KAVE-SECRET-4f9a0c2e';

describe('Kavenegar sender against a local fake', () => {
  let fake: Awaited<ReturnType<typeof startFakeProvider>>;
  beforeAll(async () => (fake = await startFakeProvider()));
  afterAll(() => fake.close());

  const sender = (log = collectingLog()) => ({
    log,
    sms: createKavenegarSender({
      apiKey: API_KEY,
      template: 'bazargah-otp',
      baseUrl: fake.baseUrl,
      log: log.log,
      timeoutMs: 2000,
    }),
  });

  it('posts receptor, token and template to verify/lookup.json under the key', async () => {
    fake.reply({
      status: 200,
      body: JSON.stringify({
        return: { status: 200, message: 'تایید شد' },
        entries: [{ messageid: 1 }],
      }),
    });
    const { sms, log } = sender();
    await sms.sendOtp('+989121234567', '482913');
    const request = fake.received.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`/v1/${API_KEY}/verify/lookup.json`);
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      receptor: '09121234567',
      token: '482913',
      template: 'bazargah-otp',
    });
    expect(log.text()).not.toContain(API_KEY);
    expect(log.text()).not.toContain('482913');
  });

  it("sends a direct order's outcome through the order template, and nothing without one", async () => {
    fake.reply({ status: 200, body: JSON.stringify({ return: { status: 200, message: 'تایید شد' } }) });
    const log = collectingLog();
    const withTemplate = createKavenegarSender({ apiKey: API_KEY, template: 'bazargah-otp', orderTemplate: 'bazargah-order', baseUrl: fake.baseUrl, log: log.log });
    await withTemplate.sendOrderNotice('+989121234567', { orderId: 42, outcome: 'rejected' });
    expect(Object.fromEntries(new URLSearchParams(fake.received.at(-1)!.body))).toEqual({
      receptor: '09121234567',
      token: '42',
      token2: 'رد',
      template: 'bazargah-order',
    });
    const before = fake.received.length;
    await sender().sms.sendOrderNotice('+989121234567', { orderId: 43, outcome: 'accepted' });
    expect(fake.received.length).toBe(before);
  });

  it.each([
    [
      'a wrong key (HTTP 403)',
      {
        status: 403,
        body: JSON.stringify({
          return: { status: 403, message: 'کد شناسائی API-Key معتبر نمی‌باشد' },
        }),
      },
      403,
    ],
    [
      'an unknown template (HTTP 424)',
      {
        status: 424,
        body: JSON.stringify({ return: { status: 424, message: 'الگوی مورد نظر پیدا نشد' } }),
      },
      424,
    ],
    [
      'a refusal inside a 200 answer',
      {
        status: 200,
        body: JSON.stringify({ return: { status: 418, message: 'اعتبار حساب شما کافی نیست' } }),
      },
      418,
    ],
    [
      'a gateway error page',
      { status: 502, body: '<html>Bad Gateway</html>', contentType: 'text/html' },
      502,
    ],
  ])('turns %s into SmsDeliveryError, logged without the key', async (_name, reply, status) => {
    fake.reply(reply);
    const { sms, log } = sender();
    const error = await sms.sendOtp('+989121234567', '111222').catch((e) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(error.providerStatus).toBe(status);
    expect(error.message).not.toContain(API_KEY);
    expect(log.lines.some((l) => l.level === 'error')).toBe(true);
    expect(log.text()).not.toContain(API_KEY);
  });

  it('reports a dropped connection and an unreachable host without the key', async () => {
    fake.reply('hang-up');
    const { sms, log } = sender();
    await expect(sms.sendOtp('+989121234567', '111222')).rejects.toBeInstanceOf(SmsDeliveryError);
    const offline = createKavenegarSender({
      apiKey: API_KEY,
      template: 't',
      baseUrl: 'http://127.0.0.1:9',
      log: log.log,
    });
    const error = await offline.sendOtp('+989121234567', '111222').catch((e) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(error.message).not.toContain(API_KEY);
    expect(log.text()).not.toContain(API_KEY);
  });
});
