import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../../../testing/test-database';
import { seedIfEmpty } from '../seed-if-empty';
import { emptyApplicationTables } from '../empty-tables';
import { seedDemoWallet } from '../seed-demo-wallet';
import { rowsOf } from './bulk';
import { balanceOf, ledgerDifferences } from '../../../services/wallet/ledger';
import { currentMembership } from '../../../services/trade/membership';
import { DEMO_BUYER_PHONE, DEMO_OWNER_PHONE, DEMO_SECOND_SUPPLIER_PHONE, DEMO_THIRD_SUPPLIER_PHONE, DEMO_SUPPLIER_PHONE } from '../demo-users';

describeEachDatabase(
  'catalogue seed',
  (ctx) => {
    const db = () => ctx.database.db;
    const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await db().execute(q));
    const one = async (q: ReturnType<typeof sql>) => (await query<{ n: number }>(q))[0].n;

    /** Everything the seed decides, without the clock. */
    const digest = async () =>
      JSON.stringify(
        await query(sql`
          SELECT sp.id, sp.name, sp.price, sp.stock_state, s.name AS supplier, s.city_id, b.name AS base,
                 (SELECT string_agg(coalesce(v.text_value, v.number_value::text, v.bool_value::text), '|' ORDER BY v.property_id)
                  FROM supplier_product_property_values v WHERE v.supplier_product_id = sp.id) AS props
          FROM supplier_products sp JOIN suppliers s ON s.id = sp.supplier_id JOIN base_products b ON b.id = sp.base_product_id
          ORDER BY sp.id`),
      );
    const reset = () => emptyApplicationTables(db());

    it('makes the same catalogue from the same seed number and another from another', async () => {
      await seedIfEmpty(db(), { products: 400, seed: 5 });
      const first = await digest();
      expect(await one(sql`SELECT count(*)::int AS n FROM supplier_products`)).toBe(400);
      await reset();
      await seedIfEmpty(db(), { products: 400, seed: 5 });
      expect(await digest()).toBe(first);
      await reset();
      await seedIfEmpty(db(), { products: 400, seed: 6 });
      expect(await digest()).not.toBe(first);
    }, 60_000);

    it('keeps offers consistent with their base product, leaf category and supplier', async () => {
      expect(await one(sql`
        SELECT count(*)::int AS n FROM supplier_products sp
        JOIN base_products b ON b.id = sp.base_product_id JOIN categories c ON c.id = sp.category_id
        JOIN suppliers s ON s.id = sp.supplier_id
        WHERE sp.category_id <> b.category_id OR NOT c.is_leaf OR sp.category_type <> c.category_type
           OR NOT (sp.category_type = ANY(s.category_types)) OR sp.price <= 0 OR sp.min_order_quantity <= 0
           OR sp.search_name <> lower(sp.search_name) OR cardinality(sp.images) = 0`)).toBe(0);
      expect(await one(sql`SELECT count(DISTINCT category_type)::int AS n FROM supplier_products`)).toBe(4);
      expect(await one(sql`
        SELECT count(*)::int AS n FROM categories c
        WHERE c.is_leaf AND c.is_active AND NOT EXISTS (SELECT 1 FROM category_properties p WHERE p.category_id = c.id)`)).toBe(0);
      // A retired category (no pages, no sitemap entry) with nothing filed under it.
      expect(await one(sql`SELECT count(*)::int AS n FROM categories WHERE NOT is_active`)).toBeGreaterThan(0);
      expect(await one(sql`
        SELECT count(*)::int AS n FROM supplier_products sp JOIN categories c ON c.id = sp.category_id WHERE NOT c.is_active`)).toBe(0);
    });

    it('stores every number in its typed unit and in the base unit', async () => {
      expect(await one(sql`
        SELECT count(*)::int AS n FROM supplier_product_property_values v
        JOIN units_of_measurement u ON u.id = v.unit_id
        WHERE abs(coalesce(v.max_number_value, v.number_value) * u.factor - coalesce(v.base_max_value, v.base_value))
              > 1e-9 * greatest(1, abs(coalesce(v.base_max_value, v.base_value)))`)).toBe(0);
      // Some values are typed in a unit other than the property's default, as suppliers do.
      expect(await one(sql`
        SELECT count(*)::int AS n FROM supplier_product_property_values v
        JOIN category_properties p ON p.id = v.property_id WHERE v.unit_id <> p.default_unit_id`)).toBeGreaterThan(0);
    });

    it('covers the 31 provinces and gives merchants, delegations and current advertisements', async () => {
      expect(await one(sql`SELECT count(*)::int AS n FROM states`)).toBe(31);
      expect(await one(sql`SELECT count(*)::int AS n FROM cities`)).toBeGreaterThanOrEqual(100);
      expect(await one(sql`SELECT count(*)::int AS n FROM merchants WHERE normalized_name <> ''`)).toBeGreaterThan(0);
      expect(await one(sql`SELECT count(*)::int AS n FROM merchant_delegations`)).toBeGreaterThan(0);
      expect(await one(sql`SELECT count(*)::int AS n FROM advertisements WHERE starts_at <= now() AND ends_at > now()`)).toBeGreaterThan(0);
      // The demo supplier users' storefronts, each with its owner.
      expect(await query(sql`SELECT u.phone, count(*)::int AS n FROM suppliers s JOIN users u ON u.id = s.owner_user_id GROUP BY u.phone ORDER BY u.phone`)).toEqual([
        { phone: DEMO_SUPPLIER_PHONE, n: 2 },
        { phone: DEMO_SECOND_SUPPLIER_PHONE, n: 1 },
        { phone: DEMO_THIRD_SUPPLIER_PHONE, n: 1 },
      ]);
    });

    it("gives the demo buyer a direct order in every state, each timeline ending in its order's state, none counted in this month's quota", async () => {
      const orders = await query<{ state: string; last: string; steps: number; owned: boolean; this_month: boolean }>(sql`
        SELECT t.state, (SELECT e.to_state FROM trade_request_events e WHERE e.trade_request_id = t.id ORDER BY e.id DESC LIMIT 1) AS last,
               (SELECT count(*)::int FROM trade_request_events e WHERE e.trade_request_id = t.id) AS steps,
               s.owner_user_id IS NOT NULL AS owned, coalesce(t.published_at > now() - interval '30 days', false) AS this_month
        FROM trade_requests t JOIN users u ON u.id = t.buyer_user_id JOIN suppliers s ON s.id = t.supplier_id
        WHERE u.phone = ${DEMO_BUYER_PHONE} ORDER BY t.id`);
      expect(orders.map((o) => o.state).sort()).toEqual(
        ['accepted', 'awaiting_confirmation', 'cancelled', 'completed', 'countered', 'draft', 'published', 'rejected'],
      );
      for (const o of orders) expect(o).toMatchObject({ last: o.state, owned: true, this_month: false });
      expect(orders.find((o) => o.state === 'completed')?.steps).toBe(5);
    });

    it("gives the demo buyer a wallet history its ledger agrees with, paid for as the real flow leaves it, none of it this month's plan", async () => {
      const buyerId = await one(sql`SELECT id::int AS n FROM users WHERE phone = ${DEMO_BUYER_PHONE}`);
      const ownerId = await one(sql`SELECT id::int AS n FROM users WHERE phone = ${DEMO_OWNER_PHONE}`);
      const entries = await query<{ type: string; amount: number; balance_after: number; days_ago: number; payment_state: string; paid_via: string; attempt: string | null; key: string }>(sql`
        SELECT w.type, w.amount::int AS amount, w.balance_after::int AS balance_after, round(extract(epoch FROM now() - w.created_at) / 86400)::int AS days_ago,
               p.state AS payment_state, p.paid_via, (SELECT o.state FROM online_payments o WHERE o.payment_id = p.id) AS attempt, w.idempotency_key AS key
        FROM wallet_transactions w JOIN payments p ON p.id = w.payment_id WHERE w.user_id = ${buyerId} ORDER BY w.id`);
      expect(entries.map((e) => [e.type, e.amount, e.balance_after, e.paid_via, e.attempt, e.key.replace(/\d+/, 'N')])).toEqual([
        ['charge_by_owner', 30_000_000, 30_000_000, 'online', 'paid', 'payment:N:charge'],
        ['payment', -15_000_000, 15_000_000, 'wallet', null, 'payment:N:wallet'],
        ['charge', 5_000_000, 20_000_000, 'online', 'paid', 'payment:N:charge'],
        ['charge_by_owner', 10_000_000, 30_000_000, 'online', 'paid', 'payment:N:charge'],
      ]);
      // Spread over the balance chart's 90 days, oldest first, each payment paid.
      expect(entries.map((e) => e.days_ago)).toEqual([86, 71, 38, 12]);
      for (const e of entries) expect(e.payment_state).toBe('paid');
      expect(await ledgerDifferences(db())).toEqual([]);
      expect(await balanceOf(db(), buyerId)).toBe(30_000_000);
      // The owner paid for its consumer; its own wallet is empty.
      expect(await one(sql`SELECT count(*)::int AS n FROM wallet_transactions WHERE user_id = ${ownerId}`)).toBe(0);
      // The plan bought from the wallet ended weeks ago: this month's quota is the base plan's.
      expect((await currentMembership(db(), buyerId)).plan.code).toBe('base');
      // Once only: a demo buyer with a money history of its own (an older database) is left as it is.
      expect(await seedDemoWallet(db(), new Date())).toBe(0);
      expect(await one(sql`SELECT count(*)::int AS n FROM wallet_transactions WHERE user_id = ${buyerId}`)).toBe(4);
    });

    it('keeps the rows the migrations write when it empties the tables (the plans, the document types)', async () => {
      await reset();
      expect(await one(sql`SELECT count(*)::int AS n FROM membership_plans`)).toBe(3);
      expect(await one(sql`SELECT count(*)::int AS n FROM trade_document_types`)).toBeGreaterThan(0);
      expect(await one(sql`SELECT count(*)::int AS n FROM users`)).toBe(0);
    });
  },
  { seed: false },
);
