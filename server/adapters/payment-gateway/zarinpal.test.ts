import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGateway } from './fake-gateway';
import { createZarinpalGateway } from './zarinpal';

describe('Zarinpal REST v4 against a local fake', () => {
  let fake: Awaited<ReturnType<typeof startFakeGateway>>;
  let gateway: ReturnType<typeof createZarinpalGateway>;
  const MERCHANT = '1344b5d4-0048-11e8-94db-005056a205be';
  beforeAll(async () => {
    fake = await startFakeGateway();
    gateway = createZarinpalGateway({ merchantId: MERCHANT, baseUrl: fake.url, timeoutMs: 300 });
  });
  afterAll(() => fake.close());

  it('starts an attempt with the amount in Rial and sends the payer to StartPay', async () => {
    fake.on('/pg/v4/payment/request.json', { json: { data: { code: 100, message: 'Success', authority: 'A000000000000000000000000000abcd1234', fee: 1000 }, errors: [] } });
    const started = await gateway.request({ amount: 2_500_000, description: 'شارژ', callbackUrl: 'https://bazargah.example/cb', mobile: '09121234567' });
    expect(started).toEqual({ authority: 'A000000000000000000000000000abcd1234', redirectUrl: `${fake.url}/pg/StartPay/A000000000000000000000000000abcd1234` });
    expect(fake.seen.at(-1)!.body).toMatchObject({ merchant_id: MERCHANT, amount: 2_500_000, currency: 'IRR', callback_url: 'https://bazargah.example/cb', metadata: { mobile: '09121234567' } });
  });

  it.each([-9, -10, -11, -12])('a refused request (%i) starts nothing', async (code) => {
    fake.on('/pg/v4/payment/request.json', { status: 400, json: { data: [], errors: { code, message: 'refused', validations: [] } } });
    await expect(gateway.request({ amount: 10_000, description: 'x', callbackUrl: 'https://b.example/cb' })).rejects.toMatchObject({ name: 'GatewayRequestError' });
  });

  it.each([
    [100, 'paid'],
    [101, 'paid'],
    [-50, 'failed'],
    [-51, 'failed'],
    [-54, 'failed'],
    [-9, 'unknown'],
    [-10, 'unknown'],
    [-11, 'unknown'],
    [-12, 'unknown'],
  ] as const)('verification code %i is %s', async (code, outcome) => {
    const paid = code === 100 || code === 101;
    fake.on('/pg/v4/payment/verify.json', paid ? { json: { data: { code, message: 'Verified', ref_id: 201, card_pan: '502229******5995' }, errors: [] } } : { status: 400, json: { data: [], errors: { code, message: 'no' } } });
    const verdict = await gateway.verify({ authority: 'A1', amount: 2_500_000 });
    expect(verdict.outcome).toBe(outcome);
    if (paid) expect(verdict).toEqual({ outcome: 'paid', refId: '201' });
    // Verified with our own amount.
    expect(fake.seen.at(-1)!.body).toEqual({ merchant_id: MERCHANT, amount: 2_500_000, authority: 'A1' });
  });

  it('a slow answer, a dropped connection or a 5xx page during verification is unknown, never failed', async () => {
    fake.on('/pg/v4/payment/verify.json', { slowMs: 1000, json: { data: { code: 100, ref_id: 1 }, errors: [] } });
    expect((await gateway.verify({ authority: 'A1', amount: 1 })).outcome).toBe('unknown');
    fake.on('/pg/v4/payment/verify.json', 'drop');
    expect((await gateway.verify({ authority: 'A1', amount: 1 })).outcome).toBe('unknown');
    fake.on('/pg/v4/payment/verify.json', { status: 502, html: '<html>Bad Gateway</html>' });
    expect((await gateway.verify({ authority: 'A1', amount: 1 })).outcome).toBe('unknown');
    fake.on('/pg/v4/payment/request.json', 'drop');
    await expect(gateway.request({ amount: 10_000, description: 'x', callbackUrl: 'https://b.example/cb' })).rejects.toMatchObject({ name: 'GatewayRequestError' });
  });

  it('reads its callback: Authority and Status', () => {
    expect(gateway.readCallback(new URLSearchParams('Authority=A1&Status=OK'))).toEqual({ authority: 'A1', ok: true });
    expect(gateway.readCallback(new URLSearchParams('Authority=A1&Status=NOK'))).toEqual({ authority: 'A1', ok: false });
    expect(gateway.readCallback(new URLSearchParams('Status=OK'))).toBeNull();
  });
});
