import { and, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { baseProductOffers, baseProducts, categories, cities, suppliers } from '../../db/schema';
import type { CategoryType } from '../../../api/contract/enums';
import type { Suggestions } from '../../../api/contract/search';
import { rerank } from './rerank';
import { keptPerDatabase } from '../kept-per-database';
import { keptNamesOf, matchingNames } from './kept-names';
import { keptSupplierNames, typeBit } from './kept-suppliers';
import { eachWordOf, prepareSearch, textMatches, textOrder, textRank, withTypoTolerance, type SearchText } from './trigram';
import { supplierIsListed } from '../suppliers/storefront-listing';

const parent = alias(categories, 'parent');

/** Trigram candidates per group, re-ordered by edit distance before the best few are kept. */
const poolSize = (limit: number) => Math.max(limit * 8, 40);

export type Ask = { search: SearchText; type?: CategoryType; limit: number; loose: boolean };

const best = <T extends { name: string; rank: number }>(ask: Ask, rows: T[]) =>
  rerank(ask.search.needles, rows, { nearOnly: ask.loose }).slice(0, ask.limit).map(({ rank: _, ...row }) => row);

/** What a suggested category shows, from the database or from kept names. */
const suggestedCategory = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  categoryType: categories.categoryType,
  isLeaf: categories.isLeaf,
  parentName: parent.name,
};

async function suggestCategories(db: Db, ask: Ask) {
  const { search, type, loose } = ask;
  const rows = await db
    .select({ ...suggestedCategory, rank: textRank(categories.searchName, search, loose) })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(and(eq(categories.isActive, true), textMatches(categories.searchName, search, loose), type ? eq(categories.categoryType, type) : undefined))
    .orderBy(...textOrder(categories.searchName, search, loose), categories.level, categories.id)
    .limit(poolSize(ask.limit));
  return best(ask, rows);
}

async function suggestProducts(db: Db, ask: Ask) {
  const { search, type, loose, limit } = ask;
  const candidates = await db
    .select({ id: baseProducts.id, name: baseProducts.searchName, rank: textRank(baseProducts.searchName, search, loose) })
    .from(baseProducts)
    .innerJoin(categories, eq(categories.id, baseProducts.categoryId))
    .where(and(eq(baseProducts.isActive, true), textMatches(baseProducts.searchName, search, loose), type ? eq(categories.categoryType, type) : undefined))
    .orderBy(...textOrder(baseProducts.searchName, search, loose), baseProducts.id)
    .limit(poolSize(limit));
  return offeredProducts(db, ask, candidates);
}

/**
 * Some base products with their offer counts and lowest prices, as base_product_offers keeps them;
 * a product no supplier offers any more has no row. Prepared once per database (or transaction).
 */
function offersStatement(db: Db) {
  return db
    .select({
      id: baseProducts.id,
      name: baseProducts.name,
      slug: baseProducts.slug,
      categoryId: baseProducts.categoryId,
      categoryName: categories.name,
      categoryType: categories.categoryType,
      image: baseProducts.image,
      offerCount: baseProductOffers.liveOffers,
      minPrice: baseProductOffers.lowPrice,
    })
    .from(baseProducts)
    .innerJoin(categories, eq(categories.id, baseProducts.categoryId))
    .innerJoin(baseProductOffers, eq(baseProductOffers.baseProductId, baseProducts.id))
    .where(and(sql`${baseProducts.id} = ANY(${sql.placeholder('ids')}::bigint[])`, gt(baseProductOffers.liveOffers, 0)))
    .prepare('suggested_products_offers');
}

const offerStatements = new WeakMap<Db, ReturnType<typeof offersStatement>>();

