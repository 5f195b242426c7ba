import type { Db } from '../../client';
import { normalizePersian } from '../../../../lib/persian/normalize';
import { slugify } from '../../../../lib/slug';
import type { StockState } from '../../../../api/contract/catalog-enums';
import { bulkInsert, reserveIds } from './bulk';
import type { LeafSpec } from './spec-types';
import { OFFER_EXTRAS } from './names';
import type { Rng } from './prng';
import { chooseValues, renderName, valueRow, VALUE_COLUMNS, type Choice } from './property-values';
import type { SeededProperty, SeededUnit } from './seed-reference';
import type { CatalogLeaf, SupplierPlan } from './seed-suppliers';

type Base = { id: number; name: string; values: Choice[]; price: number };
/** A few offers remembered for the advertisements. */
export type OfferSample = { id: number; name: string; supplierId: number; categoryId: number };
export type LeafContext = { leaf: CatalogLeaf; spec: LeafSpec; props: SeededProperty[] };

const BASE_COLUMNS = {
  id: 'bigint', category_id: 'bigint', name: 'text', search_name: 'text', slug: 'text',
  description: 'text', image: 'text', created_at: 'timestamptz', updated_at: 'timestamptz',
};
const OFFER_COLUMNS = {
  id: 'bigint', supplier_id: 'bigint', base_product_id: 'bigint', category_id: 'bigint', category_type: 'text',
  name: 'text', search_name: 'text', slug: 'text', description: 'text', price: 'bigint', price_unit_id: 'bigint',
  min_order_quantity: 'double precision', min_order_unit_id: 'bigint', stock_state: 'text', images: 'text[]',
  is_active: 'boolean', created_at: 'timestamptz', updated_at: 'timestamptz',
};

/** Rounds a price the way a price list shows it (three significant digits, whole thousands of Rial). */
export function roundPrice(rial: number): number {
  const step = Math.max(1000, 10 ** (Math.floor(Math.log10(rial)) - 2));
  return Math.round(rial / step) * step;
}

/** Splits `total` into integer shares proportional to the weights (largest remainder). */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const counts = exact.map(Math.floor);
  const order = exact.map((x, i) => [x - counts[i], i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0, left = total - counts.reduce((a, b) => a + b, 0); k < left; k++) counts[order[k][1]]++;
  return counts;
}

/**
 * Base products of every leaf and the suppliers' offers of them. The offers are laid out first
 * (which supplier, which leaf), so each leaf gets as many base products as its offers need: about
 * one for every five offers, so that several suppliers compete on most base products.
 */
export async function seedProducts(
  db: Db,
  rng: Rng,
  options: { total: number; suppliers: SupplierPlan[]; contexts: Map<string, LeafContext>; units: Map<string, SeededUnit>; now: Date; batchSize?: number },
): Promise<{ baseProducts: number; supplierProducts: number; sample: OfferSample[] }> {
  const { suppliers, contexts, units, now } = options;
  const leafCodes = [...contexts.keys()];
  const leafIndex = new Map(leafCodes.map((c, i) => [c, i]));
  const perSupplier = apportion(options.total, suppliers.map((s) => s.weight));
  const offerLeaf = new Uint16Array(options.total);
  const leafCounts = new Array<number>(leafCodes.length).fill(0);
  for (let s = 0, k = 0; s < suppliers.length; s++) {
    for (let j = 0; j < perSupplier[s]; j++, k++) {
      const leaf = leafIndex.get(rng.pick(suppliers[s].leaves).code)!;
      offerLeaf[k] = leaf;
      leafCounts[leaf]++;
    }
  }

  const pools = await seedBaseProducts(db, rng, leafCodes.map((code, l) => ({
    context: contexts.get(code)!,
    wanted: Math.max(3, Math.ceil(leafCounts[l] / 5)),
  })), units, now);
  const baseCount = pools.reduce((n, pool) => n + pool.length, 0);

  // Offers are written in batches across suppliers, so a million small suppliers cost no more
  // statements than a few large ones.
  const batchSize = options.batchSize ?? 5000;
  const sample: OfferSample[] = [];
  const sampleChance = Math.min(1, 400 / Math.max(1, options.total));
  const offerSupplier = suppliers.flatMap((supplier, s) => Array<SupplierPlan>(perSupplier[s]).fill(supplier));
  for (let start = 0; start < options.total; start += batchSize) {
    const ids = await reserveIds(db, 'supplier_products', Math.min(batchSize, options.total - start));
    const offers: Record<string, unknown>[] = [];
    const values: Record<string, unknown>[] = [];
    ids.forEach((id, i) => {
      const leaf = offerLeaf[start + i];
      const context = contexts.get(leafCodes[leaf])!;
      const base = rng.pick(pools[leaf]);
      const offer = offerRow(rng, id, offerSupplier[start + i], context, base, units, now);
      offers.push(offer);
      if (offer.is_active && rng.chance(sampleChance)) {
        sample.push({ id, name: offer.name as string, supplierId: offer.supplier_id as number, categoryId: context.leaf.categoryId });
      }
      context.props.forEach((p, v) => values.push({ supplier_product_id: id, ...valueRow(rng, p, base.values[v], units) }));
    });
    await bulkInsert(db, 'supplier_products', OFFER_COLUMNS, offers, 2500);
    await bulkInsert(db, 'supplier_product_property_values', { supplier_product_id: 'bigint', ...VALUE_COLUMNS }, values, 5000);
  }
  return { baseProducts: baseCount, supplierProducts: options.total, sample };
}

