import { and, count, eq, inArray, min, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { baseProducts, categories, cities, supplierProducts, suppliers } from '../../db/schema';
import type { CategoryType } from '../../../api/contract/enums';
import type { Suggestions } from '../../../api/contract/search';
import { rerank } from './rerank';
import { prepareSearch, textMatches, textOrder, textRank, withTypoTolerance } from './trigram';

const parent = alias(categories, 'parent');

/** Trigram candidates per group, re-ordered by edit distance before the best few are kept. */
const poolSize = (limit: number) => Math.max(limit * 8, 40);

/**
 * A few categories, base products and suppliers for what the user has typed so far. Each group is
 * one indexed trigram query for candidates, re-ordered by `rerank`; offer counts and prices are
 * taken only for the products that made the cut.
 */
export async function suggest(
  db: Db,
  input: { key: string; categoryType?: CategoryType; limit: number },
): Promise<Suggestions> {
  const needle = await prepareSearch(db, input.key);
  if (!needle) return { key: input.key, correctedKey: null, categories: [], products: [], suppliers: [] };
  const { categoryType: type, limit } = input;
  const pool = poolSize(limit);
  const best = <T extends { name: string; rank: number }>(rows: T[], loose: boolean) =>
    rerank(needle.needles, rows, { nearOnly: loose }).slice(0, limit).map(({ rank: _, ...row }) => row);

  return withTypoTolerance(
    db,
    needle,
    async (tx, loose) => {
      const categoryRows = await tx
        .select({
          id: categories.id,
          name: categories.name,
          slug: categories.slug,
          categoryType: categories.categoryType,
          isLeaf: categories.isLeaf,
          parentName: parent.name,
          rank: textRank(categories.searchName, needle, loose),
        })
        .from(categories)
        .leftJoin(parent, eq(parent.id, categories.parentId))
        .where(and(eq(categories.isActive, true), textMatches(categories.searchName, needle, loose), type ? eq(categories.categoryType, type) : undefined))
        .orderBy(...textOrder(categories.searchName, needle, loose), categories.level, categories.id)
        .limit(pool);

      const candidates = await tx
        .select({ id: baseProducts.id, name: baseProducts.searchName, rank: textRank(baseProducts.searchName, needle, loose) })
        .from(baseProducts)
        .innerJoin(categories, eq(categories.id, baseProducts.categoryId))
        .where(and(
          eq(baseProducts.isActive, true),
          textMatches(baseProducts.searchName, needle, loose),
          type ? eq(categories.categoryType, type) : undefined,
        ))
        .orderBy(...textOrder(baseProducts.searchName, needle, loose), baseProducts.id)
        .limit(pool);
      // Offers are counted for a few more than needed: one no supplier offers any more is dropped.
      const chosen = rerank(needle.needles, candidates, { nearOnly: loose, normalizedNames: true }).slice(0, limit * 2).map((c) => c.id);
      // Offer counts and lowest prices in the same statement; a product no supplier offers any
      // more has no row.
      const productRows = chosen.length
        ? await tx
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
            .groupBy(baseProducts.id, categories.id)
        : [];
      const products = productRows
        .map(({ low, ...p }) => ({ ...p, offerCount: Number(p.offerCount), minPrice: low == null ? null : Number(low) }))
        .sort((a, b) => chosen.indexOf(a.id) - chosen.indexOf(b.id))
        .slice(0, limit);

      const supplierRows = await tx
        .select({
          id: suppliers.id,
          name: suppliers.name,
          slug: suppliers.slug,
          logo: suppliers.logo,
          isVerified: suppliers.isVerified,
          cityName: cities.name,
          rank: textRank(suppliers.searchName, needle, loose),
        })
        .from(suppliers)
        .leftJoin(cities, eq(cities.id, suppliers.cityId))
        .where(and(
          eq(suppliers.isActive, true),
          textMatches(suppliers.searchName, needle, loose),
          type ? sql`${type} = ANY(${suppliers.categoryTypes})` : undefined,
        ))
        .orderBy(...textOrder(suppliers.searchName, needle, loose), sql`${suppliers.rating} DESC`, suppliers.id)
        .limit(pool);

      return {
        key: input.key,
        correctedKey: needle.corrected ?? null,
        categories: best(categoryRows, loose),
        products,
        suppliers: best(supplierRows, loose),
      };
    },
    (found) => !found.categories.length && !found.products.length && !found.suppliers.length,
  );
}
