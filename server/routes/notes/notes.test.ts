import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { loginAs, type LoggedIn } from '../../testing/login';
import { expectProblem } from '../../testing/api-assertions';
import { getDb } from '../../db/client';
import { suppliers, userNotes } from '../../db/schema';
import { NOTE_MAX_LENGTH } from '../../../api/contract/notes';

const newPhone = () => `0990${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;

describeEachDatabase('/notes', () => {
  const app = createApp();
  let me: LoggedIn;
  let stranger: LoggedIn;
  let supplier: { id: number; name: string };
  beforeAll(async () => {
    me = await loginAs(app, newPhone());
    stranger = await loginAs(app, newPhone());
    [supplier] = await (await getDb()).select({ id: suppliers.id, name: suppliers.name }).from(suppliers).where(eq(suppliers.isActive, true)).limit(1);
  });

  const call = (who: LoggedIn | null, method: string, path: string, body?: unknown) =>
    app.request(`/api/v1/notes${path}`, {
      method,
      headers: { ...(who?.headers ?? {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const write = async (body: string, who = me) => {
    const res = await call(who, 'POST', '', { pageKind: 'supplier', objectId: supplier.id, body });
    expect(res.status, await res.clone().text()).toBe(201);
    return res.json();
  };

  it('writes a note on a supplier, sanitised, shown with the supplier as it is now; edits it', async () => {
    const note = await write('<p>قیمت <strong>عمده</strong> بپرسم</p><script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(note).toMatchObject({ pageKind: 'supplier', objectId: supplier.id, title: supplier.name, body: '<p>قیمت <strong>عمده</strong> بپرسم</p>' });
    const edited = await call(me, 'PUT', `/${note.id}`, { body: 'تماس گرفتم؛ هفته بعد' });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ id: note.id, body: 'تماس گرفتم؛ هفته بعد' });
    expect((await (await call(me, 'GET', `/${note.id}`)).json()).body).toBe('تماس گرفتم؛ هفته بعد');
  });

  it('lists my notes on an object, and all my notes searched, sorted and paged; nobody else sees them', async () => {
    const a = await write('یادداشت نخست دربارهٔ بسته‌بندی');
    const b = await write('یادداشت دوم دربارهٔ ارسال');
    const onObject = await (await call(me, 'GET', `/by-object-id?pageKind=supplier&objectId=${supplier.id}`)).json();
    expect(onObject.map((n: { id: number }) => n.id).slice(0, 2)).toEqual([b.id, a.id]);
    const found = await (await call(me, 'GET', `/byuser?filter.text=${encodeURIComponent('ارسال')}`)).json();
    expect(found.items.map((n: { id: number }) => n.id)).toEqual([b.id]);
    const oldestFirst = await (await call(me, 'GET', '/byuser?sorting.field=created&sorting.direction=asc&paging.pageSize=1')).json();
    expect(oldestFirst.items).toHaveLength(1);
    expect(oldestFirst.totalCount).toBeGreaterThanOrEqual(3);
    expect((await (await call(stranger, 'GET', '/byuser')).json()).totalCount).toBe(0);
    expect(await (await call(stranger, 'GET', `/by-object-id?pageKind=supplier&objectId=${supplier.id}`)).json()).toEqual([]);
  });

  it('finds a note as written from text typed on another keyboard: «ا» for «آ», Arabic letters, Persian digits', async () => {
    const note = await write('قیمت آهن‌آلات برای ۱۲ تن؛ كيسه');
    for (const typed of ['اهن الات', 'آهن', 'برای 12', 'کیسه', 'آهن‌آلات']) {
      const found = await (await call(me, 'GET', `/byuser?filter.text=${encodeURIComponent(typed)}`)).json();
      expect(found.items.map((n: { id: number }) => n.id), typed).toEqual([note.id]);
    }
  });

  it("another user's note is 404 to read, edit and delete, and stays as it was", async () => {
    const note = await write('فقط برای خودم');
    await expectProblem(await call(stranger, 'GET', `/${note.id}`), 404);
    await expectProblem(await call(stranger, 'PUT', `/${note.id}`, { body: 'ربوده شد' }), 404);
    await expectProblem(await call(stranger, 'DELETE', `/${note.id}`), 404);
    const [row] = await (await getDb()).select().from(userNotes).where(eq(userNotes.id, note.id));
    expect(row.body).toBe('فقط برای خودم');
    expect((await call(me, 'DELETE', `/${note.id}`)).status).toBe(204);
    await expectProblem(await call(me, 'GET', `/${note.id}`), 404);
  });

  it('refuses empty, oversized, script-only and NUL text, missing objects, wrong types and visitors, writing nothing', async () => {
    const db = await getDb();
    const [{ n: before }] = await db.select({ n: sql<number>`count(*)::int` }).from(userNotes);
    const post = (body: unknown) => call(me, 'POST', '', body);
    await expectProblem(await post({ pageKind: 'supplier', objectId: supplier.id, body: '   ' }), 400, 'body');
    await expectProblem(await post({ pageKind: 'supplier', objectId: supplier.id, body: 'ا'.repeat(NOTE_MAX_LENGTH + 1) }), 400, 'body');
    await expectProblem(await post({ pageKind: 'supplier', objectId: supplier.id, body: '<script>alert(1)</script>' }), 400, 'body');
    await expectProblem(await post({ pageKind: 'supplier', objectId: supplier.id, body: 'متن\u0000' }), 400);
    await expectProblem(await post({ pageKind: 'supplier', objectId: 999_999_999, body: 'متن' }), 404);
    await expectProblem(await post({ pageKind: 'supplier', objectId: 'یک', body: 'متن' }), 400, 'objectId');
    await expectProblem(await call(null, 'POST', '', { pageKind: 'supplier', objectId: supplier.id, body: 'متن' }), 401);
    await expectProblem(await call(me, 'GET', '/abc'), 400);
    const [{ n: after }] = await db.select({ n: sql<number>`count(*)::int` }).from(userNotes);
    expect(after).toBe(before);
  });
});
