import { and, asc, count, desc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, states, supplierProductNames, supplierProducts, suppliers } from '../../db/schema';
import type { CategoryType } from '../../../api/contract/enums';
import type { Page, Paging } from '../../../api/contract/paging';
import type { SupplierSortField, SupplierSummary } from '../../../api/contract/suppliers';
import { pageWindow } from '../list-query';
import { prepareSearch, textMatches, withTypoTolerance, type SearchText } from '../search/trigram';
import { offerIsLive } from '../catalog/cards';
import { supplierIsListed } from './storefront-listing';

/** Which products a supplier list looks at: a category subtree, property conditions, or all. */
export type ProductScope = {
  categoryIds?: number[];
  productConditions?: SQL[];
  /** Only suppliers with at least one product in scope. */
  requireProducts?: boolean;
};

export type SupplierFilter = {
  categoryType?: CategoryType;
  cityId?: number;
  stateId?: number;
  isVerified?: boolean;
  text?: string;
};

export type SupplierSorting = { field: SupplierSortField; direction?: 'asc' | 'desc' };

/** The offers a scope takes in, besides being live. */
function scopeConditions(scope: ProductScope): SQL[] {
  return [...(scope.categoryIds ? [inArray(supplierProducts.categoryId, scope.categoryIds)] : []), ...(scope.productConditions ?? [])];
}

function productMatch(scope: ProductScope): SQL {
  return and(eq(supplierProducts.supplierId, suppliers.id), offerIsLive(), ...scopeConditions(scope))!;
}

/**
 * pg_trgm's default word-similarity cut (0.6) misses a single dropped letter in a Persian word: an
 * n-letter word scores (n-2)/(n+3), so «خشبار» for «خشکبار» is 0.44. 0.4 forgives one slip in
 * words of six letters and more; below 4 letters a typo leaves too few trigrams to judge.
 */
const TYPO_SIMILARITY = 0.4;
const TYPO_MIN_LENGTH = 4;

/**
 * Names that contain the text (every word of it, or of its spelling correction); in the loose
 * pass, names with a part close to it. The loose pass runs only when no name contains the text
 * (`withTypoTolerance`, as the catalogue's search): resemblance asked of every supplier on every
 * search cost 90 ms at 10,000 suppliers, where the trigram index answers the strict pass at once.
 */
function nameMatches(search: SearchText, loose: boolean): SQL {
  const matches = textMatches(suppliers.searchName, search, loose);
  if (!loose) return matches;
  if ([...search.needle].length < TYPO_MIN_LENGTH) return sql`false`;
  const close = search.needles.map((n) => sql`word_similarity(${n}, ${suppliers.searchName}) >= ${TYPO_SIMILARITY}`);
  return and(matches, or(...close))!;
}

/** Which suppliers a text finds; in the strict pass, which of them by their name (listed first). */
type TextMatch = { found: SQL; byName?: SQL };

/**
 * A buyer who looks for «سیمان» among suppliers means those who sell it, not only those with the
 * word in their name: in the strict pass a supplier is found by its name or by one of its live
 * offers in scope whose name answers the text. The offers are found through their kept names
 * (`supplier_product_names`, a few thousand rows where offers are a hundred thousand, as the
 * catalogue's text search does) and then the live offers' index of names. The loose pass, for a
 * misspelt text, compares suppliers' names only.
 */
function textMatch(db: Db, scope: ProductScope, search: SearchText, loose: boolean): TextMatch {
  const byName = nameMatches(search, loose);
  if (loose) return { found: byName };
  const names = db
    .select({ name: supplierProductNames.searchName })
    .from(supplierProductNames)
    .where(and(sql`${supplierProductNames.activeOffers} > 0`, textMatches(supplierProductNames.searchName, search)));
  const sellers = db
    .select({ id: supplierProducts.supplierId })
    .from(supplierProducts)
    .where(and(offerIsLive(), inArray(supplierProducts.searchName, names), ...scopeConditions(scope)));
  // Ids by name and by offers, then the suppliers by id. An OR of the two kept PostgreSQL from the
  // names' trigram index and tested every supplier's name (10 ms a search at 10,000 suppliers,
  // against 5). As `IN (…)` it guessed half the suppliers would match: it sorted all of them and
  // tested each against the ids (250 ms for «میلگرد» at a million offers). As an array it looks up
  // the ids it has (35 ms), whatever its guess.
  const named = db.select({ id: suppliers.id }).from(suppliers).where(byName);
  return { found: sql`${suppliers.id} = ANY(ARRAY(${named.union(sellers)}))`, byName };
}

