import type { CategoryType } from '../../../../api/contract/enums';
import type { Db } from '../../client';
import { normalizePersian } from '../../../../lib/persian/normalize';
import { slugify } from '../../../../lib/slug';
import { bulkInsert, reserveIds } from './bulk';
import { TYPE_WEIGHTS, type TreeLeaf } from './leaf-specs';
import { companyName, supplierDescription } from './names';
import type { Rng } from './prng';
import type { SeededCity } from './seed-reference';

export type CatalogLeaf = TreeLeaf & { categoryId: number };

/** What the product seeding needs to know about a supplier. */
export type SupplierPlan = {
  id: number;
  type: CategoryType;
  leaves: CatalogLeaf[];
  /** Relative size: how many of the catalogue's offers it carries. */
  weight: number;
};

const SUPPLIER_COLUMNS = {
  id: 'bigint', name: 'text', search_name: 'text', slug: 'text', logo: 'text', description: 'text',
  city_id: 'bigint', urban_area_id: 'bigint', address: 'text', category_types: 'text[]',
  is_verified: 'boolean', rating: 'numeric', phone: 'text', website: 'text', founded_year: 'integer',
  owner_user_id: 'bigint', created_at: 'timestamptz', updated_at: 'timestamptz',
};

const STREETS = ['خیابان آزادی', 'بلوار کشاورز', 'خیابان ولیعصر', 'خیابان امام خمینی', 'بلوار جمهوری', 'شهرک صنعتی', 'جاده قدیم', 'خیابان طالقانی'];

/**
 * Suppliers that each specialise: one category type, one root, one or two groups of leaves
 * (a steel trader sells rebar, beams and sheets, not saffron).
 */
export async function seedSuppliers(
  db: Db,
  rng: Rng,
  options: { count: number; leaves: CatalogLeaf[]; cities: SeededCity[]; now: Date; owners?: (number | null)[] },
): Promise<SupplierPlan[]> {
  const { count, leaves, cities, now } = options;
  const types = Object.keys(TYPE_WEIGHTS) as CategoryType[];
  const groupsByRoot = new Map<string, Map<string, CatalogLeaf[]>>();
  for (const leaf of leaves) {
    const [root, group] = leaf.path;
    const groups = groupsByRoot.get(root) ?? new Map<string, CatalogLeaf[]>();
    groups.set(group, [...(groups.get(group) ?? []), leaf]);
    groupsByRoot.set(root, groups);
  }
  const rootsByType = new Map<CategoryType, string[]>();
  for (const leaf of leaves) {
    const roots = rootsByType.get(leaf.type) ?? [];
    if (!roots.includes(leaf.path[0])) roots.push(leaf.path[0]);
    rootsByType.set(leaf.type, roots);
  }
  const cityWeights = cities.map((c) => c.weight);
  const ids = await reserveIds(db, 'suppliers', count);
  const taken = new Set<string>();
  const plans: SupplierPlan[] = [];
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const id = ids[i];
    const type = types[rng.weighted(types.map((t) => TYPE_WEIGHTS[t]))];
    const roots = rootsByType.get(type)!;
    const root = roots[rng.weighted(roots.map((r) => [...groupsByRoot.get(r)!.values()].flat().length))];
    const groups = [...groupsByRoot.get(root)!.values()];
    const chosen = rng.sample(groups, rng.chance(0.3) ? 2 : 1).flat();
    const supplierLeaves = rng.sample(chosen, rng.int(Math.min(2, chosen.length), chosen.length));
    plans.push({ id, type, leaves: supplierLeaves, weight: 0.3 + rng.next() ** 3 * 10 });

    const { name, latin } = companyName(rng, root, taken);
    const city = cities[rng.weighted(cityWeights)];
    const trade = supplierLeaves.map((l) => l.name).join('، ');
    rows.push({
      id,
      name,
      search_name: normalizePersian(name),
      slug: slugify(name),
      logo: `/api/v1/media/suppliers/${id}.svg`,
      description: supplierDescription(rng, type, trade, city.name),
      city_id: city.id,
      urban_area_id: city.areaIds.length && rng.chance(0.7) ? rng.pick(city.areaIds) : null,
      address: `${city.name}، ${rng.pick(STREETS)}، پلاک ${rng.int(1, 400)}`,
      category_types: [type],
      is_verified: rng.chance(0.4),
      // A tenth are new and not yet rated.
      rating: rng.chance(0.1) ? 0 : Math.round((2.5 + rng.next() * 2.5) * 10) / 10,
      phone: `${city.phoneCode}-${rng.int(3000_0000, 8999_9999)}`,
      website: rng.chance(0.6) ? `https://www.${latin}${rng.int(1, 99)}.ir` : null,
      founded_year: rng.int(1965, 2023),
      // The demo supplier user runs two storefronts, as a supplier user may.
      owner_user_id: options.owners?.[i] ?? null,
      created_at: new Date(now.getTime() - rng.int(30, 1500) * 86_400_000).toISOString(),
      updated_at: now.toISOString(),
    });
  }
  await bulkInsert(db, 'suppliers', SUPPLIER_COLUMNS, rows, 2000);
  return plans;
}

/** Cities a supplier sells to beyond its own: none for some, up to eight for others. */
export async function seedSaleCities(db: Db, rng: Rng, suppliers: { id: number }[], cities: SeededCity[]) {
  const rows: Record<string, unknown>[] = [];
  for (const supplier of suppliers) {
    const extra = rng.chance(0.3) ? 0 : rng.int(1, 8);
    for (const city of rng.sample(cities, extra)) rows.push({ supplier_id: supplier.id, city_id: city.id });
  }
  await bulkInsert(db, 'sale_cities', { supplier_id: 'bigint', city_id: 'bigint' }, rows, 5000);
}
