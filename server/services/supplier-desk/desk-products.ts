import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  baseProducts,
  categories,
  supplierProductPropertyValues,
  supplierProducts,
  unitsOfMeasurement,
  type Supplier,
  type SupplierProduct,
} from '../../db/schema';
import { notFound } from '../../http/problem';
import { publishDataChanged, type EntityChange } from '../../events/data-changed';
import { normalizePersian } from '../../../lib/persian/normalize';
import { slugify } from '../../../lib/slug';
import { isSupplierPicturePath } from '../../../lib/pictures';
import type { Page } from '../../../api/contract/paging';
import type {
  DeskProduct,
  DeskProductListParams,
  DeskProductRow,
  SupplierProductInputParsed,
} from '../../../api/contract/supplier-desk';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text';
import { foreignPictures } from '../pictures/supplier-pictures';
import { swapPictures } from '../pictures/unused-pictures';
import { FieldErrors } from './field-errors';
import { propertyRows } from './product-properties';
import { deskPropertyValue } from './desk-property-value';
import { requireOwnedSupplier } from './owned-suppliers';
import { listOnPublishedProduct } from '../suppliers/storefront-listing';
import { baseProductChange, dropUnofferedBaseProducts, makeBaseProduct, publishAwaitedBaseProducts } from './awaited-base-products';

/**
 * A supplier's products as its owner manages them: create, edit, publish, delete. Every call
 * checks ownership first (another supplier's product: 404, nothing changed), checks the form
 * against the database, writes in one transaction and announces the change after the commit.
 */

export const PRODUCT_NOT_FOUND = 'کالایی با این شناسه در فهرست این تأمین‌کننده نیست';
const PICTURES_NOT_UPLOADED = 'تصویرها را ابتدا برای همین تأمین‌کننده بارگذاری کنید';

/** The pictures a save starts to show are claimed, those it takes off released, in its transaction. */
async function showPictures(tx: Tx, supplierId: number, before: string[], after: string[]): Promise<void> {
  if ((await swapPictures(tx, supplierId, before, after)).length) {
    // Deleted as unused after the form was checked: the transaction is undone.
    const errors = new FieldErrors();
    errors.add('images', PICTURES_NOT_UPLOADED);
    errors.throwIfAny();
  }
}


const changeOf = (product: Pick<SupplierProduct, 'id' | 'supplierId' | 'categoryId' | 'baseProductId'>): EntityChange => ({
  entity: 'product',
  id: product.id,
  related: [
    { entity: 'supplier', id: product.supplierId },
    { entity: 'category', id: product.categoryId },
    { entity: 'base-product', id: product.baseProductId },
  ],
});

