import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { loginAs, type LoggedIn } from '../../testing/login';
import { getDb } from '../../db/client';
import { customers, merchantAgents } from '../../db/schema';

const newPhone = () => `0992${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;
const person = {
  firstName: 'علی',
  lastName: 'رستمی',
  nationalCode: '0084575948',
  economicCode: '۴۱۱۱۱۱۱۱۱۱۱۱',
};

describeEachDatabase(
  'customers and merchant agents',
  () => {
    const app = createApp();
    let me: LoggedIn;
    let plain: LoggedIn;
    let admin: LoggedIn;
    beforeAll(async () => {
      me = await loginAs(app, newPhone());
      plain = await loginAs(app, newPhone());
      admin = await loginAs(app, newPhone(), { roles: ['admin'] });
    });

    const call = (who: LoggedIn, method: string, path: string, body?: unknown) =>
      app.request(`/api/v1${path}`, {
        method,
        headers: { ...who.headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    it('refuses a bad national code and registers nothing', async () => {
      const res = await call(me, 'POST', '/customers/personcustomer', {
        ...person,
        nationalCode: '0084575949',
      });
      expect(res.status).toBe(400);
      const error = (await res.json()).errors.find(
        (e: { field: string }) => e.field === 'nationalCode',
      );
      expect(error.message).toMatch(/کد ملی/);
      expect(
        await (await getDb()).select().from(customers).where(eq(customers.userId, me.userId)),
      ).toHaveLength(0);
      expect((await (await call(me, 'GET', '/users/me')).json()).roles).not.toContain('customer');
    });

    it('keeps customer-only calls from buyers (403)', async () => {
      for (const [method, path] of [
        ['GET', '/customers/profile'],
        ['PUT', '/customers/profile'],
        ['GET', '/customers/profile/merchant-agents'],
        ['POST', '/customers/profile/merchant-agents'],
      ]) {
        const res = await call(me, method, path, method === 'GET' ? undefined : { title: 'x' });
        expect(res.status).toBe(403);
        expect((await res.json()).detail).toMatch(/[\u0600-\u06FF]/);
      }
    });

    it('registers a person customer, which adds the customer role at once', async () => {
      const res = await call(me, 'POST', '/customers/personcustomer', person);
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({
        userId: me.userId,
        customerType: 'person',
        title: 'علی رستمی',
        nationalCode: '0084575948',
        economicCode: '411111111111',
      });
      expect((await (await call(me, 'GET', '/users/me')).json()).roles).toEqual([
        'buyer',
        'customer',
      ]);
      const again = await call(me, 'POST', '/customers/personcustomer', person);
      expect(again.status).toBe(409);
      expect((await again.json()).code).toBe('already_customer');
    });

    it('shows and edits the customer profile', async () => {
      expect(await (await call(me, 'GET', '/customers/profile')).json()).toMatchObject({
        title: 'علی رستمی',
      });
      const res = await call(me, 'PUT', '/customers/profile', {
        title: 'بازرگانی رستمی',
        phone: '021-66554433',
        economicCode: '',
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        title: 'بازرگانی رستمی',
        phone: '021-66554433',
        economicCode: null,
      });
      expect((await call(me, 'PUT', '/customers/profile', { title: '' })).status).toBe(400);
    });

    it("lists only one's own customer record; an admin sees them all", async () => {
      await call(plain, 'POST', '/customers/personcustomer', {
        ...person,
        nationalCode: '0013542419',
      });
      const mine = await (await call(me, 'GET', '/customers')).json();
      expect(mine).toMatchObject({ totalCount: 1, pageNumber: 1, pageSize: 10 });
      expect(mine.items[0].userId).toBe(me.userId);
      const all = await (await call(admin, 'GET', '/customers?paging.pageSize=1')).json();
      expect(all.totalCount).toBeGreaterThanOrEqual(2);
      expect(all.items).toHaveLength(1);
      expect(
        (await (await call(admin, 'GET', '/customers')).json()).items.map(
          (c: { userId: number }) => c.userId,
        ),
      ).toEqual(expect.arrayContaining([me.userId, plain.userId]));
    });

    it('manages merchant agents: add, edit, list, delete; one phone once', async () => {
      const created = await call(me, 'POST', '/customers/profile/merchant-agents', {
        firstName: 'حسن',
        lastName: 'نوری',
        phone: '۰۹۱۲۵۵۵۱۲۳۴',
        nationalCode: '0499370899',
        position: 'کارپرداز',
      });
      expect(created.status).toBe(201);
      const agent = await created.json();
      expect(agent).toMatchObject({ phone: '+989125551234', isActive: true });
      const duplicate = await call(me, 'POST', '/customers/profile/merchant-agents', {
        firstName: 'حسین',
        lastName: 'نوری',
        phone: '09125551234',
      });
      expect(duplicate.status).toBe(409);
      expect((await duplicate.json()).code).toBe('agent_phone_taken');

      const edited = await call(me, 'PUT', '/customers/profile/merchant-agents', {
        id: agent.id,
        firstName: 'حسن',
        lastName: 'نوری‌زاده',
        phone: '09125551234',
        isActive: false,
      });
      expect(await edited.json()).toMatchObject({
        lastName: 'نوری‌زاده',
        isActive: false,
        position: null,
      });
      expect(
        await (await call(me, 'GET', '/customers/profile/merchant-agents')).json(),
      ).toHaveLength(1);
      const bad = await call(me, 'POST', '/customers/profile/merchant-agents', {
        firstName: 'ا',
        lastName: 'ب',
        phone: '09120000000',
        nationalCode: '123',
      });
      expect(bad.status).toBe(400);
      expect(
        (await call(me, 'DELETE', `/customers/profile/merchant-agents?agentId=${agent.id}`)).status,
      ).toBe(204);
      expect(await (await call(me, 'GET', '/customers/profile/merchant-agents')).json()).toEqual(
        [],
      );
    });

    it("answers 404 for another customer's agent and changes nothing", async () => {
      const theirs = await (
        await call(plain, 'POST', '/customers/profile/merchant-agents', {
          firstName: 'رضا',
          lastName: 'امینی',
          phone: '09126667777',
        })
      ).json();
      const before = await (
        await getDb()
      )
        .select()
        .from(merchantAgents)
        .where(eq(merchantAgents.id, theirs.id));
      const edit = await call(me, 'PUT', '/customers/profile/merchant-agents', {
        id: theirs.id,
        firstName: 'دزد',
        lastName: 'دزد',
        phone: '09126667777',
      });
      expect(edit.status).toBe(404);
      expect(
        (await call(me, 'DELETE', `/customers/profile/merchant-agents?agentId=${theirs.id}`))
          .status,
      ).toBe(404);
      expect(
        await (await getDb()).select().from(merchantAgents).where(eq(merchantAgents.id, theirs.id)),
      ).toEqual(before);
    });
  },
  { seed: false },
);
