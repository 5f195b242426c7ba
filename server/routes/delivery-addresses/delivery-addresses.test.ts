import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { loginAs, type LoggedIn } from '../../testing/login';
import { getDb } from '../../db/client';
import { deliveryAddresses } from '../../db/schema';

const newPhone = () => `0990${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;
const address = (title: string, extra: object = {}) => ({
  title,
  province: 'تهران',
  city: 'تهران',
  addressLine: `خیابان آزادی، ${title}، پلاک ۷`,
  receiverName: 'مریم خریدار',
  receiverPhone: '۰۹۱۲ ۱۲۳ ۴۵۶۷',
  ...extra,
});

describeEachDatabase(
  '/deliveryaddresses',
  () => {
    const app = createApp();
    let me: LoggedIn;
    let stranger: LoggedIn;
    beforeAll(async () => {
      me = await loginAs(app, newPhone());
      stranger = await loginAs(app, newPhone());
    });

    const call = (who: LoggedIn, method: string, path = '', body?: unknown) =>
      app.request(`/api/v1/deliveryaddresses${path}`, {
        method,
        headers: { ...who.headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const create = async (who: LoggedIn, title: string, extra: object = {}) => {
      const res = await call(who, 'POST', '', address(title, extra));
      expect(res.status).toBe(201);
      return res.json();
    };
    const defaults = async (userId: number) =>
      (await getDb())
        .select({ id: deliveryAddresses.id })
        .from(deliveryAddresses)
        .where(and(eq(deliveryAddresses.userId, userId), eq(deliveryAddresses.isDefault, true)));

    it('has no default before the first address, which then becomes it', async () => {
      const none = await call(me, 'GET', '/default');
      expect(none.status).toBe(404);
      expect((await none.json()).detail).toMatch(/[\u0600-\u06FF]/);
      const first = await create(me, 'خانه');
      expect(first).toMatchObject({ isDefault: true, receiverPhone: '+989121234567' });
      expect(await (await call(me, 'GET', '/default')).json()).toMatchObject({ id: first.id });
    });

    it('keeps exactly one default through adding, selecting, editing and deleting', async () => {
      const second = await create(me, 'دفتر');
      expect(second.isDefault).toBe(false);
      const third = await create(me, 'انبار', { isDefault: true });
      expect(third.isDefault).toBe(true);
      expect(await defaults(me.userId)).toEqual([{ id: third.id }]);

      const selected = await call(me, 'POST', `/${second.id}/selected`);
      expect(selected.status).toBe(200);
      expect(await selected.json()).toMatchObject({ id: second.id, isDefault: true });
      expect(await defaults(me.userId)).toEqual([{ id: second.id }]);

      const list = await (await call(me, 'GET')).json();
      expect(list[0].id).toBe(second.id);
      expect(list.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);

      // Editing with isDefault: false does not leave the user without a default.
      const edited = await call(
        me,
        'PUT',
        `/${second.id}`,
        address('دفتر مرکزی', { isDefault: false }),
      );
      expect(await edited.json()).toMatchObject({ title: 'دفتر مرکزی', isDefault: true });

      expect((await call(me, 'DELETE', `/${second.id}`)).status).toBe(204);
      const after = await defaults(me.userId);
      expect(after).toHaveLength(1);
      expect(after[0].id).toBe(third.id);
    });

    it('lets only one of many simultaneous selections win', async () => {
      const mine = await (await call(me, 'GET')).json();
      const more = await Promise.all([create(me, 'الف'), create(me, 'ب'), create(me, 'ج')]);
      const ids = [...mine, ...more].map((a: { id: number }) => a.id);
      const answers = await Promise.all(
        ids.map((id: number) => call(me, 'POST', `/${id}/selected`)),
      );
      expect(answers.every((r) => r.status === 200)).toBe(true);
      expect(await defaults(me.userId)).toHaveLength(1);
    });

    it('has the database itself refuse a second default', async () => {
      const db = await getDb();
      const [one] = await defaults(me.userId);
      const [row] = await db
        .select()
        .from(deliveryAddresses)
        .where(eq(deliveryAddresses.id, one.id));
      const { id: _id, ...copy } = row;
      await expect(
        db.insert(deliveryAddresses).values({ ...copy, isDefault: true }),
      ).rejects.toThrow();
    });

    it("answers 404 for another user's address and changes nothing", async () => {
      const theirs = await create(stranger, 'خانه غریبه');
      const before = await (
        await getDb()
      )
        .select()
        .from(deliveryAddresses)
        .where(eq(deliveryAddresses.userId, stranger.userId));
      for (const res of [
        await call(me, 'PUT', `/${theirs.id}`, address('دزدیده')),
        await call(me, 'DELETE', `/${theirs.id}`),
        await call(me, 'POST', `/${theirs.id}/selected`),
      ]) {
        expect(res.status).toBe(404);
      }
      const after = await (
        await getDb()
      )
        .select()
        .from(deliveryAddresses)
        .where(eq(deliveryAddresses.userId, stranger.userId));
      expect(after).toEqual(before);
      const mine = await (await call(me, 'GET')).json();
      expect(mine.some((a: { id: number }) => a.id === theirs.id)).toBe(false);
    });

    it.each([
      ['a receiver phone that is not a mobile', { receiverPhone: '021-88888888' }, 'receiverPhone'],
      ['no receiver name', { receiverName: '' }, 'receiverName'],
      ['an id that is not a number', null, 'id'],
    ])('refuses %s', async (_name, change, field) => {
      const res = change
        ? await call(me, 'POST', '', address('بد', change))
        : await call(me, 'POST', '/abc/selected');
      expect(res.status).toBe(400);
      expect((await res.json()).errors.some((e: { field: string }) => e.field === field)).toBe(
        true,
      );
    });

    it('needs a login, and says so before looking at the body', async () => {
      const anonymous = await app.request('/api/v1/deliveryaddresses', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: '' }),
      });
      expect(anonymous.status).toBe(401);
      expect((await anonymous.json()).code).toBe('unauthenticated');
      expect((await app.request('/api/v1/deliveryaddresses')).status).toBe(401);
      expect((await app.request('/api/v1/deliveryaddresses/default')).status).toBe(401);
    });
  },
  { seed: false },
);
