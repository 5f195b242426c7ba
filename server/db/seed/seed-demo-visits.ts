import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/**
 * Three months of visits for the admin desk's chart: more on weekdays than on Fridays, a slow
 * rise over the period, spread over products, suppliers, categories and articles, by a few
 * hundred anonymous visitors who each open two or three pages a day. Counters are left alone (they count live visits only).
 */
export async function seedDemoVisits(db: Db, now = new Date()): Promise<void> {
  await db.execute(sql`
    INSERT INTO page_visits (page_kind, object_id, visitor_key, visited_at)
    SELECT (ARRAY['supplier_product', 'supplier', 'category', 'page'])[1 + (v.n % 4)],
           1 + (v.n * 7 % 40),
           -- Two or three pages a visitor a day (visits and visitors drew one line when each visit had a visitor of its own).
           'v:seed-' || (((v.n % 1000) / (2 + (v.n / 1000) % 2)) * 13 + v.n / 1000) % 600,
           v.day + make_interval(mins => (v.n * 37 % 1440))
    FROM (
      SELECT d.day, generate_series(1, 20 + (89 - d.i) / 3 + (CASE WHEN extract(dow FROM d.day) = 5 THEN 0 ELSE 25 END) + (d.i * 17 % 11)) + d.i * 1000 AS n
      FROM (SELECT i, date_trunc('day', ${now}::timestamptz) - make_interval(days => i) AS day FROM generate_series(0, 89) i) d
    ) v`);
}
