import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsIrSender, parseSmsIrTemplate } from './smsir';
import { collectingLog, startFakeProvider } from './fake-provider';
import { SmsDeliveryError } from './types';

const API_KEY = 'SMSIR-SECRET-77b1d9';

describe('sms.ir sender against a local fake', () => {
  let fake: Awaited<ReturnType<typeof startFakeProvider>>;
  beforeAll(async () => (fake = await startFakeProvider()));
  afterAll(() => fake.close());

  const sender = (template = '654321', log = collectingLog()) => ({
    log,
    sms: createSmsIrSender({
      apiKey: API_KEY,
      template,
      baseUrl: `${fake.baseUrl}/`,
      log: log.log,
      timeoutMs: 2000,
    }),
  });

  it('posts mobile, template id and the code parameter with the key in x-api-key', async () => {
    fake.reply({
      status: 200,
      body: JSON.stringify({ status: 1, message: 'موفق', data: { messageId: 9, cost: 1 } }),
    });
    const { sms, log } = sender('654321:Code');
    await sms.sendOtp('+989351112233', '007316');
    const request = fake.received.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/send/verify');
    expect(request.headers['x-api-key']).toBe(API_KEY);
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      mobile: '09351112233',
      templateId: 654321,
      parameters: [{ name: 'Code', value: '007316' }],
    });
    expect(log.text()).not.toContain(API_KEY);
  });

  it("sends a direct order's outcome as ORDER and STATUS of the order template", async () => {
    fake.reply({ status: 200, body: JSON.stringify({ status: 1, message: 'موفق' }) });
    const log = collectingLog();
    const sms = createSmsIrSender({ apiKey: API_KEY, template: '654321', orderTemplate: '777001', baseUrl: fake.baseUrl, log: log.log });
    await sms.sendOrderNotice('+989351112233', { orderId: 8, outcome: 'accepted' });
    expect(JSON.parse(fake.received.at(-1)!.body)).toEqual({
      mobile: '09351112233',
      templateId: 777001,
      parameters: [
        { name: 'ORDER', value: '8' },
        { name: 'STATUS', value: 'پذیرفته' },
      ],
    });
  });

  it('reads the template setting', () => {
    expect(parseSmsIrTemplate('123')).toEqual({ templateId: 123, parameter: 'CODE' });
    expect(parseSmsIrTemplate('123:OTP_CODE')).toEqual({ templateId: 123, parameter: 'OTP_CODE' });
    expect(parseSmsIrTemplate('otp')).toBeNull();
    expect(() =>
      createSmsIrSender({ apiKey: API_KEY, template: 'otp', log: collectingLog().log }),
    ).toThrow();
  });

  it.each([
    [
      'a wrong key (HTTP 401)',
      { status: 401, body: JSON.stringify({ status: 0, message: 'کلید وب سرویس نامعتبر است' }) },
      0,
    ],
    [
      'a refusal inside a 200 answer',
      { status: 200, body: JSON.stringify({ status: 105, message: 'قالب یافت نشد' }) },
      105,
    ],
    ['an empty 500', { status: 500, body: '' }, 500],
  ])('turns %s into SmsDeliveryError, logged without the key', async (_name, reply, status) => {
    fake.reply(reply);
    const { sms, log } = sender();
    const error = await sms.sendOtp('+989351112233', '123123').catch((e) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(error.providerStatus).toBe(status);
    expect(log.lines.find((l) => l.level === 'error')).toBeTruthy();
    expect(log.text()).not.toContain(API_KEY);
  });

  it('never echoes the key even when the provider does', async () => {
    fake.reply({ status: 400, body: JSON.stringify({ status: 0, message: `bad key ${API_KEY}` }) });
    const { sms, log } = sender();
    const error = await sms.sendOtp('+989351112233', '123123').catch((e) => e);
    expect(error.message).toContain('***');
    expect(error.message).not.toContain(API_KEY);
    expect(log.text()).not.toContain(API_KEY);
  });
});
