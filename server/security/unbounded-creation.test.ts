import crypto from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/test-database';
import { createApp } from '../app';
import { loginAs, type LoggedIn } from '../testing/login';
import { expectProblem } from '../testing/api-assertions';
import { getDb } from '../db/client';
import { buyers, deliveryAddresses, personAddresses } from '../db/schema';
import { USER_CAPS } from '../services/limits/user-caps';
import { writeRules } from '../http/write-limit';
import { createMemoryLimitStore, useRateLimitStoreForTests } from '../services/rate-limit';

const newPhone = () => `0939${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;
const address = (i: number) => ({
  title: `انبار ${i}`,
  province: 'تهران',
  city: 'تهران',
  addressLine: `جاده مخصوص، کیلومتر ${i}`,
  receiverName: 'مریم خریدار',
  receiverPhone: '09121234567',
});
const place = (i: number) => ({ title: `دفتر ${i}`, province: 'تهران', city: 'تهران', addressLine: `خیابان آزادی، پلاک ${i}`, postalCode: '1591634311' });

describeEachDatabase('security: what one user can create is bounded', () => {
  const app = createApp();
  beforeEach(() => useRateLimitStoreForTests(createMemoryLimitStore()));
  afterAll(() => useRateLimitStoreForTests(undefined));

  const post = (who: LoggedIn, path: string, body: unknown) =>
    app.request(`/api/v1${path}`, {
      method: 'POST',
      headers: { ...who.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const countOf = async (table: typeof deliveryAddresses | typeof personAddresses, userId: number) =>
    (await (await getDb()).select({ n: count() }).from(table).where(eq(table.userId, userId)))[0].n;

  it('delivery addresses stop at the cap with a Persian 409, also when many arrive at once', async () => {
    const me = await loginAs(app, newPhone());
    const max = USER_CAPS.deliveryAddresses.max;
    for (let i = 0; i < max - 3; i++) expect((await post(me, '/deliveryaddresses', address(i))).status).toBe(201);
    // Ten at once with room for three: the row lock counts them one after another.
    const racing = await Promise.all(Array.from({ length: 10 }, (_, i) => post(me, '/deliveryaddresses', address(100 + i))));
    expect(racing.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = racing.find((r) => r.status !== 201)!;
    const body = await expectProblem(refused, 409);
    expect(body.code).toBe('limit_reached');
    expect(body.detail).toMatch(/[\u0600-\u06FF]/);
    expect(await countOf(deliveryAddresses, me.userId)).toBe(max);
    // Someone else is not affected.
    expect((await post(await loginAs(app, newPhone()), '/deliveryaddresses', address(1))).status).toBe(201);
  });

  it("a person's addresses stop at the cap", async () => {
    const me = await loginAs(app, newPhone());
    const max = USER_CAPS.personAddresses.max;
    for (let i = 0; i < max; i++) expect((await post(me, `/persons/${me.userId}/addresses`, place(i))).status).toBe(201);
    await expectProblem(await post(me, `/persons/${me.userId}/addresses`, place(max)), 409);
    expect(await countOf(personAddresses, me.userId)).toBe(max);
  });

  it("a customer's merchant agents stop at the cap", async () => {
    const me = await loginAs(app, newPhone());
    const registered = await post(me, '/customers/personcustomer', { firstName: 'علی', lastName: 'رستمی', nationalCode: '0084575948' });
    expect(registered.status).toBe(201);
    const max = USER_CAPS.merchantAgents.max;
    const agent = (i: number) => ({ firstName: 'حسن', lastName: 'نوری', phone: `0912${String(5550000 + i)}`, position: 'کارپرداز' });
    for (let i = 0; i < max; i++) expect((await post(me, '/customers/profile/merchant-agents', agent(i))).status).toBe(201);
    await expectProblem(await post(me, '/customers/profile/merchant-agents', agent(max)), 409);
  });

  it("an owner's consumers stop at the cap", async () => {
    const owner = await loginAs(app, newPhone(), { roles: ['owner'] });
    const caps = USER_CAPS as unknown as Record<string, { max: number }>;
    const saved = caps.ownedBuyers.max;
    caps.ownedBuyers.max = 3;
    try {
      for (let i = 0; i < 3; i++) expect((await post(owner, '/buyers', { phone: newPhone() })).status).toBe(201);
      const refused = newPhone();
      await expectProblem(await post(owner, '/buyers', { phone: refused }), 409);
      const [{ n }] = await (await getDb()).select({ n: count() }).from(buyers).where(eq(buyers.ownerUserId, owner.userId));
      expect(n).toBe(3);
      // The refusal left no account behind: with room again, the owner can register that phone.
      caps.ownedBuyers.max = 4;
      expect((await post(owner, '/buyers', { phone: refused })).status).toBe(201);
    } finally {
      caps.ownedBuyers.max = saved;
    }
  });

  it("a user's writes are rate-limited, whatever they change", async () => {
    const me = await loginAs(app, newPhone());
    const perMinute = writeRules()[0].limit;
    const put = () =>
      app.request('/api/v1/users/me', {
        method: 'PUT',
        headers: { ...me.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'سارا', lastName: 'محمدی' }),
      });
    for (let i = 0; i < perMinute; i++) expect((await put()).status).toBe(200);
    const refused = await put();
    const body = await expectProblem(refused, 429);
    expect(body.code).toBe('too_many_writes');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Reads go on, and so do other users' writes.
    expect((await app.request('/api/v1/users/me', { headers: me.headers })).status).toBe(200);
    expect((await post(await loginAs(app, newPhone()), '/deliveryaddresses', address(1))).status).toBe(201);
  });
});