/** The best candidates that some supplier still offers, of the best twice as many as are asked for. */
async function offeredProducts(db: Db, ask: Ask, candidates: { id: number; name: string; rank: number }[]) {
  const chosen = rerank(ask.search.needles, candidates, { nearOnly: ask.loose, normalizedNames: true }).slice(0, ask.limit * 2).map((c) => c.id);
  if (!chosen.length) return [];
  let statement = offerStatements.get(db);
  if (!statement) offerStatements.set(db, (statement = offersStatement(db)));
  const rows = await statement.execute({ ids: chosen });
  return rows.sort((a, b) => chosen.indexOf(a.id) - chosen.indexOf(b.id)).slice(0, ask.limit);
}

/** What a suggested supplier shows. */
const suggestedSupplier = {
  id: suppliers.id,
  name: suppliers.name,
  slug: suppliers.slug,
  logo: suppliers.logo,
  isVerified: suppliers.isVerified,
  cityName: cities.name,
};

async function suggestSuppliers(db: Db, ask: Ask) {
  const { search, type, loose } = ask;
  const rows = await db
    .select({ ...suggestedSupplier, rank: textRank(suppliers.searchName, search, loose) })
    .from(suppliers)
    .leftJoin(cities, eq(cities.id, suppliers.cityId))
    .where(and(supplierIsListed(), textMatches(suppliers.searchName, search, loose), type ? sql`${type} = ANY(${suppliers.categoryTypes})` : undefined))
    .orderBy(...textOrder(suppliers.searchName, search, loose), sql`${suppliers.rating} DESC`, suppliers.id)
    .limit(poolSize(ask.limit));
  return best(ask, rows);
}

/**
 * The names of active categories and base products, kept in memory and dropped when either
 * changes: a few thousand rows, not growing with the offers.
 */
export const keptSuggestionNames = keptPerDatabase(['category', 'base-product'], async (db) => {
  const [categoryRows, productRows] = await Promise.all([
    db
      .select({ ...suggestedCategory, searchName: categories.searchName, level: categories.level })
      .from(categories)
      .leftJoin(parent, eq(parent.id, categories.parentId))
      .where(eq(categories.isActive, true)),
    db
      .select({ id: baseProducts.id, searchName: baseProducts.searchName, categoryType: categories.categoryType })
      .from(baseProducts)
      .innerJoin(categories, eq(categories.id, baseProducts.categoryId))
      .where(eq(baseProducts.isActive, true)),
  ]);
  return {
    categories: { rows: categoryRows, ...keptNamesOf(categoryRows.map((row) => row.searchName)) },
    baseProducts: { rows: productRows, ...keptNamesOf(productRows.map((row) => row.searchName)) },
  };
});

async function keptCategories(db: Db, ask: Ask) {
  const { rows, ...names } = (await keptSuggestionNames(db)).categories;
  const candidates = matchingNames(names, ask.search, poolSize(ask.limit), {
    accepts: ask.type ? (at) => rows[at].categoryType === ask.type : undefined,
    tieBreak: (a, b) => rows[a].level - rows[b].level || rows[a].id - rows[b].id,
  });
  return best(ask, candidates.map(({ position, rank }) => {
    const { searchName: _, level: __, ...category } = rows[position];
    return { ...category, rank };
  }));
}

async function keptProducts(db: Db, ask: Ask) {
  const { rows, ...names } = (await keptSuggestionNames(db)).baseProducts;
  const candidates = matchingNames(names, ask.search, poolSize(ask.limit), {
    accepts: ask.type ? (at) => rows[at].categoryType === ask.type : undefined,
    tieBreak: (a, b) => rows[a].id - rows[b].id,
  });
  return offeredProducts(db, ask, candidates.map(({ position, rank }) => ({ id: rows[position].id, name: rows[position].searchName, rank })));
}

/** Suppliers by id, prepared once per database (or transaction), as the products' offers are. */
function shownSuppliersStatement(db: Db) {
  return db
    .select(suggestedSupplier)
    .from(suppliers)
    .leftJoin(cities, eq(cities.id, suppliers.cityId))
    .where(and(sql`${suppliers.id} = ANY(${sql.placeholder('ids')}::bigint[])`, supplierIsListed()))
    .prepare('suggested_suppliers_shown');
}

