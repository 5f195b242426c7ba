import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { expect, it } from 'vitest';

describeEachDatabase('GET /api/v1/health', ({ kind }) => {
  it('reports the database as reachable', async () => {
    const res = await createApp().request('/api/v1/health');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ reachable: true, kind });
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
});
