import { createRoute, z } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { bearerSecurity, requireUser, signedIn } from '../../http/auth';
import { ProblemError } from '../../http/problem';
import { getDb } from '../../db/client';
import { getStorage } from '../../adapters/storage';
import { toPersianDigits } from '../../../lib/persian/digits';
import {
  BulkProductsInputSchema,
  BulkProductsResultSchema,
  DeskBaseProductParamsSchema,
  DeskBaseProductQuerySchema,
  DeskBaseProductSchema,
  DeskCategorySchema,
  DeskProductPageSchema,
  DeskProductParamsSchema,
  DeskProductQuerySchema,
  DeskProductSchema,
  DeskPropertyValueSchema,
  DeskSupplierParamsSchema,
  OwnedSupplierSchema,
  StorefrontInputSchema,
  NewStorefrontInputSchema,
  StorefrontSchema,
  SUPPLIER_PICTURE_MAX_BYTES,
  SupplierPictureSchema,
  SupplierPictureUploadSchema,
  SupplierProductInputSchema,
} from '../../../api/contract/supplier-desk';
import { getStorefront, listOwnedSuppliers, requireOwnedSupplier, updateStorefront } from '../../services/supplier-desk/owned-suppliers';
import { openStorefront } from '../../services/supplier-desk/open-storefront';
import {
  bulkDeskProducts,
  createDeskProduct,
  deleteDeskProduct,
  getDeskProduct,
  listDeskProducts,
  updateDeskProduct,
} from '../../services/supplier-desk/desk-products';
import { deskBaseProductProperties, deskBaseProducts, deskCategories } from '../../services/supplier-desk/desk-pickers';
import { saveSupplierPicture } from '../../services/pictures/supplier-pictures';

/** The supplier desk's calls: only for the storefronts the signed-in user owns (else 404). */

const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const common = { tags: ['supplier-desk'], security: bearerSecurity, middleware: [signedIn] };
const guarded = { 401: problems[401], 403: problems[403], 404: problems[404] };
const PRIVATE = 'private, no-store';

const listMine = createRoute({
  operationId: 'listMySuppliers',
  ...common,
  method: 'get',
  path: '/supplier-desk/suppliers',
  summary: 'تأمین‌کنندگانی که کاربر واردشده مالک آن‌هاست',
  responses: { 200: jsonContent(z.array(OwnedSupplierSchema), 'تأمین‌کنندگان من'), ...guarded },
});

const openOne = createRoute({
  operationId: 'openMyStorefront',
  ...common,
  method: 'post',
  path: '/supplier-desk/suppliers',
  summary: 'راه‌اندازی ویترین تازه برای کاربر واردشده (نام، آنچه می‌فروشد و شهر)؛ کاربر تأمین‌کننده می‌شود',
  request: { body: json(NewStorefrontInputSchema) },
  responses: { 201: jsonContent(z.object({ id: z.number().int() }), 'ویترین راه افتاد'), 400: problems[400], 409: problems[400], ...guarded },
});

const getOne = createRoute({
  operationId: 'getMyStorefront',
  ...common,
  method: 'get',
  path: '/supplier-desk/suppliers/{supplierId}',
  summary: 'مشخصات ویترین یک تأمین‌کنندهٔ من برای ویرایش',
  request: { params: DeskSupplierParamsSchema },
  responses: { 200: jsonContent(StorefrontSchema, 'ویترین'), 400: problems[400], ...guarded },
});

const updateOne = createRoute({
  operationId: 'updateMyStorefront',
  ...common,
  method: 'put',
  path: '/supplier-desk/suppliers/{supplierId}',
  summary: 'ویرایش ویترین: نام، لوگو، تصویر سربرگ، درباره، تماس و شهرهای فروش',
  request: { params: DeskSupplierParamsSchema, body: json(StorefrontInputSchema) },
  responses: { 200: jsonContent(StorefrontSchema, 'ذخیره شد'), 400: problems[400], ...guarded },
});

const listProducts = createRoute({
  operationId: 'listMySupplierProducts',
  ...common,
  method: 'get',
  path: '/supplier-desk/suppliers/{supplierId}/products',
  summary: 'کالاهای یک تأمین‌کنندهٔ من، منتشرشده و منتشرنشده',
  request: { params: DeskSupplierParamsSchema, query: DeskProductQuerySchema },
  responses: { 200: jsonContent(DeskProductPageSchema, 'کالاها'), 400: problems[400], ...guarded },
});

