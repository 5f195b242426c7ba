import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { buyers, users } from '../schema';
import { seedCategories } from './seed-categories';
import { DEMO_BUYER_PHONE, DEMO_OWNER_PHONE, DEMO_USERS } from './demo-users';
import { seedCatalog, seedCatalogIfMissing, type SeedCatalogOptions } from './catalog/seed-catalog';
import { seedContent, seedContentIfMissing } from './content/seed-content';
import { seedDemoVisits } from './seed-demo-visits';

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
    if (rows[0].n > 0) {
      const catalogued = await seedCatalogIfMissing(tx as unknown as Db, catalog);
      return (await seedContentIfMissing(tx as unknown as Db)) || catalogued;
    }
    const categoryIds = await seedCategories(tx as unknown as Db);
    await tx.insert(users).values(DEMO_USERS).onConflictDoNothing();
    await seedDemoConsumer(tx as unknown as Db);
    await seedCatalog(tx as unknown as Db, categoryIds, catalog);
    await seedContent(tx as unknown as Db);
    await seedDemoVisits(tx as unknown as Db);
    return true;
  });
}

/** The demo buyer is the demo owner user's consumer. */
async function seedDemoConsumer(db: Db) {
  const rows = await db.select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.phone, [DEMO_BUYER_PHONE, DEMO_OWNER_PHONE]));
  const id = (phone: string) => rows.find((r) => r.phone === phone)!.id;
  await db.insert(buyers).values({ userId: id(DEMO_BUYER_PHONE), ownerUserId: id(DEMO_OWNER_PHONE) }).onConflictDoNothing();
}