async function ownedProduct(db: Db, supplierId: number, productId: number): Promise<SupplierProduct> {
  const [product] = await db
    .select()
    .from(supplierProducts)
    .where(and(eq(supplierProducts.id, productId), eq(supplierProducts.supplierId, supplierId)));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

type Resolved = {
  categoryType: SupplierProduct['categoryType'];
  baseProduct: { id: number; name: string } | { newName: string };
  properties: Awaited<ReturnType<typeof propertyRows>>;
  description: string | null;
};

/** Everything in the form that the database must confirm, with every problem reported at once. */
async function resolveInput(
  db: Db,
  supplier: Supplier,
  input: SupplierProductInputParsed,
  own: { images: string[]; baseProductId?: number } = { images: [] },
): Promise<Resolved> {
  const errors = new FieldErrors();
  const [category] = await db.select().from(categories).where(eq(categories.id, input.categoryId));
  let categoryType: Resolved['categoryType'] = 'Product';
  if (!category || !category.isActive) errors.add('categoryId', 'دستهٔ انتخاب‌شده پیدا نشد');
  else if (!category.isLeaf) errors.add('categoryId', 'دسته‌ای از پایین‌ترین سطح (بدون زیردسته) انتخاب کنید');
  else if (!supplier.categoryTypes.includes(category.categoryType)) {
    errors.add('categoryId', 'این دسته از گونه‌هایی نیست که این تأمین‌کننده عرضه می‌کند');
  } else categoryType = category.categoryType;

  let baseProduct: Resolved['baseProduct'] | undefined;
  if (input.baseProductId !== null) {
    const [found] = await db
      .select({ id: baseProducts.id, name: baseProducts.name, categoryId: baseProducts.categoryId, isActive: baseProducts.isActive, awaitingOffer: baseProducts.awaitingOffer })
      .from(baseProducts)
      .where(eq(baseProducts.id, input.baseProductId));
    // The product's own base product may still wait for its first published offer.
    const usable = found && (found.isActive || (found.awaitingOffer && found.id === own.baseProductId));
    if (!usable) errors.add('baseProductId', BASE_PRODUCT_GONE);
    else if (found.categoryId !== input.categoryId) errors.add('baseProductId', 'کالای پایه از دستهٔ انتخاب‌شده نیست');
    else baseProduct = { id: found.id, name: found.name };
  } else if (input.baseProductName && input.baseProductName.length >= 2) {
    baseProduct = { newName: input.baseProductName };
  } else {
    errors.add('baseProductId', 'کالای پایه را انتخاب کنید یا نام کالای تازه را بنویسید');
  }

  for (const [field, unitId] of [['priceUnitId', input.priceUnitId], ['minOrderUnitId', input.minOrderUnitId]] as const) {
    if (unitId === null) continue;
    const [unit] = await db.select({ id: unitsOfMeasurement.id }).from(unitsOfMeasurement).where(eq(unitsOfMeasurement.id, unitId));
    if (!unit) errors.add(field, 'یکای انتخاب‌شده پیدا نشد');
  }
  if (input.price !== null && input.priceUnitId === null) errors.add('priceUnitId', 'قیمت برای کدام یکا است؟ یکا را انتخاب کنید');
  if (input.minOrderQuantity !== null && input.minOrderUnitId === null) {
    errors.add('minOrderUnitId', 'یکای حداقل سفارش را انتخاب کنید');
  }

  if (new Set(input.images).size !== input.images.length) errors.add('images', 'یک تصویر دو بار آمده است');
  const newImages = input.images.filter((path) => !own.images.includes(path));
  const invalid = newImages.filter((path) => !isSupplierPicturePath(path));
  const foreign = await foreignPictures(db, supplier.id, newImages.filter(isSupplierPicturePath));
  if (invalid.length || foreign.length) errors.add('images', PICTURES_NOT_UPLOADED);

  const properties = category?.isLeaf ? await propertyRows(db, category.id, input.properties, errors) : [];
  errors.throwIfAny();
  return { categoryType, baseProduct: baseProduct!, properties, description: sanitizeRichText(input.description) };
}

const BASE_PRODUCT_GONE = 'کالای پایهٔ انتخاب‌شده پیدا نشد';

/**
 * The base product the save names, made if it is new. One chosen is checked again here, and held
 * until the commit: a waiting one can go between the form's check and this transaction (another
 * tab moved the draft off it and `dropUnofferedBaseProducts` deleted it), and the save then failed
 * on the foreign key (500) instead of saying so.
 */
async function baseProductIdOf(tx: Tx, categoryId: number, baseProduct: Resolved['baseProduct'], published: boolean) {
  if ('newName' in baseProduct) return makeBaseProduct(tx, categoryId, baseProduct.newName, published);
  const [kept] = await tx.select({ id: baseProducts.id }).from(baseProducts).where(eq(baseProducts.id, baseProduct.id)).for('key share');
  if (!kept) {
    const errors = new FieldErrors();
    errors.add('baseProductId', BASE_PRODUCT_GONE);
    errors.throwIfAny();
  }
  return baseProduct;
}

function productColumns(input: SupplierProductInputParsed, resolved: Resolved, baseProduct: { id: number; name: string }) {
  const name = input.name ?? baseProduct.name;
  return {
    baseProductId: baseProduct.id,
    categoryId: input.categoryId,
    categoryType: resolved.categoryType,
    name,
    searchName: normalizePersian(name),
    slug: slugify(name),
    description: resolved.description,
    price: input.price,
    priceUnitId: input.priceUnitId,
    minOrderQuantity: input.minOrderQuantity,
    minOrderUnitId: input.minOrderUnitId,
    stockState: input.stockState,
    images: input.images,
    isActive: input.isActive,
  };
}

async function writeProperties(tx: Tx, productId: number, rows: Resolved['properties']) {
  await tx.delete(supplierProductPropertyValues).where(eq(supplierProductPropertyValues.supplierProductId, productId));
  if (rows.length) await tx.insert(supplierProductPropertyValues).values(rows.map((row) => ({ ...row, supplierProductId: productId })));
}

export async function createDeskProduct(db: Db, userId: number, supplierId: number, input: SupplierProductInputParsed): Promise<DeskProduct> {
  const supplier = await requireOwnedSupplier(db, userId, supplierId);
  const resolved = await resolveInput(db, supplier, input);
  const product = await db.transaction(async (tx) => {
    const baseProduct = await baseProductIdOf(tx, input.categoryId, resolved.baseProduct, input.isActive);
    const [row] = await tx
      .insert(supplierProducts)
      .values({ supplierId, ...productColumns(input, resolved, baseProduct) })
      .returning();
    await showPictures(tx, supplierId, [], input.images);
    await writeProperties(tx, row.id, resolved.properties);
    return { row, changes: [changeOf(row), ...newBaseProductChanges(resolved, row), ...(await whatPublishingBrings(tx, supplierId, [row]))] };
  });
  announce(product.changes);
  return getDeskProduct(db, userId, supplierId, product.row.id);
}

/** Announces the changes a save made, after its commit. */
function announce(changes: EntityChange[]): void {
  for (const change of changes) publishDataChanged(change);
}

/** A base product made by this save is a change of its own (`baseProductChange`). */
function newBaseProductChanges(resolved: Resolved, product: Pick<SupplierProduct, 'baseProductId' | 'categoryId'>): EntityChange[] {
  return 'newName' in resolved.baseProduct ? [baseProductChange({ id: product.baseProductId, categoryId: product.categoryId })] : [];
}

/**
 * What `products`, just saved, bring with those of them published: their storefront listed
 * (storefront-listing.ts) and the base products they waited for made public
 * (awaited-base-products.ts). The changes to announce after the commit.
 */
async function whatPublishingBrings(tx: Tx, supplierId: number, products: Pick<SupplierProduct, 'isActive' | 'baseProductId'>[]): Promise<EntityChange[]> {
  const published = products.filter((product) => product.isActive);
  if (!published.length) return [];
  const listed: EntityChange[] = (await listOnPublishedProduct(tx, supplierId)) ? [{ entity: 'supplier', id: supplierId }] : [];
  return [...listed, ...(await publishAwaitedBaseProducts(tx, published.map((product) => product.baseProductId)))];
}

export async function updateDeskProduct(
  db: Db,
  userId: number,
  supplierId: number,
  productId: number,
  input: SupplierProductInputParsed,
): Promise<DeskProduct> {
  const supplier = await requireOwnedSupplier(db, userId, supplierId);
  const before = await ownedProduct(db, supplierId, productId);
  // Pictures it already shows (the generated ones among them) may stay.
  const resolved = await resolveInput(db, supplier, input, { images: before.images, baseProductId: before.baseProductId });
  const changes = await db.transaction(async (tx) => {
    // Saves of one product take their turn before its base product is held (baseProductIdOf):
    // two tabs' saves would otherwise each hold what the other waits for. What it names and shows
    // is read again in its turn: another tab's save may have changed them since `before`.
    const [current] = await tx
      .select({ baseProductId: supplierProducts.baseProductId, images: supplierProducts.images })
      .from(supplierProducts)
      .where(and(eq(supplierProducts.id, productId), eq(supplierProducts.supplierId, supplierId)))
      .for('no key update');
    if (!current) throw notFound(PRODUCT_NOT_FOUND);
    const baseProduct = await baseProductIdOf(tx, input.categoryId, resolved.baseProduct, input.isActive);
    const [row] = await tx
      .update(supplierProducts)
      .set({ ...productColumns(input, resolved, baseProduct), updatedAt: sql`now()` })
      .where(and(eq(supplierProducts.id, productId), eq(supplierProducts.supplierId, supplierId)))
      .returning();
    await showPictures(tx, supplierId, current.images, input.images);
    await writeProperties(tx, productId, resolved.properties);
    if (row.baseProductId !== current.baseProductId) await dropUnofferedBaseProducts(tx, [current.baseProductId]);
    return [
      changeOf(row),
      ...newBaseProductChanges(resolved, row),
      ...(await whatPublishingBrings(tx, supplierId, [row])),
      // A product moved to another category or base product leaves the old one's lists too.
      ...(before.categoryId !== row.categoryId || before.baseProductId !== row.baseProductId ? [changeOf(before)] : []),
    ];
  });
  announce(changes);
  return getDeskProduct(db, userId, supplierId, productId);
}

export async function deleteDeskProduct(db: Db, userId: number, supplierId: number, productId: number): Promise<void> {
  await requireOwnedSupplier(db, userId, supplierId);
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(supplierProducts)
      .where(and(eq(supplierProducts.id, productId), eq(supplierProducts.supplierId, supplierId)))
      .returning();
    if (row) {
      await swapPictures(tx, supplierId, row.images, []);
      await dropUnofferedBaseProducts(tx, [row.baseProductId]);
    }
    return row;
  });
  if (!deleted) throw notFound(PRODUCT_NOT_FOUND);
  publishDataChanged(changeOf(deleted));
}

