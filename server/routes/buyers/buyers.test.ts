import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it, onTestFinished } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { loginAs, type LoggedIn } from '../../testing/login';
import { getDb } from '../../db/client';
import { buyers, users } from '../../db/schema';
import { isOwnerOf } from '../../services/identity/buyers';
import { createMemoryLimitStore, useRateLimitStoreForTests } from '../../services/rate-limit';

const newPhone = () => `0991${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;
const plus = (local: string) => `+98${local.slice(1)}`;

describeEachDatabase(
  'POST /buyers',
  () => {
    const app = createApp();
    let buyer: LoggedIn;
    let owner: LoggedIn;
    let rival: LoggedIn;
    beforeAll(async () => {
      buyer = await loginAs(app, newPhone());
      owner = await loginAs(app, newPhone(), { roles: ['owner'] });
      rival = await loginAs(app, newPhone(), { roles: ['owner'] });
    });

    const register = (who: LoggedIn, body?: unknown) =>
      app.request('/api/v1/buyers', {
        method: 'POST',
        headers: { ...who.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });

    it('registers the caller as a buyer, idempotently, filling only empty names', async () => {
      const res = await register(buyer, { firstName: 'نرگس', lastName: 'پاکزاد' });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({
        userId: buyer.userId,
        ownerUserId: null,
        firstName: 'نرگس',
        lastName: 'پاکزاد',
      });
      const again = await register(buyer, { firstName: 'دیگر' });
      expect(await again.json()).toMatchObject({ firstName: 'نرگس' });
      expect((await register(buyer)).status).toBe(201);
    });

    it('lets an owner register a consumer, and makes it the owner', async () => {
      const phone = newPhone();
      const res = await register(owner, { phone, firstName: 'پویا', lastName: 'صالحی' });
      expect(res.status).toBe(201);
      const consumer = await res.json();
      expect(consumer).toMatchObject({ ownerUserId: owner.userId, firstName: 'پویا' });
      const [row] = await (
        await getDb()
      )
        .select()
        .from(users)
        .where(eq(users.phone, plus(phone)));
      expect(row.roles).toContain('buyer');
      expect(await isOwnerOf(await getDb(), owner.userId, consumer.userId)).toBe(true);
      expect(await isOwnerOf(await getDb(), rival.userId, consumer.userId)).toBe(false);
      // The same owner again is fine; another owner may not take the consumer over.
      expect((await register(owner, { phone })).status).toBe(201);
      const taken = await register(rival, { phone });
      expect(taken.status).toBe(409);
      expect((await taken.json()).code).toBe('phone_has_account');
      const [link] = await (
        await getDb()
      )
        .select()
        .from(buyers)
        .where(eq(buyers.userId, consumer.userId));
      expect(link.ownerUserId).toBe(owner.userId);
    });

    it('never takes over an account that exists: same refusal as for another owner\'s consumer, no name told, nothing changed', async () => {
      const res = await register(owner, { phone: buyer.phone, firstName: 'تغییر', lastName: 'نام' });
      expect(res.status).toBe(409);
      const problem = await res.json();
      expect(problem).toMatchObject({ code: 'phone_has_account', errors: [{ field: 'phone' }] });
      expect(JSON.stringify(problem)).not.toContain('نرگس');
      const [link] = await (await getDb()).select().from(buyers).where(eq(buyers.userId, buyer.userId));
      expect(link.ownerUserId).toBeNull();
      expect(await isOwnerOf(await getDb(), owner.userId, buyer.userId)).toBe(false);
      const [row] = await (await getDb()).select().from(users).where(eq(users.id, buyer.userId));
      expect(row).toMatchObject({ firstName: 'نرگس', lastName: 'پاکزاد' });
      // An owner that is itself a user with an account is no exception.
      expect((await register(owner, { phone: rival.phone })).status).toBe(409);
    });

    it('limits an owner\'s registrations, refusals included: phones cannot be walked to learn which have an account', async () => {
      useRateLimitStoreForTests(createMemoryLimitStore());
      onTestFinished(() => useRateLimitStoreForTests(undefined));
      const walker = await loginAs(app, newPhone(), { roles: ['owner'] });
      for (let i = 0; i < 30; i++) expect((await register(walker, { phone: buyer.phone })).status).toBe(409);
      const limited = await register(walker, { phone: newPhone() });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ code: 'too_many_registrations' });
      expect((await register(owner, { phone: newPhone() })).status).toBe(201);
    });

    it('refuses a plain buyer registering someone else (403) and a bad phone (400)', async () => {
      const phone = newPhone();
      const res = await register(buyer, { phone });
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe('owner_required');
      expect(
        await (
          await getDb()
        )
          .select()
          .from(users)
          .where(eq(users.phone, plus(phone))),
      ).toHaveLength(0);
      const bad = await register(owner, { phone: '12345' });
      expect(bad.status).toBe(400);
      expect((await bad.json()).errors[0].field).toBe('phone');
    });

    it('says the same bound of a name however long it is (the room for cleaning it was said as the bound)', async () => {
      for (const length of [51, 101, 300]) {
        const res = await register(owner, { phone: newPhone(), lastName: 'ن'.repeat(length) });
        expect(res.status).toBe(400);
        expect((await res.json()).errors, String(length)).toEqual([expect.objectContaining({ field: 'lastName', message: 'بیش از ۵۰ نویسه نباید باشد' })]);
      }
    });

    it('needs a login', async () => {
      expect((await app.request('/api/v1/buyers', { method: 'POST' })).status).toBe(401);
    });
  },
  { seed: false },
);
