import { and, count, eq, inArray, min, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { baseProducts, categories, cities, supplierProducts, suppliers } from '../../db/schema';
import type { CategoryType } from '../../../api/contract/enums';
import type { Suggestions } from '../../../api/contract/search';
import { rerank } from './rerank';
import { prepareSearch, textMatches, textOrder, textRank, withTypoTolerance, type SearchText } from './trigram';

const parent = alias(categories, 'parent');

/** Trigram candidates per group, re-ordered by edit distance before the best few are kept. */
const poolSize = (limit: number) => Math.max(limit * 8, 40);

type Ask = { search: SearchText; type?: CategoryType; limit: number; loose: boolean };

const best = <T extends { name: string; rank: number }>(ask: Ask, rows: T[]) =>
  rerank(ask.search.needles, rows, { nearOnly: ask.loose }).slice(0, ask.limit).map(({ rank: _, ...row }) => row);

async function suggestCategories(db: Db, ask: Ask) {
  const { search, type, loose } = ask;
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      categoryType: categories.categoryType,
      isLeaf: categories.isLeaf,
      parentName: parent.name,
      rank: textRank(categories.searchName, search, loose),
    })
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
  // Offers are counted for a few more than needed: one no supplier offers any more is dropped.
  const chosen = rerank(search.needles, candidates, { nearOnly: loose, normalizedNames: true }).slice(0, limit * 2).map((c) => c.id);
  if (!chosen.length) return [];
  // Offer counts and lowest prices in the same statement; a product no supplier offers any more
  // has no row.
  const rows = await db
    .select({
      id: baseProducts.id,
      name: baseProducts.name,
      slug: baseProducts.slug,
      categoryId: baseProducts.categoryId,
      categoryName: categories.name,
      categoryType: categories.categoryType,
      image: baseProducts.image,
      offerCount: count(supplierProducts.id),
      low: min(supplierProducts.price),
    })
    .from(baseProducts)
    .innerJoin(categories, eq(categories.id, baseProducts.categoryId))
    .innerJoin(supplierProducts, and(eq(supplierProducts.baseProductId, baseProducts.id), eq(supplierProducts.isActive, true)))
    .where(inArray(baseProducts.id, chosen))
    .groupBy(baseProducts.id, categories.id);
  return rows
    .map(({ low, ...p }) => ({ ...p, offerCount: Number(p.offerCount), minPrice: low == null ? null : Number(low) }))
    .sort((a, b) => chosen.indexOf(a.id) - chosen.indexOf(b.id))
    .slice(0, limit);
}

async function suggestSuppliers(db: Db, ask: Ask) {
  const { search, type, loose } = ask;
  const rows = await db
    .select({
      id: suppliers.id,
      name: suppliers.name,
      slug: suppliers.slug,
      logo: suppliers.logo,
      isVerified: suppliers.isVerified,
      cityName: cities.name,
      rank: textRank(suppliers.searchName, search, loose),
    })
    .from(suppliers)
    .leftJoin(cities, eq(cities.id, suppliers.cityId))
    .where(and(eq(suppliers.isActive, true), textMatches(suppliers.searchName, search, loose), type ? sql`${type} = ANY(${suppliers.categoryTypes})` : undefined))
    .orderBy(...textOrder(suppliers.searchName, search, loose), sql`${suppliers.rating} DESC`, suppliers.id)
    .limit(poolSize(ask.limit));
  return best(ask, rows);
}

/**
 * A few categories, base products and suppliers for what the user has typed so far. Each group is
 * one indexed trigram query for candidates, re-ordered by `rerank`; offer counts and prices are
 * taken only for the products that made the cut. The strict pass asks for the three groups at
 * once on three pooled connections, so a suggestion waits for the slowest group, not for their
 * sum; the loose pass runs inside one transaction, whose connection takes one query at a time.
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
      const [categories, products, suppliers] = loose
        ? [await suggestCategories(db, ask), await suggestProducts(db, ask), await suggestSuppliers(db, ask)]
        : await Promise.all([suggestCategories(db, ask), suggestProducts(db, ask), suggestSuppliers(db, ask)]);
      return { key: input.key, correctedKey: search.corrected ?? null, categories, products, suppliers };
    },
    (found) => !found.categories.length && !found.products.length && !found.suppliers.length,
  );
}
