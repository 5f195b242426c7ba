import { expect, test } from '@playwright/test';
import { A, B, loginOnA } from './login-on-a';

/**
 * Issue 16: every content write publishes its change. A comment approved and an announcement
 * written on node A show on node B's kept pages and API answers within 2 s.
 */
const WITHIN_MS = 2_000;

async function seenOnBWithin(what: string, check: () => Promise<boolean>, since: number) {
  await expect.poll(check, { message: what, timeout: WITHIN_MS * 3, intervals: [50] }).toBe(true);
  expect(Date.now() - since, `${what}: seen on node B after`).toBeLessThanOrEqual(WITHIN_MS);
}

test('a comment approved and an announcement written on node A show on node B within 2 s', async ({ request }) => {
  const adminToken = await loginOnA(request, '+989120000001');
  const readerToken = await loginOnA(request, '+989120000003');
  const admin = { authorization: `Bearer ${adminToken}` };
  const list = await (await request.get(`${B}/api/v1/pages/for-public-site?paging.pageSize=1&paging.pageNumber=3`)).json();
  const article = list.items[0] as { id: number; slug: string };
  const pagePath = `${B}/contents/${article.id}/${encodeURIComponent(article.slug)}`;

  const text = `دیدگاهی برای آزمون دو گره ${Date.now() % 100000}`;
  const posted = await request.post(`${A}/api/v1/pagecomments`, { headers: { authorization: `Bearer ${readerToken}` }, data: { pageId: article.id, body: text } });
  expect(posted.status()).toBe(201);
  const comment = await posted.json();

  // Node B keeps the page and the tree before the approval.
  for (let i = 0; i < 2; i++) {
    await request.get(pagePath);
    await request.get(`${B}/api/v1/pagecomments/${article.id}/active-tree`);
  }
  expect((await request.get(pagePath)).headers()['x-page-cache']).toBe('HIT');

  expect((await request.post(`${A}/api/v1/admin/pagecomments/moderate`, { headers: admin, data: { ids: [comment.id], state: 'approved' } })).status()).toBe(204);
  const approvedAt = Date.now();
  await seenOnBWithin('the comment tree', async () => JSON.stringify(await (await request.get(`${B}/api/v1/pagecomments/${article.id}/active-tree`)).json()).includes(text), approvedAt);
  await seenOnBWithin("the article's page", async () => (await (await request.get(pagePath)).text()).includes(text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)])), approvedAt);

  // An announcement: node B's home page carries it at once.
  await request.get(`${B}/`);
  await request.get(`${B}/`);
  const notice = `اطلاعیهٔ آزمون دو گره ${Date.now() % 100000}`;
  const now = Date.now();
  const created = await request.post(`${A}/api/v1/admin/announcements`, {
    headers: admin,
    data: { text: notice, startsAt: new Date(now - 60_000).toISOString(), endsAt: new Date(now + 3_600_000).toISOString() },
  });
  expect(created.status()).toBe(201);
  const writtenAt = Date.now();
  await seenOnBWithin('the announcement on the home page', async () => (await (await request.get(`${B}/`)).text()).includes(notice.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)])), writtenAt);
  expect((await request.delete(`${A}/api/v1/admin/announcements/${(await created.json()).id}`, { headers: admin })).status()).toBe(204);
});