const createProduct = createRoute({
  operationId: 'createMySupplierProduct',
  ...common,
  method: 'post',
  path: '/supplier-desk/suppliers/{supplierId}/products',
  summary: 'افزودن کالا',
  request: { params: DeskSupplierParamsSchema, body: json(SupplierProductInputSchema) },
  responses: { 201: jsonContent(DeskProductSchema, 'کالا افزوده شد'), 400: problems[400], ...guarded },
});

const getProduct = createRoute({
  operationId: 'getMySupplierProduct',
  ...common,
  method: 'get',
  path: '/supplier-desk/suppliers/{supplierId}/products/{productId}',
  summary: 'یک کالای من برای ویرایش',
  request: { params: DeskProductParamsSchema },
  responses: { 200: jsonContent(DeskProductSchema, 'کالا'), 400: problems[400], ...guarded },
});

const updateProduct = createRoute({
  operationId: 'updateMySupplierProduct',
  ...common,
  method: 'put',
  path: '/supplier-desk/suppliers/{supplierId}/products/{productId}',
  summary: 'ویرایش کالا',
  request: { params: DeskProductParamsSchema, body: json(SupplierProductInputSchema) },
  responses: { 200: jsonContent(DeskProductSchema, 'ذخیره شد'), 400: problems[400], ...guarded },
});

const deleteProduct = createRoute({
  operationId: 'deleteMySupplierProduct',
  ...common,
  method: 'delete',
  path: '/supplier-desk/suppliers/{supplierId}/products/{productId}',
  summary: 'حذف کالا',
  request: { params: DeskProductParamsSchema },
  responses: { 204: { description: 'حذف شد' }, 400: problems[400], ...guarded },
});

const bulkProducts = createRoute({
  operationId: 'bulkMySupplierProducts',
  ...common,
  method: 'post',
  path: '/supplier-desk/suppliers/{supplierId}/products/bulk',
  summary: 'انتشار، لغو انتشار یا حذف چند کالا با هم',
  request: { params: DeskSupplierParamsSchema, body: json(BulkProductsInputSchema) },
  responses: { 200: jsonContent(BulkProductsResultSchema, 'انجام شد'), 400: problems[400], ...guarded },
});

const uploadPicture = createRoute({
  operationId: 'uploadMySupplierPicture',
  ...common,
  method: 'post',
  path: '/supplier-desk/suppliers/{supplierId}/pictures',
  summary: 'بارگذاری تصویر کالا یا ویترین (JPEG، PNG یا WebP، حداکثر ۸ مگابایت)؛ به WebP و AVIF در چند اندازه تبدیل می‌شود',
  request: {
    params: DeskSupplierParamsSchema,
    body: { required: true, content: { 'multipart/form-data': { schema: SupplierPictureUploadSchema } } },
  },
  responses: {
    201: jsonContent(SupplierPictureSchema, 'تصویر ذخیره شد'),
    400: problems[400],
    413: problems[400],
    415: problems[400],
    ...guarded,
  },
});

const categoriesPicker = createRoute({
  operationId: 'listMySupplierCategories',
  ...common,
  method: 'get',
  path: '/supplier-desk/suppliers/{supplierId}/categories',
  summary: 'دسته‌های پایین‌ترین سطح که این تأمین‌کننده می‌تواند در آن‌ها کالا بگذارد',
  request: { params: DeskSupplierParamsSchema },
  responses: { 200: jsonContent(z.array(DeskCategorySchema), 'دسته‌ها'), 400: problems[400], ...guarded },
});

const baseProductsPicker = createRoute({
  operationId: 'searchMySupplierBaseProducts',
  ...common,
  method: 'get',
  path: '/supplier-desk/suppliers/{supplierId}/base-products',
  summary: 'جست‌وجوی کالای پایه در یک دسته، هنگام تایپ',
  request: { params: DeskSupplierParamsSchema, query: DeskBaseProductQuerySchema },
  responses: { 200: jsonContent(z.array(DeskBaseProductSchema), 'کالاهای پایه'), 400: problems[400], ...guarded },
});

const baseProductProperties = createRoute({
  operationId: 'getMySupplierBaseProductProperties',
  ...common,
  method: 'get',
  path: '/supplier-desk/suppliers/{supplierId}/base-products/{baseProductId}/properties',
  summary: 'ویژگی‌های یک کالای پایه، برای آغاز کالای تازه از آن',
  request: { params: DeskBaseProductParamsSchema },
  responses: { 200: jsonContent(z.array(DeskPropertyValueSchema), 'ویژگی‌ها'), 400: problems[400], ...guarded },
});

