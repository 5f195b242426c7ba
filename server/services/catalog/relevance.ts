import { and, desc, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supplierProducts } from '../../db/schema';
import type { SupplierProductCard } from '../../../api/contract/catalog';
import type { Page, Paging } from '../../../api/contract/paging';
import { pageWindow } from '../list-query';
import { rerank } from '../search/rerank';
import { textOrder, textRank, type SearchText } from '../search/trigram';
import { cardFrom, cardPage, countCards, toCard } from './cards';

/**
 * How many of the best trigram matches are re-ordered by edit distance. Pages inside the window
 * follow the re-ordered list; pages past it continue in the database's order, so no offer is
 * shown twice or skipped.
 */
export const RERANK_WINDOW = 500;

/**
 * A page of a text search. Ordered by relevance it pages through the re-ordered window; in the
 * loose second pass only near matches count, whatever the order asked (`order`). `where` names
 * only `supplier_products` columns (see `countCards`): candidates are read without a join.
 */
export async function rankedPage(
  db: Db,
  where: SQL | undefined,
  search: SearchText,
  loose: boolean,
  order: SQL[] | 'relevance',
  paging: Paging,
  cacheKey: object,
): Promise<Page<SupplierProductCard>> {
  const rank = textRank(supplierProducts.searchName, search, loose);
  const byRank = [...textOrder(supplierProducts.searchName, search, loose), desc(supplierProducts.id)];
  const candidates = await db
    .select({ id: supplierProducts.id, name: supplierProducts.searchName, rank })
    .from(supplierProducts)
    .where(where)
    .orderBy(...byRank)
    .limit(RERANK_WINDOW);
  const ranked = rerank(search.needles, candidates, { nearOnly: loose, normalizedNames: true });
  if (loose && order !== 'relevance') {
    if (!ranked.length) return { items: [], totalCount: 0, ...paging };
    return cardPage(db, and(where, inArray(supplierProducts.id, ranked.map((r) => r.id))), order, paging, cacheKey);
  }
  const complete = loose || candidates.length < RERANK_WINDOW;
  const total = complete ? ranked.length : await countCards(db, where, cacheKey);
  const { limit, offset } = pageWindow(paging);
  const ids = ranked.slice(offset, offset + limit).map((r) => r.id);
  if (!complete && ids.length < limit) {
    const rest = await db
      .select({ id: supplierProducts.id })
      .from(supplierProducts)
      .where(where)
      .orderBy(...byRank)
      .limit(limit - ids.length)
      .offset(Math.max(offset, RERANK_WINDOW));
    ids.push(...rest.map((r) => r.id));
  }
  const rows = ids.length ? await cardFrom(db).where(inArray(supplierProducts.id, ids)) : [];
  const position = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return { items: rows.map(toCard), totalCount: total, ...paging };
}
