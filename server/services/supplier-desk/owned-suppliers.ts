import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, conversationMessages, conversationReads, conversations, saleCities, states, supplierProducts, suppliers, tradeRequests, type Supplier } from '../../db/schema';
import { notFound } from '../../http/problem';
import { publishDataChanged } from '../../events/data-changed';
import { normalizePersian } from '../../../lib/persian/normalize';
import { slugify } from '../../../lib/slug';
import { isSupplierPicturePath } from '../../../lib/pictures';
import type { OwnedSupplier, Storefront, StorefrontInput } from '../../../api/contract/supplier-desk';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text';
import { SUPPLIER_NOT_FOUND } from '../suppliers/suppliers';
import { foreignPictures } from '../pictures/supplier-pictures';
import { swapPictures } from '../pictures/unused-pictures';
import { FieldErrors } from './field-errors';

/**
 * The storefronts a user owns (`suppliers.owner_user_id`). Every desk call starts with
 * `requireOwnedSupplier`: another owner's supplier answers exactly as a missing one (404).
 */

export async function requireOwnedSupplier(db: Db, userId: number, supplierId: number): Promise<Supplier> {
  const [supplier] = await db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.id, supplierId), eq(suppliers.ownerUserId, userId)));
  if (!supplier) throw notFound(SUPPLIER_NOT_FOUND);
  return supplier;
}

const PICTURE_NOT_UPLOADED = 'این تصویر را ابتدا برای همین تأمین‌کننده بارگذاری کنید';

const ownedColumns = {
  id: suppliers.id,
  name: suppliers.name,
  slug: suppliers.slug,
  logo: suppliers.logo,
  cover: suppliers.cover,
  isVerified: suppliers.isVerified,
  isActive: suppliers.isActive,
  isListed: suppliers.isListed,
  categoryTypes: suppliers.categoryTypes,
  cityId: cities.id,
  cityName: cities.name,
  stateId: states.id,
  stateName: states.name,
  productCount: sql<number>`(SELECT count(*)::int FROM ${supplierProducts} WHERE ${supplierProducts.supplierId} = ${suppliers.id})`,
  publishedCount: sql<number>`(SELECT count(*)::int FROM ${supplierProducts} WHERE ${supplierProducts.supplierId} = ${suppliers.id} AND ${supplierProducts.isActive})`,
  waitingOrderCount: sql<number>`(SELECT count(*)::int FROM ${tradeRequests} WHERE ${tradeRequests.supplierId} = ${suppliers.id} AND ${tradeRequests.state} = 'published')`,
  // Threads with a buyer's message its owner has not read (nor hidden), as the header counts them
  // for the user; a thread read to its last message is passed over without looking at messages.
  unreadThreadCount: sql<number>`(SELECT count(*)::int FROM ${conversations} c
    LEFT JOIN ${conversationReads} r ON r.conversation_id = c.id AND r.user_id = ${suppliers.ownerUserId}
    WHERE c.supplier_id = ${suppliers.id}
      AND c.last_message_id > greatest(coalesce(r.last_read_message_id, 0), coalesce(r.hidden_up_to_message_id, 0))
      AND EXISTS (SELECT 1 FROM ${conversationMessages} m WHERE m.conversation_id = c.id
        AND m.id > greatest(coalesce(r.last_read_message_id, 0), coalesce(r.hidden_up_to_message_id, 0)) AND m.sender_side <> 'supplier'))`,
};

type OwnedRow = { [K in keyof typeof ownedColumns]: unknown } & Record<string, unknown>;

function toOwned(row: OwnedRow): OwnedSupplier {
  return {
    id: row.id as number,
    name: row.name as string,
    slug: row.slug as string,
    logo: (row.logo as string | null) ?? null,
    cover: (row.cover as string | null) ?? null,
    isVerified: row.isVerified as boolean,
    isActive: row.isActive as boolean,
    isListed: row.isListed as boolean,
    categoryTypes: row.categoryTypes as OwnedSupplier['categoryTypes'],
    city:
      row.cityId === null
        ? null
        : { id: row.cityId as number, name: row.cityName as string, stateId: row.stateId as number, stateName: row.stateName as string },
    productCount: Number(row.productCount),
    publishedCount: Number(row.publishedCount),
    waitingOrderCount: Number(row.waitingOrderCount),
    unreadThreadCount: Number(row.unreadThreadCount),
  };
}