const noFile = () =>
  new ProblemError({
    status: 400,
    code: 'validation_failed',
    detail: 'تصویری فرستاده نشده است',
    errors: [{ field: 'file', message: 'فایل تصویر را در فیلد file بفرستید', code: 'invalid_type' }],
  });

const tooLarge = () =>
  new ProblemError({
    status: 413,
    code: 'file_too_large',
    detail: `حجم تصویر نباید بیش از ${toPersianDigits(SUPPLIER_PICTURE_MAX_BYTES / 1024 / 1024)} مگابایت باشد`,
  });

export function registerSupplierDeskRoutes(app: Router) {
  app.openapi(listMine, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', PRIVATE);
    return c.json(await listOwnedSuppliers(await getDb(), user.id), 200);
  });

  app.openapi(openOne, async (c) => {
    const user = await requireUser(c);
    return c.json(await openStorefront(await getDb(), user.id, c.req.valid('json')), 201);
  });

  app.openapi(getOne, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', PRIVATE);
    return c.json(await getStorefront(await getDb(), user.id, c.req.valid('param').supplierId), 200);
  });

  app.openapi(updateOne, async (c) => {
    const user = await requireUser(c);
    const { supplierId } = c.req.valid('param');
    return c.json(await updateStorefront(await getDb(), user.id, supplierId, c.req.valid('json')), 200);
  });

  app.openapi(listProducts, async (c) => {
    const user = await requireUser(c);
    const query = c.req.valid('query');
    c.header('cache-control', PRIVATE);
    const page = await listDeskProducts(await getDb(), user.id, c.req.valid('param').supplierId, {
      key: query.key,
      published: query.published,
      pageNumber: query['paging.pageNumber'],
      pageSize: query['paging.pageSize'],
      sort: query['sorting.field'],
      direction: query['sorting.direction'],
    });
    return c.json(page, 200);
  });

  app.openapi(createProduct, async (c) => {
    const user = await requireUser(c);
    const { supplierId } = c.req.valid('param');
    return c.json(await createDeskProduct(await getDb(), user.id, supplierId, c.req.valid('json')), 201);
  });

  app.openapi(getProduct, async (c) => {
    const user = await requireUser(c);
    const { supplierId, productId } = c.req.valid('param');
    c.header('cache-control', PRIVATE);
    return c.json(await getDeskProduct(await getDb(), user.id, supplierId, productId), 200);
  });

  app.openapi(updateProduct, async (c) => {
    const user = await requireUser(c);
    const { supplierId, productId } = c.req.valid('param');
    return c.json(await updateDeskProduct(await getDb(), user.id, supplierId, productId, c.req.valid('json')), 200);
  });

  app.openapi(deleteProduct, async (c) => {
    const user = await requireUser(c);
    const { supplierId, productId } = c.req.valid('param');
    await deleteDeskProduct(await getDb(), user.id, supplierId, productId);
    return c.body(null, 204);
  });

  app.openapi(bulkProducts, async (c) => {
    const user = await requireUser(c);
    const { action, ids } = c.req.valid('json');
    return c.json(await bulkDeskProducts(await getDb(), user.id, c.req.valid('param').supplierId, action, ids), 200);
  });

  app.openapi(uploadPicture, async (c) => {
    const user = await requireUser(c);
    const db = await getDb();
    const { supplierId } = c.req.valid('param');
    // Ownership before the (costly) decoding.
    await requireOwnedSupplier(db, user.id, supplierId);
    const { file } = c.req.valid('form') as { file?: unknown };
    if (!(file instanceof File)) throw noFile();
    if (file.size > SUPPLIER_PICTURE_MAX_BYTES) throw tooLarge();
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json(await saveSupplierPicture(db, getStorage(), supplierId, bytes), 201);
  });

  app.openapi(categoriesPicker, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', PRIVATE);
    return c.json(await deskCategories(await getDb(), user.id, c.req.valid('param').supplierId), 200);
  });

  app.openapi(baseProductsPicker, async (c) => {
    const user = await requireUser(c);
    const { categoryId, key } = c.req.valid('query');
    c.header('cache-control', PRIVATE);
    return c.json(await deskBaseProducts(await getDb(), user.id, c.req.valid('param').supplierId, categoryId, key), 200);
  });

  app.openapi(baseProductProperties, async (c) => {
    const user = await requireUser(c);
    const { supplierId, baseProductId } = c.req.valid('param');
    c.header('cache-control', PRIVATE);
    return c.json(await deskBaseProductProperties(await getDb(), user.id, supplierId, baseProductId), 200);
  });
}