/** Publishes, unpublishes or deletes several of the supplier's products; others' ids are ignored. */
export async function bulkDeskProducts(
  db: Db,
  userId: number,
  supplierId: number,
  action: 'publish' | 'unpublish' | 'delete',
  ids: number[],
): Promise<{ affected: number }> {
  await requireOwnedSupplier(db, userId, supplierId);
  const mine = and(eq(supplierProducts.supplierId, supplierId), inArray(supplierProducts.id, [...new Set(ids)]));
  const { rows, changes } = await db.transaction(async (tx) => {
    if (action === 'delete') {
      const deleted = await tx.delete(supplierProducts).where(mine).returning();
      await swapPictures(tx, supplierId, deleted.flatMap((row) => row.images), []);
      await dropUnofferedBaseProducts(tx, deleted.map((row) => row.baseProductId));
      return { rows: deleted, changes: [] };
    }
    const switched = await tx
      .update(supplierProducts)
      .set({ isActive: action === 'publish', updatedAt: sql`now()` })
      .where(and(mine, eq(supplierProducts.isActive, action !== 'publish')))
      .returning();
    return { rows: switched, changes: await whatPublishingBrings(tx, supplierId, switched) };
  });
  announce([...rows.map(changeOf), ...changes]);
  return { affected: rows.length };
}

