import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { baseProductOffers, baseProducts, supplierProducts, suppliers } from '../../db/schema';
import type { SupplierProductDetail } from '../../../api/contract/catalog';
import { notFound } from '../../http/problem';
import { ancestryJson, livePart, type AncestorRow } from '../categories/category-browse';
import { cardFrom, toCard, offerIsLive } from './cards';
import { propertyValuesJson, toPropertyValues, type PropertyValueRow } from './property-display';

export const PRODUCT_NOT_FOUND = 'محصولی با این شناسه در کاتالوگ وجود ندارد';

/**
 * The whole detail in one statement, prepared once per database: a product asked for by id is
 * mostly one nobody asked for a minute ago (issue 18), and each extra round trip to PostgreSQL
 * cost this process more CPU (building the query, writing to the socket) than the database spent
 * answering it. The category path and property values come along as JSON.
 */
function detailStatement(db: Db) {
  return cardFrom(db, {
    description: supplierProducts.description,
    images: supplierProducts.images,
    updatedAt: supplierProducts.updatedAt,
    baseName: baseProducts.name,
    baseSlug: baseProducts.slug,
    phone: suppliers.phone,
    website: suppliers.website,
    address: suppliers.address,
    categoryChain: sql<AncestorRow[]>`${ancestryJson(sql`${supplierProducts.categoryId}`)}`,
    properties: sql<PropertyValueRow[]>`${propertyValuesJson({ supplierProductId: sql`${supplierProducts.id}` })}`,
    // Kept by triggers (base_product_offers): counted here, it read every offer of the base product.
    offers: sql<number>`coalesce(${baseProductOffers.liveOffers}, 0)`.mapWith(Number),
  })
    .innerJoin(baseProducts, eq(baseProducts.id, supplierProducts.baseProductId))
    .leftJoin(baseProductOffers, eq(baseProductOffers.baseProductId, supplierProducts.baseProductId))
    .where(and(eq(supplierProducts.id, sql.placeholder('id')), offerIsLive(), eq(suppliers.isActive, true)))
    .limit(1)
    .prepare('supplier_product_detail');
}

const statements = new WeakMap<Db, ReturnType<typeof detailStatement>>();

/** One active offer with its supplier, category path, typed properties and pictures; else 404. */
export async function getSupplierProductDetail(db: Db, id: number): Promise<SupplierProductDetail> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = detailStatement(db)));
  const [row] = await statement.execute({ id });
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  const card = toCard(row);
  return {
    ...card,
    description: row.description,
    images: row.images,
    baseProduct: { id: card.baseProductId, name: row.baseName, slug: row.baseSlug },
    categoryPath: livePart(row.categoryChain),
    supplier: { ...card.supplier, phone: row.phone, website: row.website, address: row.address },
    properties: toPropertyValues(row.properties),
    offerCount: row.offers,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