const NATURAL_DIRECTION: Record<SupplierSortField, 'asc' | 'desc'> = {
  rating: 'desc',
  name: 'asc',
  newest: 'desc',
  products: 'desc',
};

/** A page of supplier summaries, their product counts taken within the scope. */
export async function querySuppliers(
  db: Db,
  scope: ProductScope,
  filter: SupplierFilter,
  sorting: SupplierSorting,
  paging: Paging,
): Promise<Page<SupplierSummary>> {
  const search = await prepareSearch(db, filter.text);
  if (!search) return supplierPage(db, scope, filter, undefined, sorting, paging);
  return withTypoTolerance(
    db,
    search,
    (tx, loose) => supplierPage(tx, scope, filter, textMatch(tx, scope, search, loose), sorting, paging),
    (page) => page.totalCount === 0,
  );
}

async function supplierPage(
  db: Db,
  scope: ProductScope,
  filter: SupplierFilter,
  text: TextMatch | undefined,
  sorting: SupplierSorting,
  paging: Paging,
): Promise<Page<SupplierSummary>> {
  const match = productMatch(scope);
  const productCount = sql<number>`(${db.select({ n: count() }).from(supplierProducts).where(match)})`.mapWith(Number);
  const where = and(
    supplierIsListed(),
    filter.categoryType ? sql`${filter.categoryType} = ANY(${suppliers.categoryTypes})` : undefined,
    filter.cityId !== undefined ? eq(suppliers.cityId, filter.cityId) : undefined,
    filter.stateId !== undefined ? eq(cities.stateId, filter.stateId) : undefined,
    filter.isVerified !== undefined ? eq(suppliers.isVerified, filter.isVerified) : undefined,
    text?.found,
    scope.requireProducts ? exists(db.select({ one: sql`1` }).from(supplierProducts).where(match)) : undefined,
  );
  const direction = (sorting.direction ?? NATURAL_DIRECTION[sorting.field]) === 'asc' ? asc : desc;
  const primary = {
    rating: suppliers.rating,
    name: suppliers.searchName,
    newest: suppliers.createdAt,
    products: productCount,
  }[sorting.field];
  const { limit, offset } = pageWindow(paging);

  // A text's suppliers are found once for the page and its total, as a window over them: a count
  // of its own found them again (tens of thousands of offers read for a common word at a million).
  const total = text ? sql<number>`count(*) OVER ()`.mapWith(Number) : sql<null>`NULL`;
  const countAll = async () => {
    const [{ n }] = await db.select({ n: count() }).from(suppliers).leftJoin(cities, eq(cities.id, suppliers.cityId)).where(where);
    return n;
  };
  const pageRows = db
    .select({
      id: suppliers.id,
      name: suppliers.name,
      slug: suppliers.slug,
      logo: suppliers.logo,
      cityId: suppliers.cityId,
      cityName: cities.name,
      stateId: cities.stateId,
      stateName: states.name,
      categoryTypes: suppliers.categoryTypes,
      isVerified: suppliers.isVerified,
      rating: suppliers.rating,
      productCount,
      createdAt: suppliers.createdAt,
      total,
    })
    .from(suppliers)
    .leftJoin(cities, eq(cities.id, suppliers.cityId))
    .leftJoin(states, eq(states.id, cities.stateId))
    .where(where)
    .orderBy(...(text?.byName ? [sql`CASE WHEN ${text.byName} THEN 0 ELSE 1 END`] : []), direction(primary), desc(suppliers.rating), asc(suppliers.id))
    .limit(limit)
    .offset(offset);
  if (!text) {
    const [rows, totalCount] = await Promise.all([pageRows, countAll()]);
    return { items: rows.map(toSummary), totalCount, ...paging };
  }
  const rows = await pageRows;
  // A page past the end has no row to carry the total.
  const totalCount = rows[0]?.total ?? (offset === 0 ? 0 : await countAll());
  return { items: rows.map(toSummary), totalCount, ...paging };
}

type SummaryRow = {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  cityId: number | null;
  cityName: string | null;
  stateId: number | null;
  stateName: string | null;
  categoryTypes: CategoryType[];
  isVerified: boolean;
  rating: number;
  productCount: number;
  createdAt: Date;
};

export function toSummary(row: SummaryRow): SupplierSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logo,
    city:
      row.cityId === null
        ? null
        : { id: row.cityId, name: row.cityName ?? '', stateId: row.stateId ?? 0, stateName: row.stateName ?? '' },
    categoryTypes: row.categoryTypes,
    isVerified: row.isVerified,
    rating: Number(row.rating),
    productCount: row.productCount,
    createdAt: row.createdAt.toISOString(),
  };
}
