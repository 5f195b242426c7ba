import { requestId } from 'hono/request-id';
import { HTTPException } from 'hono/http-exception';
import { createRouter } from './http/router';
import { requestLog } from './http/request-log';
import { writeRateLimit } from './http/write-limit';
import { bodySizeLimit, rejectNul } from './http/bad-input';
import { ProblemError, problemResponse } from './http/problem';
import { methodNotAllowed } from './http/method-not-allowed';
import { logger } from './logger';
import { registerUserRoutes } from './routes/users/users.routes';
import { registerConnectRoutes } from './routes/connect/connect.routes';
import { registerPersonRoutes } from './routes/persons/persons.routes';
import { registerDeliveryAddressRoutes } from './routes/delivery-addresses/delivery-addresses.routes';
import { registerBuyerRoutes } from './routes/buyers/buyers.routes';
import { registerCustomerRoutes } from './routes/customers/customers.routes';
import { registerPageRoutes } from './routes/content/pages.routes';
import { registerContentTypeRoutes } from './routes/content/content-types.routes';
import { registerCommentRoutes } from './routes/content/comments.routes';
import { registerFaqRoutes } from './routes/content/faq.routes';
import { registerFeedbackRoutes } from './routes/content/feedback.routes';
import { registerHelpAndMenuRoutes } from './routes/content/help.routes';
import { registerSharedRoutes } from './routes/content/shared.routes';
import { registerVideoRoutes } from './routes/content/videos.routes';
import { registerSupplierPageRoutes } from './routes/supplier-desk/supplier-pages.routes';
import { registerAdminRoutes } from './routes/admin/admin.routes';
import { registerAiRoutes } from './routes/ai/ai.routes';
import { registerHealthRoutes } from './routes/health/health.routes';
import { registerCategoryRoutes } from './routes/categories/categories.routes';
import { registerSupplierRoutes } from './routes/suppliers/suppliers.routes';
import { registerMerchantDelegationRoutes } from './routes/merchant-delegations/merchant-delegations.routes';
import { registerMerchantRoutes } from './routes/merchants/merchants.routes';
import { registerGeographyRoutes } from './routes/geography/geography.routes';
import { registerUnitRoutes } from './routes/units/units.routes';
import { registerAdvertisementRoutes } from './routes/advertisements/advertisements.routes';
import { registerAnnouncementRoutes } from './routes/announcements/announcements.routes';
import { registerPageVisitRoutes } from './routes/page-visits/page-visits.routes';
import { registerSupplierProductRoutes } from './routes/supplierproducts/supplierproducts.routes';
import { registerSearchRoutes } from './routes/searches/searches.routes';
import { registerMediaRoutes } from './routes/media/media.routes';
import { registerSitemapRoutes } from './routes/sitemap/sitemap.routes';
import { registerSupplierDeskRoutes } from './routes/supplier-desk/supplier-desk.routes';
import { registerPictureRoutes } from './routes/pictures/pictures.routes';
import { registerFavoriteRoutes } from './routes/favorites/favorites.routes';
import { registerNoteRoutes } from './routes/notes/notes.routes';
import { registerConversationRoutes } from './routes/conversations/conversations.routes';
import { registerTradeRoutes } from './routes/trade/trade.routes';
import { registerWalletRoutes } from './routes/wallet/wallet.routes';
import { registerSandboxGatewayRoutes } from './routes/wallet/sandbox-gateway.routes';
import { renderApiReference } from './http/api-reference';
import { createInvalidatedCache, publicReadCache, sharedResponseCache } from './http/public-read-cache';
import type { ResponseCache } from './http/response-cache';

export const API_PREFIX = '/api/v1';

export type AppOptions = {
  /** Where public reads are kept; each app gets its own unless given one (tests, one per database). */
  responseCache?: ResponseCache;
};

