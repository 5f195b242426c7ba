import { createRoute } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import {
  MerchantListQuerySchema,
  MerchantSaleSettingSchema,
  MerchantSummarySchema,
  NameCheckQuerySchema,
  NameCheckSchema,
  SaleSettingQuerySchema,
} from '../../../api/contract/merchants';
import { pageOf } from '../../../api/contract/paging';
import { getDb } from '../../db/client';
import { getSaleSetting, listMerchants } from '../../services/merchants/merchants';
import { checkMerchantName } from '../../services/merchants/merchant-name';
import { privateNoStore, publicCache } from '../../http/cache-headers';
import { entityTag, LIST_TAGS } from '../../../lib/cache-tags';
import { hasRole, optionalBearerSecurity, optionalUser } from '../../http/auth';

const tags = ['merchants'];
const merchantPage = pageOf(MerchantSummarySchema);

const list = createRoute({
  operationId: 'listMerchants',
  security: optionalBearerSecurity,
  method: 'get',
  path: '/merchants',
  tags,
  summary: 'فهرست بازرگانان (تأییدنشده‌ها فقط برای مدیر)',
  request: { query: MerchantListQuerySchema },
  responses: { 200: jsonContent(merchantPage, 'یک صفحه از بازرگانان'), 400: problems[400] },
});

const confirmed = createRoute({
  operationId: 'listConfirmedMerchants',
  security: [],
  method: 'get',
  path: '/merchants/confirmed',
  tags,
  summary: 'بازرگانان تأییدشده',
  request: { query: MerchantListQuerySchema },
  responses: { 200: jsonContent(merchantPage, 'یک صفحه از بازرگانان تأییدشده'), 400: problems[400] },
});

const isValidName = createRoute({
  operationId: 'checkMerchantName',
  security: [],
  method: 'get',
  path: '/merchants/is-valid-name',
  tags,
  summary: 'آیا این نام برای بازرگان پذیرفتنی و آزاد است',
  request: { query: NameCheckQuerySchema },
  responses: { 200: jsonContent(NameCheckSchema, 'نتیجه و دلیل به فارسی'), 400: problems[400] },
});

const saleSetting = createRoute({
  operationId: 'getMerchantSaleSetting',
  security: [],
  method: 'get',
  path: '/merchantsalesetting',
  tags,
  summary: 'تنظیمات فروش بازرگان: حداقل سفارش، روش‌های ارسال، شهرهای فروش',
  request: { query: SaleSettingQuerySchema },
  responses: { 200: jsonContent(MerchantSaleSettingSchema, 'تنظیمات فروش'), 400: problems[400], 404: problems[404] },
});

export function registerMerchantRoutes(app: Router) {
  // Unconfirmed merchants are shown to admins only (who confirm them); their answer is theirs alone.
  app.openapi(list, async (c) => {
    const user = await optionalUser(c);
    const isAdmin = user !== null && hasRole(user, 'admin');
    const page = await listMerchants(await getDb(), c.req.valid('query'), { onlyConfirmed: !isAdmin });
    if (isAdmin) privateNoStore(c);
    else publicCache(c, [LIST_TAGS.delegations]);
    // A shared cache must not hand the public list to an admin (or the reverse).
    c.header('vary', 'authorization, cookie');
    return c.json(page, 200);
  });

  app.openapi(confirmed, async (c) => {
    const page = await listMerchants(await getDb(), c.req.valid('query'), { onlyConfirmed: true });
    publicCache(c, [LIST_TAGS.delegations]);
    return c.json(page, 200);
  });

  app.openapi(isValidName, async (c) => {
    const { name, merchantId } = c.req.valid('query');
    const check = await checkMerchantName(await getDb(), name, merchantId);
    // A name can be taken at any moment: never answer from a cache.
    privateNoStore(c);
    return c.json(check, 200);
  });

  app.openapi(saleSetting, async (c) => {
    const setting = await getSaleSetting(await getDb(), c.req.valid('query').merchantId);
    publicCache(c, [entityTag('merchant', setting.merchantId)]);
    return c.json(setting, 200);
  });
}