const ownedQuery = (db: Db) =>
  db
    .select(ownedColumns)
    .from(suppliers)
    .leftJoin(cities, eq(cities.id, suppliers.cityId))
    .leftJoin(states, eq(states.id, cities.stateId));

export async function listOwnedSuppliers(db: Db, userId: number): Promise<OwnedSupplier[]> {
  const rows = await ownedQuery(db).where(eq(suppliers.ownerUserId, userId)).orderBy(asc(suppliers.name), asc(suppliers.id));
  return rows.map(toOwned);
}

export async function getStorefront(db: Db, userId: number, supplierId: number): Promise<Storefront> {
  const supplier = await requireOwnedSupplier(db, userId, supplierId);
  const [[row], sale] = await Promise.all([
    ownedQuery(db).where(eq(suppliers.id, supplierId)),
    db
      .select({ id: cities.id, name: cities.name, stateId: states.id, stateName: states.name })
      .from(saleCities)
      .innerJoin(cities, eq(cities.id, saleCities.cityId))
      .innerJoin(states, eq(states.id, cities.stateId))
      .where(eq(saleCities.supplierId, supplierId))
      .orderBy(asc(cities.name)),
  ]);
  return {
    ...toOwned(row),
    description: supplier.description,
    phone: supplier.phone,
    website: supplier.website,
    address: supplier.address,
    cityId: supplier.cityId,
    saleCities: sale,
  };
}

export async function updateStorefront(db: Db, userId: number, supplierId: number, input: StorefrontInput): Promise<Storefront> {
  const supplier = await requireOwnedSupplier(db, userId, supplierId);
  const errors = new FieldErrors();
  const cityIds = [...new Set([...(input.cityId ? [input.cityId] : []), ...input.saleCityIds])];
  if (cityIds.length) {
    const found = new Set((await db.select({ id: cities.id }).from(cities).where(inArray(cities.id, cityIds))).map((c) => c.id));
    if (input.cityId && !found.has(input.cityId)) errors.add('cityId', 'شهر انتخاب‌شده پیدا نشد');
    if (input.saleCityIds.some((id) => !found.has(id))) errors.add('saleCityIds', 'برخی از شهرهای فروش پیدا نشدند');
  }
  for (const field of ['logo', 'cover'] as const) {
    const path = input[field];
    // The current picture may stay (the generated logos); a new one must be this supplier's upload.
    if (!path || path === supplier[field]) continue;
    if (!isSupplierPicturePath(path) || (await foreignPictures(db, supplierId, [path])).length) {
      errors.add(field, PICTURE_NOT_UPLOADED);
    }
  }
  errors.throwIfAny();
  await db.transaction(async (tx) => {
    // Both pictures at once, so their rows are locked in one order.
    const missing = await swapPictures(tx, supplierId, [supplier.logo, supplier.cover], [input.logo, input.cover]);
    if (missing.length) {
      // Deleted as unused after the form was checked: the transaction is undone.
      for (const field of ['logo', 'cover'] as const) if (input[field] && missing.includes(input[field])) errors.add(field, PICTURE_NOT_UPLOADED);
      errors.throwIfAny();
    }
    await tx
      .update(suppliers)
      .set({
        name: input.name,
        searchName: normalizePersian(input.name),
        slug: slugify(input.name),
        description: sanitizeRichText(input.description),
        phone: input.phone,
        website: input.website,
        address: input.address,
        cityId: input.cityId,
        logo: input.logo,
        cover: input.cover,
        updatedAt: sql`now()`,
      })
      .where(eq(suppliers.id, supplierId));
    await tx.delete(saleCities).where(eq(saleCities.supplierId, supplierId));
    const sale = [...new Set(input.saleCityIds)];
    if (sale.length) await tx.insert(saleCities).values(sale.map((cityId) => ({ supplierId, cityId })));
  });
  publishDataChanged({ entity: 'supplier', id: supplierId });
  return getStorefront(db, userId, supplierId);
}