/** The whole API, ready to mount under `/api/v1` (in Next.js) or to serve on its own. */
export function createApp(options: AppOptions = {}) {
  const app = createRouter().basePath(API_PREFIX);

  app.use('*', requestId({ headerName: 'x-request-id' }));
  app.use('*', requestLog);
  app.use('*', bodySizeLimit);
  app.use('*', rejectNul);
  app.use('*', publicReadCache(options.responseCache ?? createInvalidatedCache()));
  app.use('*', writeRateLimit);

  registerHealthRoutes(app);
  registerCategoryRoutes(app);
  registerUserRoutes(app);
  registerConnectRoutes(app);
  registerPersonRoutes(app);
  registerDeliveryAddressRoutes(app);
  registerBuyerRoutes(app);
  registerCustomerRoutes(app);
  registerSupplierRoutes(app);
  registerMerchantDelegationRoutes(app);
  registerMerchantRoutes(app);
  registerGeographyRoutes(app);
  registerUnitRoutes(app);
  registerAdvertisementRoutes(app);
  registerAnnouncementRoutes(app);
  registerPageVisitRoutes(app);
  registerSupplierProductRoutes(app);
  registerSearchRoutes(app);
  registerMediaRoutes(app);
  registerSitemapRoutes(app);
  registerSupplierDeskRoutes(app);
  registerPictureRoutes(app);
  registerFavoriteRoutes(app);
  registerNoteRoutes(app);
  registerConversationRoutes(app);
  registerTradeRoutes(app);
  registerWalletRoutes(app);
  registerSandboxGatewayRoutes(app);
  registerPageRoutes(app);
  registerContentTypeRoutes(app);
  registerCommentRoutes(app);
  registerFaqRoutes(app);
  registerFeedbackRoutes(app);
  registerHelpAndMenuRoutes(app);
  registerSharedRoutes(app);
  registerVideoRoutes(app);
  registerSupplierPageRoutes(app);
  registerAdminRoutes(app);
  registerAiRoutes(app);

  const documentConfig = {
    openapi: '3.1.0',
    info: { title: 'Bazargah API', version: '1.0.0', description: 'API بازارگاه: بازار تجاری فارسی' },
    // Paths already start with /api/v1 (basePath), so the server is the host's root: the same
    // origin that serves this document, wherever it is deployed.
    servers: [{ url: '/', description: 'همین میزبان (مسیرها با /api/v1 آغاز می‌شوند)' }],
  };
  app.doc31('/openapi.json', documentConfig);
  app.get('/reference', (c) =>
    c.html(renderApiReference(app.getOpenAPI31Document(documentConfig) as never, `${API_PREFIX}/openapi.json`)),
  );

  app.notFound((c) => {
    const refused = methodNotAllowed(app, c);
    if (refused) {
      c.header('allow', refused.allow);
      return problemResponse(c, refused.problem);
    }
    return problemResponse(c, {
      status: 404,
      code: 'route_not_found',
      detail: `مسیر ${c.req.method} ${c.req.path} در API وجود ندارد`,
    });
  });

  app.onError((error, c) => {
    if (error instanceof ProblemError) return problemResponse(c, error.init);
    // A JSON body that does not parse: Hono's validator says so in English only, a handler reading
    // the body itself throws the parser's SyntaxError.
    if ((error instanceof HTTPException && error.status === 400 && error.message.startsWith('Malformed JSON')) || error instanceof SyntaxError) {
      return problemResponse(c, { status: 400, code: 'malformed_body', detail: 'بدنه درخواست JSON معتبر نیست' });
    }
    // Hono's own refusals (wrong content type, body too large) are client errors, not crashes.
    if (error instanceof HTTPException && error.status < 500) {
      return problemResponse(c, { status: error.status, code: `http_${error.status}` });
    }
    logger.error({ err: error, requestId: c.get('requestId'), path: c.req.path }, 'unhandled error');
    return problemResponse(c, { status: 500, code: 'internal_error' });
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

let shared: App | undefined;
/** One app per process (the route file and the in-process transport share it), with the process's cache. */
export function getApp(): App {
  shared ??= createApp({ responseCache: sharedResponseCache() });
  return shared;
}
