import { expect, it } from 'vitest';
import { createApp } from '../../app';
import { expectProblem } from '../../testing/api-assertions';

it('GET /api/v1/announcements answers 501 with a Persian problem document', async () => {
  const body = await expectProblem(await createApp().request('/api/v1/announcements'), 501);
  expect(body.code).toBe('not_implemented');
  expect(body.detail).toMatch(/[\u0600-\u06FF]/);
});
