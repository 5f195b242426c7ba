import { createRoute } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { ProblemError } from '../../http/problem';
import { validationErrors } from '../../http/validation';
import {
  BaseProductOffersSchema,
  ByProductQuerySchema,
  CatalogQuerySchema,
  RelatedQuerySchema,
  SupplierProductDetailSchema,
  SupplierProductListSchema,
  SupplierProductPageSchema,
  readPropertyFilters,
} from '../../../api/contract/catalog';
import { IdParamsSchema } from '../../../api/contract/paging';
import { getDb } from '../../db/client';
import { listCatalog } from '../../services/catalog/catalog-list';
import { offersOfBaseProduct, relatedOffers } from '../../services/catalog/offers';
import { getSupplierProductDetail } from '../../services/catalog/product-detail';
import { publicCache } from '../../http/cache-headers';
import { entityTag, LIST_TAGS } from '../../../lib/cache-tags';

const tags = ['supplierproducts'];

const catalog = createRoute({
  operationId: 'listSupplierProductCatalog',
  security: [],
  method: 'get',
  path: '/supplierproducts/catalog',
  tags,
  summary: 'کاتالوگ کالاها و خدمات تأمین‌کنندگان با فیلتر، جست‌وجو و مرتب‌سازی',
  description:
    'Property filters use indexed dotted keys: filter.properties[0].propertyId, .value, .maxValue, ' +
    '.measurementUnitId (a range converted to the base unit), .options (repeated) or .boolValue; they need filter.categoryId.',
  request: { query: CatalogQuerySchema },
  responses: { 200: jsonContent(SupplierProductPageSchema, 'یک صفحه از کالاها'), 400: problems[400], 404: problems[404] },
});

const detail = createRoute({
  operationId: 'getSupplierProductCatalog',
  security: [],
  method: 'get',
  path: '/supplierproducts/{id}/catalog',
  tags,
  summary: 'یک کالای تأمین‌کننده با تأمین‌کننده، مسیر دسته، ویژگی‌ها و تصاویر',
  request: { params: IdParamsSchema },
  responses: { 200: jsonContent(SupplierProductDetailSchema, 'کالا'), 400: problems[400], 404: problems[404] },
});

const byProduct = createRoute({
  operationId: 'listSupplierProductsByProduct',
  security: [],
  method: 'get',
  path: '/supplierproducts/byproduct',
  tags,
  summary: 'پیشنهادهای همه تأمین‌کنندگان برای یک کالای پایه، برای مقایسه قیمت، شهر و حداقل سفارش',
  request: { query: ByProductQuerySchema },
  responses: { 200: jsonContent(BaseProductOffersSchema, 'کالای پایه و پیشنهادها'), 400: problems[400], 404: problems[404] },
});

const related = createRoute({
  operationId: 'listRelatedSupplierProducts',
  security: [],
  method: 'get',
  path: '/supplierproducts/{id}/related',
  tags,
  summary: 'کالاهای مرتبط: همین کالا از تأمین‌کنندگان دیگر، سپس کالاهای مشابه همان دسته',
  request: { params: IdParamsSchema, query: RelatedQuerySchema },
  responses: { 200: jsonContent(SupplierProductListSchema, 'کالاهای مرتبط'), 400: problems[400], 404: problems[404] },
});

export function registerSupplierProductRoutes(app: Router) {
  app.openapi(catalog, async (c) => {
    const properties = readPropertyFilters(c.req.queries());
    if (!properties.success) {
      throw new ProblemError({
        status: 400,
        code: 'validation_failed',
        detail: 'برخی از ویژگی‌های فیلتر معتبر نیستند',
        errors: validationErrors(properties.error as unknown as ZodError).map((e) => ({
          ...e,
          field: `filter.properties.${e.field}`,
        })),
      });
    }
    const page = await listCatalog(await getDb(), c.req.valid('query'), properties.data);
    publicCache(c, [LIST_TAGS.products, LIST_TAGS.suppliers, LIST_TAGS.categories]);
    return c.json(page, 200);
  });

  app.openapi(byProduct, async (c) => {
    const offers = await offersOfBaseProduct(await getDb(), c.req.valid('query'));
    publicCache(c, [entityTag('base-product', offers.baseProduct.id), LIST_TAGS.products, LIST_TAGS.suppliers]);
    return c.json(offers, 200);
  });

  app.openapi(detail, async (c) => {
    const product = await getSupplierProductDetail(await getDb(), c.req.valid('param').id);
    // The offer, its supplier, its base product (name, offer count) and the category path it shows.
    publicCache(c, [
      entityTag('product', product.id),
      entityTag('supplier', product.supplier.id),
      entityTag('base-product', product.baseProduct.id),
      ...product.categoryPath.map((category) => entityTag('category', category.id)),
      // A path cut short at a hidden category (livePathOf) grows back when any category changes.
      ...(product.categoryPath.at(-1)?.id === product.categoryId ? [] : ['categories']),
    ]);
    return c.json(product, 200);
  });

  app.openapi(related, async (c) => {
    const list = await relatedOffers(await getDb(), c.req.valid('param').id, c.req.valid('query').limit);
    publicCache(c, [LIST_TAGS.products, LIST_TAGS.suppliers]);
    return c.json(list, 200);
  });
}