const shownSupplierStatements = new WeakMap<Db, ReturnType<typeof shownSuppliersStatement>>();

/** The strict pass's suppliers: matched and ordered among kept names as `suggestSuppliers` orders them in SQL. */
async function keptSuppliers(db: Db, ask: Ask) {
  const kept = await keptSupplierNames(db);
  const bit = ask.type ? typeBit(ask.type) : 0;
  const candidates = matchingNames(kept, ask.search, poolSize(ask.limit), {
    accepts: bit || kept.replaced.size ? (at) => !kept.replaced.has(at) && (!bit || (kept.typeBits[at] & bit) !== 0) : undefined,
    tieBreak: (a, b) => kept.ratingTenths[b] - kept.ratingTenths[a] || kept.ids[a] - kept.ids[b],
  });
  if (!candidates.length) return [];
  let statement = shownSupplierStatements.get(db);
  if (!statement) shownSupplierStatements.set(db, (statement = shownSuppliersStatement(db)));
  const shown = new Map((await statement.execute({ ids: candidates.map((c) => kept.ids[c.position]) })).map((row) => [row.id, row]));
  return best(
    ask,
    candidates.flatMap(({ position, rank }) => {
      const supplier = shown.get(kept.ids[position]);
      return supplier ? [{ ...supplier, rank }] : [];
    }),
  );
}

/** The three groups, each from its own statement: the loose pass, which needs the database's resemblance. */
export async function groupsFromDatabase(db: Db, ask: Ask) {
  return { categories: await suggestCategories(db, ask), products: await suggestProducts(db, ask), suppliers: await suggestSuppliers(db, ask) };
}

/** The strict pass: all three from kept names, the chosen suppliers read while the chosen products' offers are. */
export async function groupsFromKeptNames(db: Db, ask: Ask) {
  const [categories, products, suppliers] = await Promise.all([keptCategories(db, ask), keptProducts(db, ask), keptSuppliers(db, ask)]);
  return { categories, products, suppliers };
}

type Groups = Awaited<ReturnType<typeof groupsFromKeptNames>>;
const foundNothing = (found: Groups) => !found.categories.length && !found.products.length && !found.suppliers.length;

/** The strict pass for the whole text, then, if nothing holds it all, for each of its words. */
async function groupsOfTextOrWords(db: Db, ask: Ask) {
  const whole = await groupsFromKeptNames(db, ask);
  const words = foundNothing(whole) ? eachWordOf(ask.search) : undefined;
  return words ? groupsFromKeptNames(db, { ...ask, search: words }) : whole;
}

/**
 * A few categories, base products and suppliers for what the user has typed so far. The strict
 * pass matches names kept in memory and asks the database only for the chosen suppliers and the
 * chosen products' kept offer counts, side by side; when nothing holds the whole text, it looks
 * for each of its words. The loose pass, only for a text that may hold a typo, needs the
 * trigram resemblance: it asks the database for each group in turn inside one transaction, whose
 * connection takes one query at a time. `rerank` orders each group's candidates.
 */
export async function suggest(
  db: Db,
  input: { key: string; categoryType?: CategoryType; limit: number },
): Promise<Suggestions> {
  const search = await prepareSearch(db, input.key);
  if (!search) return { key: input.key, correctedKey: null, categories: [], products: [], suppliers: [] };
  return withTypoTolerance(
    db,
    search,
    async (db, loose) => {
      const ask: Ask = { search, type: input.categoryType, limit: input.limit, loose };
      const groups = loose ? await groupsFromDatabase(db, ask) : await groupsOfTextOrWords(db, ask);
      return { key: input.key, correctedKey: search.corrected ?? null, ...groups };
    },
    foundNothing,
  );
}
