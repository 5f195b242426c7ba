import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { rowsOf } from '../../services/list-query';
import { seedDemoVisits } from './seed-demo-visits';

describe('seedDemoVisits', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite', { seed: false });
  }, 60_000);
  afterAll(async () => database?.close());

  it('gives each day fewer visitors than visits: the admin chart drew the two as one line', async () => {
    await seedDemoVisits(database.db, new Date('2026-11-30T12:00:00Z'));
    const days = rowsOf<{ visits: number; visitors: number }>(
      await database.db.execute(sql`
        SELECT count(*)::int AS visits, count(DISTINCT visitor_key)::int AS visitors
        FROM page_visits GROUP BY date_trunc('day', visited_at)`),
    );
    expect(days.length).toBeGreaterThanOrEqual(89);
    for (const day of days) {
      expect(day.visitors).toBeLessThan(day.visits);
      expect(day.visitors).toBeGreaterThanOrEqual(day.visits / 4);
    }
  });
});
