import { and, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supplierProducts } from '../../db/schema';
import type { SupplierProductCard } from '../../../api/contract/catalog';
import type { Page, Paging } from '../../../api/contract/paging';
import { pageWindow } from '../list-query';
import { rerank } from '../search/rerank';
import { textMatches, type SearchText } from '../search/trigram';
import { cardPage, cardsWithIds, countCards, toCard } from './cards';
import { countByNames, offerTextOrder, textCandidates } from './text-candidates';

/**
 * How many of the best trigram matches are re-ordered by edit distance. Pages inside the window
 * follow the re-ordered list; pages past it continue in the database's order, so no offer is
 * shown twice or skipped.
 */
export const RERANK_WINDOW = 500;

/** What a text search narrows: `where` names only `supplier_products` columns (see `countCards`). */
export type TextScope = { where: SQL | undefined; narrowed: boolean };

/**
 * A page of a text search. Ordered by relevance it pages through the re-ordered window; in the
 * loose second pass only near matches count, whatever the order asked (`order`). `narrowed` says
 * that `where` holds more than the live catalogue's conditions (a category, a price, …): the
 * names' offer counts then cannot give the total.
 */
export async function rankedPage(
  db: Db,
  scope: TextScope,
  search: SearchText,
  loose: boolean,
  order: SQL[] | 'relevance',
  paging: Paging,
  cacheKey: object,
): Promise<Page<SupplierProductCard>> {
  const { candidates, complete, allOffers } = await textCandidates(db, scope.where, search, loose, RERANK_WINDOW);
  const ranked = rerank(search.needles, candidates, { nearOnly: loose, normalizedNames: true });
  if (loose && order !== 'relevance') {
    if (!ranked.length) return { items: [], totalCount: 0, ...paging };
    return cardPage(db, and(scope.where, inArray(supplierProducts.id, ranked.map((r) => r.id))), order, paging, cacheKey);
  }
  const matching = and(scope.where, textMatches(supplierProducts.searchName, search, loose));
  const whole = loose || complete;
  const total = whole ? ranked.length : scope.narrowed ? await countCards(db, matching, cacheKey) : await countByNames(db, search, allOffers);
  const { limit, offset } = pageWindow(paging);
  const ids = ranked.slice(offset, offset + limit).map((r) => r.id);
  if (!whole && ids.length < limit) {
    const rest = await db
      .select({ id: supplierProducts.id })
      .from(supplierProducts)
      .where(matching)
      .orderBy(...offerTextOrder(search, loose))
      .limit(limit - ids.length)
      .offset(Math.max(offset, RERANK_WINDOW));
    ids.push(...rest.map((r) => r.id));
  }
  const rows = ids.length ? await cardsWithIds(db, ids) : [];
  const position = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return { items: rows.map(toCard), totalCount: total, ...paging };
}
