import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGateway } from './fake-gateway';
import { createZibalGateway } from './zibal';

describe('Zibal against a local fake', () => {
  let fake: Awaited<ReturnType<typeof startFakeGateway>>;
  let gateway: ReturnType<typeof createZibalGateway>;
  beforeAll(async () => {
    fake = await startFakeGateway();
    gateway = createZibalGateway({ merchant: 'zibal', baseUrl: fake.url, timeoutMs: 300 });
  });
  afterAll(() => fake.close());

  it('starts an attempt and sends the payer to /start/{trackId}', async () => {
    fake.on('/v1/request', { json: { result: 100, trackId: 15966442233311, message: 'success' } });
    const started = await gateway.request({ amount: 1_200_000, description: 'شارژ', callbackUrl: 'https://bazargah.example/cb' });
    expect(started).toEqual({ authority: '15966442233311', redirectUrl: `${fake.url}/start/15966442233311` });
    expect(fake.seen.at(-1)!.body).toMatchObject({ merchant: 'zibal', amount: 1_200_000, callbackUrl: 'https://bazargah.example/cb' });
  });

  it.each([102, 103, 104, 105, 106])('a refused request (%i) starts nothing', async (result) => {
    fake.on('/v1/request', { json: { result, message: 'refused' } });
    await expect(gateway.request({ amount: 10_000, description: 'x', callbackUrl: 'https://b.example/cb' })).rejects.toMatchObject({ name: 'GatewayRequestError' });
  });

  it.each([
    [100, 'paid'],
    [201, 'paid'],
    [202, 'failed'],
    [203, 'failed'],
    [102, 'unknown'],
    [103, 'unknown'],
    [104, 'unknown'],
  ] as const)('verification result %i is %s', async (result, outcome) => {
    fake.on('/v1/verify', { json: { result, message: 'm', ...(result === 100 || result === 201 ? { refNumber: 390, amount: 1_200_000, status: 1 } : {}) } });
    const verdict = await gateway.verify({ authority: '15966442233311', amount: 1_200_000 });
    expect(verdict.outcome).toBe(outcome);
    if (outcome === 'paid') expect(verdict).toEqual({ outcome: 'paid', refId: '390' });
    expect(fake.seen.at(-1)!.body).toEqual({ merchant: 'zibal', trackId: 15966442233311 });
  });

  it('a payment of another amount than ours is not paid', async () => {
    fake.on('/v1/verify', { json: { result: 100, refNumber: 1, amount: 10_000, status: 1 } });
    expect((await gateway.verify({ authority: '1', amount: 1_200_000 })).outcome).toBe('failed');
  });

  it('a slow answer or a dropped connection during verification is unknown, never failed', async () => {
    fake.on('/v1/verify', { slowMs: 1000, json: { result: 100 } });
    expect((await gateway.verify({ authority: '1', amount: 1 })).outcome).toBe('unknown');
    fake.on('/v1/verify', 'drop');
    expect((await gateway.verify({ authority: '1', amount: 1 })).outcome).toBe('unknown');
  });

  it('reads its callback: success and trackId', () => {
    expect(gateway.readCallback(new URLSearchParams('success=1&trackId=9&orderId=1&status=2'))).toEqual({ authority: '9', ok: true });
    expect(gateway.readCallback(new URLSearchParams('success=0&trackId=9'))).toEqual({ authority: '9', ok: false });
    expect(gateway.readCallback(new URLSearchParams('trackId=9'))).toBeNull();
  });
});