/** Every leaf's base products, written together; returns the pools in the leaves' order. */
async function seedBaseProducts(
  db: Db,
  rng: Rng,
  leaves: { context: LeafContext; wanted: number }[],
  units: Map<string, SeededUnit>,
  now: Date,
): Promise<Base[][]> {
  const drafts = leaves.map(({ context: { spec, props }, wanted }) => {
    const byName = new Map<string, Choice[]>();
    // The combinations of a leaf's values are finite; past them, offers share base products.
    for (let attempt = 0; attempt < wanted * 4 && byName.size < wanted; attempt++) {
      const values = chooseValues(rng, props);
      const name = renderName(spec.name, props, values);
      if (!byName.has(name)) byName.set(name, values);
    }
    return [...byName];
  });
  const ids = await reserveIds(db, 'base_products', drafts.reduce((n, d) => n + d.length, 0));
  let next = 0;
  const pools = drafts.map((draft, l) => {
    const [low, high] = leaves[l].context.spec.price;
    return draft.map(([name, values]): Base => ({
      id: ids[next++],
      name,
      values,
      // Log-uniform: cheap and dear items are both common in a price list.
      price: Math.exp(Math.log(low) + rng.next() * (Math.log(high) - Math.log(low))),
    }));
  });
  const rows = pools.flatMap((pool, l) => {
    const { leaf, spec } = leaves[l].context;
    return pool.map((b) => ({
      id: b.id,
      category_id: leaf.categoryId,
      name: b.name,
      search_name: normalizePersian(b.name),
      slug: slugify(b.name),
      description: spec.about,
      image: `/api/v1/media/base-products/${b.id}.svg`,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    }));
  });
  await bulkInsert(db, 'base_products', BASE_COLUMNS, rows, 2500);
  const values = pools.flatMap((pool, l) =>
    pool.flatMap((b) =>
      leaves[l].context.props.map((p, i) => ({ base_product_id: b.id, ...valueRow(undefined, p, b.values[i], units) })),
    ),
  );
  await bulkInsert(db, 'base_product_property_values', { base_product_id: 'bigint', ...VALUE_COLUMNS }, values, 5000);
  return pools;
}

const STOCK: Record<string, [StockState[], number[]]> = {
  Product: [['in_stock', 'on_order', 'out_of_stock'], [0.75, 0.15, 0.1]],
  IndustrialService: [['in_stock', 'on_order'], [0.6, 0.4]],
  ConsultingService: [['in_stock', 'on_order'], [0.7, 0.3]],
  ElectronicDocument: [['in_stock'], [1]],
};

function offerRow(
  rng: Rng,
  id: number,
  supplier: SupplierPlan,
  { leaf, spec }: LeafContext,
  base: Base,
  units: Map<string, SeededUnit>,
  now: Date,
): Record<string, unknown> {
  const name = rng.chance(0.35) ? `${base.name} ${rng.pick(OFFER_EXTRAS[leaf.type])}` : base.name;
  const [states, weights] = STOCK[leaf.type];
  const images = Array.from({ length: rng.int(1, 3) }, (_, i) => `/api/v1/media/products/${id}${i ? `-${i + 1}` : ''}.svg`);
  return {
    id,
    supplier_id: supplier.id,
    base_product_id: base.id,
    category_id: leaf.categoryId,
    category_type: leaf.type,
    name,
    search_name: normalizePersian(name),
    slug: slugify(name),
    description: spec.about,
    // A few offers say "ask for the price", as real price lists do.
    price: rng.chance(0.03) ? null : roundPrice(base.price * (0.88 + rng.next() * 0.24)),
    price_unit_id: units.get(spec.priceUnit)!.id,
    min_order_quantity: rng.pick(spec.minOrder.values),
    min_order_unit_id: units.get(spec.minOrder.unit)!.id,
    stock_state: states[rng.weighted(weights)],
    images,
    is_active: rng.chance(0.97),
    created_at: new Date(now.getTime() - rng.int(0, 365 * 24 * 60) * 60_000).toISOString(),
    updated_at: now.toISOString(),
  };
}
