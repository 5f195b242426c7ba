import { inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { categories, users } from '../../schema';
import { DEMO_STOREFRONT_OWNERS, DEMO_USERS } from '../demo-users';
import { seedDemoOrders } from '../seed-demo-orders';
import { seedDemoWallet } from '../seed-demo-wallet';
import { analyze, rowsOf, withForeignKeyChecksDeferred, withIndexesDeferred } from './bulk';
import { LEAF_SPECS, treeLeaves } from './leaf-specs';
import { createRng } from './prng';
import { seedCategoryProperties, seedGeography, seedUnits } from './seed-reference';
import { seedProducts, type LeafContext } from './seed-products';
import { seedSaleCities, seedSuppliers } from './seed-suppliers';
import { seedAdvertisements, seedMerchants } from './seed-trade';

export type SeedCatalogOptions = {
  /** Supplier products (offers) to create. */
  products: number;
  /** Same seed, same catalogue. */
  seed?: number;
  /** Default: one supplier per ten offers. */
  suppliers?: number;
  /** The moment the catalogue is "seeded at"; dates spread backwards from it. */
  now?: Date;
  log?: (message: string) => void;
};

export type SeedCatalogResult = {
  suppliers: number;
  baseProducts: number;
  supplierProducts: number;
  merchants: number;
  delegations: number;
  advertisements: number;
};

/** From this size on, indexes are built once after the load instead of row by row. */
const DEFER_INDEXES_FROM = 20_000;
const LOADED_TABLES = ['suppliers', 'sale_cities', 'supplier_products', 'supplier_product_property_values', 'base_products', 'base_product_property_values'];
const ALL_TABLES = [...LOADED_TABLES, 'merchants', 'merchant_delegations', 'advertisements', 'categories', 'category_properties', 'cities', 'supplier_product_names', 'base_product_offers'];

/**
 * Fills an empty catalogue: geography, units, category properties, suppliers, base products,
 * offers with typed property values, merchants, delegations and advertisements. Expects the
 * category tree (`seedCategories`) and the demo users to be in place.
 */
export async function seedCatalog(
  db: Db,
  categoryIds: Map<string, number>,
  options: SeedCatalogOptions,
): Promise<SeedCatalogResult> {
  const rng = createRng(options.seed ?? 1);
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const leaves = treeLeaves().map((leaf) => {
    const categoryId = categoryIds.get(leaf.code);
    if (categoryId === undefined) throw new Error(`category ${leaf.code} is not seeded`);
    return { ...leaf, categoryId };
  });
  const specs = new Map(LEAF_SPECS.map((s) => [s.code, s]));

  const cities = await seedGeography(db);
  const units = await seedUnits(db);
  const properties = await seedCategoryProperties(db, LEAF_SPECS, categoryIds, units);
  const contexts = new Map<string, LeafContext>(
    leaves.map((leaf) => {
      const spec = specs.get(leaf.code);
      if (!spec) throw new Error(`no seed spec for leaf category ${leaf.code}`);
      return [leaf.code, { leaf, spec, props: properties.get(leaf.code)! }];
    }),
  );
  log(`reference data: ${cities.length} cities, ${units.size} units`);

  const demoUsers = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(inArray(users.phone, DEMO_USERS.map((u) => u.phone)));
  const owners = DEMO_STOREFRONT_OWNERS.map((phone) => demoUsers.find((u) => u.phone === phone)?.id ?? null);
  const supplierCount = options.suppliers ?? Math.max(10, Math.round(options.products / 10));
  const load = async () => {
    const suppliers = await seedSuppliers(db, rng.fork('suppliers'), {
      count: supplierCount,
      leaves,
      cities,
      now,
      owners,
    });
    await seedSaleCities(db, rng.fork('sale-cities'), suppliers, cities);
    log(`${suppliers.length} suppliers`);
    const products = await seedProducts(db, rng.fork('products'), { total: options.products, suppliers, contexts, units, now });
    log(`${products.baseProducts} base products, ${products.supplierProducts} supplier products`);
    return { suppliers, products };
  };
  const { suppliers, products } = await withForeignKeyChecksDeferred(db, () =>
    options.products >= DEFER_INDEXES_FROM ? withIndexesDeferred(db, LOADED_TABLES, load) : load(),
  );
  // The load ran with triggers off: the names text search ranks, and each base product's offers,
  // are counted once, afterwards.
  await db.execute(sql`SELECT supplier_product_names_recount()`);
  await db.execute(sql`SELECT base_product_offers_recount()`);

  const merchantCount = Math.min(20_000, Math.max(5, Math.round(supplierCount / 6)));
  const delegations = await seedMerchants(db, rng.fork('merchants'), { count: merchantCount, suppliers, cities, now });
  const ads = await seedAdvertisements(db, rng.fork('ads'), {
    count: Math.min(200, Math.max(10, Math.round(supplierCount / 10))),
    sample: products.sample,
    now,
  });
  await db
    .update(categories)
    .set({ image: sql`'/api/v1/media/categories/' || ${categories.id} || '.svg'` })
    .where(isNull(categories.image));
  await analyze(db, ALL_TABLES);
  const orders = await seedDemoOrders(db, now);
  const walletMovements = await seedDemoWallet(db, now);
  log(`${merchantCount} merchants, ${delegations} delegations, ${ads} advertisements, ${orders} demo direct orders, ${walletMovements} demo wallet movements`);
  return {
    suppliers: suppliers.length,
    baseProducts: products.baseProducts,
    supplierProducts: products.supplierProducts,
    merchants: merchantCount,
    delegations,
    advertisements: ads,
  };
}

/**
 * Seeds the catalogue onto the categories already in the database when it has none (no
 * suppliers and no geography yet); false when there is a catalogue already.
 */
export async function seedCatalogIfMissing(db: Db, options: SeedCatalogOptions): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT (SELECT count(*) FROM suppliers)::int + (SELECT count(*) FROM countries)::int AS n`);
  if (rowsOf<{ n: number }>(result)[0].n > 0) return false;
  const codes = await db.select({ code: categories.code, id: categories.id }).from(categories);
  await seedCatalog(db, new Map(codes.map((c) => [c.code, c.id])), options);
  return true;
}