export async function getDeskProduct(db: Db, userId: number, supplierId: number, productId: number): Promise<DeskProduct> {
  await requireOwnedSupplier(db, userId, supplierId);
  const product = await ownedProduct(db, supplierId, productId);
  const [[base], values] = await Promise.all([
    db.select({ id: baseProducts.id, name: baseProducts.name }).from(baseProducts).where(eq(baseProducts.id, product.baseProductId)),
    db.select().from(supplierProductPropertyValues).where(eq(supplierProductPropertyValues.supplierProductId, productId)),
  ]);
  return {
    id: product.id,
    slug: product.slug,
    baseProduct: base,
    categoryId: product.categoryId,
    name: product.name,
    price: product.price,
    priceUnitId: product.priceUnitId,
    minOrderQuantity: product.minOrderQuantity,
    minOrderUnitId: product.minOrderUnitId,
    stockState: product.stockState,
    description: product.description,
    images: product.images,
    isActive: product.isActive,
    properties: values.map(deskPropertyValue),
    updatedAt: product.updatedAt.toISOString(),
  };
}


const ORDER: Record<DeskProductListParams['sort'], (direction: 'asc' | 'desc') => SQL[]> = {
  updated: (d) => [d === 'asc' ? asc(supplierProducts.updatedAt) : desc(supplierProducts.updatedAt)],
  name: (d) => [d === 'desc' ? desc(supplierProducts.name) : asc(supplierProducts.name)],
  price: (d) => [d === 'desc' ? sql`${supplierProducts.price} DESC NULLS LAST` : sql`${supplierProducts.price} ASC NULLS LAST`],
};

export async function listDeskProducts(db: Db, userId: number, supplierId: number, query: DeskProductListParams): Promise<Page<DeskProductRow>> {
  await requireOwnedSupplier(db, userId, supplierId);
  const conditions: SQL[] = [eq(supplierProducts.supplierId, supplierId)];
  const key = query.key ? normalizePersian(query.key) : '';
  if (key) conditions.push(ilike(supplierProducts.searchName, `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (query.published !== undefined) conditions.push(eq(supplierProducts.isActive, query.published));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: supplierProducts.id,
        name: supplierProducts.name,
        slug: supplierProducts.slug,
        categoryId: supplierProducts.categoryId,
        categoryName: categories.name,
        price: supplierProducts.price,
        priceUnitName: unitsOfMeasurement.name,
        stockState: supplierProducts.stockState,
        isActive: supplierProducts.isActive,
        images: supplierProducts.images,
        updatedAt: supplierProducts.updatedAt,
      })
      .from(supplierProducts)
      .innerJoin(categories, eq(categories.id, supplierProducts.categoryId))
      .leftJoin(unitsOfMeasurement, eq(unitsOfMeasurement.id, supplierProducts.priceUnitId))
      .where(where)
      .orderBy(...ORDER[query.sort](query.direction ?? (query.sort === 'updated' ? 'desc' : 'asc')), desc(supplierProducts.id))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    db.select({ total: count() }).from(supplierProducts).where(where),
  ]);
  return {
    items: rows.map(({ images, updatedAt, ...row }) => ({ ...row, image: images[0] ?? null, updatedAt: updatedAt.toISOString() })),
    totalCount: Number(total),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
  };
}
