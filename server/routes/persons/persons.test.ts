import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { loginAs, type LoggedIn } from '../../testing/login';
import { getDb } from '../../db/client';
import { cities, countries, personAddresses, states } from '../../db/schema';

const newPhone = () => `0939${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;
const home = {
  title: 'خانه',
  province: 'تهران',
  city: 'تهران',
  addressLine: 'خیابان ولیعصر، کوچه بهار، پلاک ۱۲',
  postalCode: '۱۵۹۱۶-۳۴۳۱۱',
};

describeEachDatabase(
  '/persons/{id}/addresses',
  () => {
    const app = createApp();
    let me: LoggedIn;
    let stranger: LoggedIn;
    beforeAll(async () => {
      me = await loginAs(app, newPhone());
      stranger = await loginAs(app, newPhone());
    });

    const call = (who: LoggedIn, method: string, personId: number, body?: unknown, query = '') =>
      app.request(`/api/v1/persons/${personId}/addresses${query}`, {
        method,
        headers: { ...who.headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const rowsOf = async (userId: number) =>
      (await getDb()).select().from(personAddresses).where(eq(personAddresses.userId, userId));

    it("lists, adds, edits and deletes the addresses of one's own person", async () => {
      const profile = await (await app.request('/api/v1/users/me', { headers: me.headers })).json();
      expect(profile.personId).toBe(me.userId);
      expect(await (await call(me, 'GET', me.userId)).json()).toEqual([]);

      const created = await call(me, 'POST', me.userId, home);
      expect(created.status).toBe(201);
      const address = await created.json();
      expect(address).toMatchObject({
        personId: me.userId,
        title: 'خانه',
        postalCode: '1591634311',
        cityId: null,
      });

      const updated = await call(me, 'PUT', me.userId, {
        ...home,
        id: address.id,
        title: 'محل کار',
        plaque: '۱۲',
      });
      expect(updated.status).toBe(200);
      expect(await updated.json()).toMatchObject({
        id: address.id,
        title: 'محل کار',
        plaque: '۱۲',
      });
      expect(await (await call(me, 'GET', me.userId)).json()).toHaveLength(1);

      expect(
        (await call(me, 'DELETE', me.userId, undefined, `?addressId=${address.id}`)).status,
      ).toBe(204);
      expect(await rowsOf(me.userId)).toHaveLength(0);
    });

    it('takes the province and city names from the city list when a city id is given', async () => {
      const db = await getDb();
      const [country] = await db
        .insert(countries)
        .values({ code: 'IR', name: 'ایران', searchName: 'ایران' })
        .onConflictDoNothing()
        .returning();
      const countryId =
        country?.id ?? (await db.select().from(countries).where(eq(countries.code, 'IR')))[0].id;
      const [state] = await db
        .insert(states)
        .values({
          countryId,
          code: `t-${crypto.randomUUID()}`,
          name: 'اصفهان',
          searchName: 'اصفهان',
        })
        .returning();
      const [city] = await db
        .insert(cities)
        .values({ stateId: state.id, name: 'کاشان', searchName: 'کاشان', slug: 'kashan' })
        .returning();
      const res = await call(me, 'POST', me.userId, {
        title: 'باغ',
        cityId: city.id,
        addressLine: 'بلوار امیرکبیر، پلاک ۳',
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({
        cityId: city.id,
        province: 'اصفهان',
        city: 'کاشان',
      });
      const missing = await call(me, 'POST', me.userId, {
        title: 'باغ',
        cityId: 99_999_999,
        addressLine: 'بلوار امیرکبیر، پلاک ۳',
      });
      expect(missing.status).toBe(400);
      expect((await missing.json()).errors[0].field).toBe('cityId');
    });

    it.each([
      ['a short postal code', { postalCode: '12345' }, 'postalCode'],
      ['no city at all', { province: undefined, city: undefined }, 'province'],
      ['an empty title', { title: ' ' }, 'title'],
      ['a latitude off the globe', { latitude: 123 }, 'latitude'],
    ])('refuses %s with a Persian field error', async (_name, change, field) => {
      const before = await rowsOf(me.userId);
      const res = await call(me, 'POST', me.userId, { ...home, ...change });
      expect(res.status).toBe(400);
      const error = (await res.json()).errors.find((e: { field: string }) => e.field === field);
      expect(error?.message).toMatch(/[\u0600-\u06FF]/);
      expect(await rowsOf(me.userId)).toEqual(before);
    });

    it("answers 404 for another person, and for another person's address, changing nothing", async () => {
      const theirs = await (await call(stranger, 'POST', stranger.userId, home)).json();
      const before = await rowsOf(stranger.userId);
      for (const res of [
        await call(me, 'GET', stranger.userId),
        await call(me, 'POST', stranger.userId, home),
        await call(me, 'PUT', stranger.userId, { ...home, id: theirs.id }),
        await call(me, 'DELETE', stranger.userId, undefined, `?addressId=${theirs.id}`),
        // Through one's own person id, naming their address.
        await call(me, 'PUT', me.userId, { ...home, id: theirs.id, title: 'دزدیده' }),
        await call(me, 'DELETE', me.userId, undefined, `?addressId=${theirs.id}`),
      ]) {
        expect(res.status).toBe(404);
        expect((await res.json()).detail).toMatch(/[\u0600-\u06FF]/);
      }
      expect(await rowsOf(stranger.userId)).toEqual(before);
    });

    it('needs a login', async () => {
      const res = await app.request(`/api/v1/persons/${me.userId}/addresses`);
      expect(res.status).toBe(401);
    });
  },
  { seed: false },
);
