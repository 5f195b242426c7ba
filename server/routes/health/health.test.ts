import { afterEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { resetEnvForTests } from '../../../lib/config/env';

const OPERATOR_TOKEN = 'operator-token-for-tests-0123456789';

describeEachDatabase('GET /api/v1/health', ({ kind }) => {
  afterEach(() => {
    delete process.env.OPERATOR_TOKEN;
    resetEnvForTests();
  });

  it('tells anyone only ok, and nothing about the database', async () => {
    const res = await createApp().request('/api/v1/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('gives the details to an operator token only', async () => {
    process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
    resetEnvForTests();
    const app = createApp();
    const operator = await app.request('/api/v1/health', { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
    const body = await operator.json();
    expect(body.status).toBe('ok');
    expect(body.details.database).toMatchObject({ reachable: true, kind });
    expect(body.details.uptimeSeconds).toBeGreaterThanOrEqual(0);
    for (const authorization of [`Bearer ${OPERATOR_TOKEN}x`, 'Bearer nope', OPERATOR_TOKEN]) {
      const res = await app.request('/api/v1/health', { headers: { authorization } });
      expect(await res.json()).toEqual({ status: 'ok' });
    }
  });
});
