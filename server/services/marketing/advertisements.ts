import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advertisements as ads, cities, supplierProducts, suppliers, unitsOfMeasurement } from '../../db/schema';
import type { Advertisement, AdvertisementsQuery } from '../../../api/contract/marketing';
import { lineageIds } from '../categories/category-browse';
import { offerIsLive } from '../catalog/cards';

/**
 * The advertisements running now for a placement, highest priority first, each with a summary
 * of what it points at. An ad whose product or supplier has been switched off is not shown.
 * On a category page the category's own ads (and its ancestors') come with the general ones.
 */
export async function listRunningAds(db: Db, query: AdvertisementsQuery, now = new Date()): Promise<Advertisement[]> {
  const lineage = query.categoryId !== undefined ? await lineageIds(db, query.categoryId) : undefined;
  const rows = await db
    .select({
      id: ads.id,
      placement: ads.placement,
      title: ads.title,
      subtitle: ads.subtitle,
      image: ads.image,
      priority: ads.priority,
      startsAt: ads.startsAt,
      endsAt: ads.endsAt,
      categoryId: ads.categoryId,
      productId: supplierProducts.id,
      productName: supplierProducts.name,
      productSlug: supplierProducts.slug,
      productType: supplierProducts.categoryType,
      price: supplierProducts.price,
      priceUnitName: unitsOfMeasurement.name,
      productImages: supplierProducts.images,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      supplierSlug: suppliers.slug,
      supplierLogo: suppliers.logo,
      supplierVerified: suppliers.isVerified,
      supplierRating: suppliers.rating,
      cityName: cities.name,
    })
    .from(ads)
    .leftJoin(supplierProducts, eq(supplierProducts.id, ads.supplierProductId))
    .innerJoin(suppliers, eq(suppliers.id, sql`coalesce(${supplierProducts.supplierId}, ${ads.supplierId})`))
    .leftJoin(unitsOfMeasurement, eq(unitsOfMeasurement.id, supplierProducts.priceUnitId))
    .leftJoin(cities, eq(cities.id, suppliers.cityId))
    .where(
      and(
        eq(ads.isActive, true),
        lte(ads.startsAt, now),
        gt(ads.endsAt, now),
        query.placement ? eq(ads.placement, query.placement) : undefined,
        lineage ? or(isNull(ads.categoryId), inArray(ads.categoryId, lineage)) : undefined,
        eq(suppliers.isActive, true),
        or(isNull(ads.supplierProductId), offerIsLive()),
      ),
    )
    .orderBy(desc(ads.priority), desc(ads.startsAt), asc(ads.id))
    .limit(query.limit);

  return rows.map((r) => ({
    id: r.id,
    placement: r.placement,
    title: r.title,
    subtitle: r.subtitle,
    image: r.image ?? r.productImages?.[0] ?? r.supplierLogo,
    priority: r.priority,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    categoryId: r.categoryId,
    targetKind: r.productId === null ? 'supplier' : 'supplier_product',
    product:
      r.productId === null
        ? null
        : {
            id: r.productId,
            name: r.productName!,
            slug: r.productSlug!,
            categoryType: r.productType!,
            price: r.price,
            priceUnitName: r.priceUnitName,
            image: r.productImages?.[0] ?? null,
          },
    supplier: {
      id: r.supplierId,
      name: r.supplierName,
      slug: r.supplierSlug,
      logo: r.supplierLogo,
      isVerified: r.supplierVerified,
      rating: Number(r.supplierRating),
      cityName: r.cityName,
    },
  }));
}
