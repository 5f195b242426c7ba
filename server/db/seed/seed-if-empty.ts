import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';
import { seedCategories } from './seed-categories';
import { DEMO_USERS } from './demo-users';
import { seedCatalog, seedCatalogIfMissing, type SeedCatalogOptions } from './catalog/seed-catalog';

/**
 * First start: fills an empty database with the demo data. A transaction-scoped advisory lock
 * keeps two servers starting together on one PostgreSQL from seeding twice.
 */
export async function seedIfEmpty(
  db: Db,
  catalog: SeedCatalogOptions = { products: 3000, seed: 1 },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(4242001)`);
    const result = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM categories`);
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    // A database seeded before the catalogue existed gets it on its next start.
    if (rows[0].n > 0) return seedCatalogIfMissing(tx as unknown as Db, catalog);
    const categoryIds = await seedCategories(tx as unknown as Db);
    await tx.insert(users).values(DEMO_USERS).onConflictDoNothing();
    await seedCatalog(tx as unknown as Db, categoryIds, catalog);
    return true;
  });
}
