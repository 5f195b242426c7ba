import type { Db } from '../../db/client';
import { CatalogQuerySchema, type SupplierProductCard } from '../../../api/contract/catalog';
import type { PropertyFilter } from '../../../api/contract/suppliers';
import type { UnderstoodNeed } from '../../../api/contract/ai';
import { listCatalog } from '../catalog/catalog-list';
import { parseNeed } from './need-parser';
import { rankCategories, readProperties } from './need-categories';
import { needKnowledge } from './need-knowledge';

const CATEGORIES = 5;
const PRODUCTS = 12;

/** Best first: sold in the buyer's city, then verified suppliers, then the search's own order. */
function byNearnessAndTrust(cityId: number | null, cards: SupplierProductCard[]): SupplierProductCard[] {
  const rank = (c: SupplierProductCard) => (cityId !== null && c.supplier.city?.id === cityId ? 0 : 2) + (c.supplier.isVerified ? 0 : 1);
  return cards.map((c, i) => ({ c, i })).sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i).map(({ c }) => c);
}

/**
 * `POST /ai/understand`: what the need says (rule-based, no model), the categories it is about,
 * and the offers and suppliers that answer it — in the best category, with its words as the
 * search text, sold in the buyer's city first.
 */
export async function understandNeed(db: Db, text: string, now = new Date()): Promise<UnderstoodNeed> {
  const knowledge = await needKnowledge(db);
  const parsed = parseNeed(text, knowledge.vocabulary, now);
  const ranked = rankCategories(parsed.words, knowledge.profiles, CATEGORIES);
  const best = ranked[0]?.profile;
  const values = best ? readProperties(text, parsed.looseNumbers, best) : {};

  let products: SupplierProductCard[] = [];
  if (best) {
    const query = (extra: Record<string, unknown>) =>
      CatalogQuerySchema.parse({ 'filter.categoryId': best.id, 'paging.pageSize': PRODUCTS, 'sorting.field': 'relevance', ...extra });
    // The property values read narrow the offers as the category page's filter does («قطر ۱۲»).
    const filters: PropertyFilter[] = Object.entries(values).map(([code, value]) => {
      const property = best.props.find((p) => p.code === code)!;
      return typeof value === 'number' ? { propertyId: property.id, value, maxValue: value } : { propertyId: property.id, options: [value] };
    });
    const cityQuery = parsed.city ? { 'filter.cityId': parsed.city.id } : {};
    // Best first: the values in the buyer's city, the values anywhere, the category in the city,
    // the category anywhere — until there are enough.
    const attempts: [Record<string, unknown>, PropertyFilter[]][] = [
      ...(parsed.city ? ([[cityQuery, filters]] as [Record<string, unknown>, PropertyFilter[]][]) : []),
      [{}, filters],
      ...(parsed.city ? ([[cityQuery, []]] as [Record<string, unknown>, PropertyFilter[]][]) : []),
      [{}, []],
    ];
    const found: SupplierProductCard[] = [];
    const seen = new Set<number>();
    for (const [extra, props] of attempts) {
      if (found.length >= PRODUCTS) break;
      if (props.length === 0 && filters.length > 0 && found.length > 0) break;
      for (const card of (await listCatalog(db, query(extra), props)).items) if (!seen.has(card.id) && seen.add(card.id)) found.push(card);
    }
    products = byNearnessAndTrust(parsed.city?.id ?? null, found).slice(0, PRODUCTS);
  }

  const suppliers = new Map<number, UnderstoodNeed['suppliers'][number]>();
  for (const p of products) {
    const s = suppliers.get(p.supplier.id) ?? {
      id: p.supplier.id,
      name: p.supplier.name,
      slug: p.supplier.slug,
      isVerified: p.supplier.isVerified,
      city: p.supplier.city?.name ?? null,
      offerCount: 0,
      minPrice: null,
      maxPrice: null,
    };
    s.offerCount += 1;
    if (p.price !== null) {
      s.minPrice = s.minPrice === null ? p.price : Math.min(s.minPrice, p.price);
      s.maxPrice = s.maxPrice === null ? p.price : Math.max(s.maxPrice, p.price);
    }
    suppliers.set(s.id, s);
  }

  return {
    text,
    categories: ranked.map((r) => ({ id: r.profile.id, name: r.profile.name, categoryType: r.profile.categoryType, parentName: r.profile.parentName, score: Math.round(r.score * 100) / 100 })),
    quantity: parsed.quantity,
    unit: parsed.unit,
    city: parsed.city ? { id: parsed.city.id, name: parsed.city.name } : null,
    province: parsed.province ? { id: parsed.province.id, name: parsed.province.name } : null,
    date: parsed.date,
    properties: best ? Object.entries(values).map(([code, value]) => ({ code, name: best.props.find((p) => p.code === code)!.name, value })) : [],
    words: parsed.words,
    products,
    suppliers: [...suppliers.values()],
  };
}
