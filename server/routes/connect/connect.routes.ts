import { createRoute } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { assertSameSiteForCookies, bearerSecurity, requireUser, signedIn } from '../../http/auth';
import { ProblemError } from '../../http/problem';
import { clientAddress } from '../../http/client-address';
import { cookieVisitorOf, forgetVisitorCookie } from '../../http/visitor';
import { logger } from '../../logger';
import { adoptVisitorHistory } from '../../services/identity/adopt-visitor';
import { identityContext } from '../../services/identity/context';
import { verifyOtp } from '../../services/identity/otp';
import {
  issueTokens,
  revokeAllSessions,
  revokeRefreshToken,
  rotateRefreshToken,
} from '../../services/identity/tokens';
import {
  RevokedSchema,
  RevokeRequestSchema,
  SessionsEndedSchema,
  TokenRequestSchema,
  TokenResponseSchema,
} from '../../../api/contract/auth';
import { normalizeIranMobile } from '../../../lib/phone';
import { toLatinDigits } from '../../../lib/persian/digits';
import { clearAuthCookies, refreshTokenFromCookie, setAuthCookies } from './cookies';

const form = <T>(schema: T) => ({
  required: true,
  content: { 'application/x-www-form-urlencoded': { schema } },
});

const token = createRoute({
  operationId: 'issueToken',
  security: [],
  method: 'post',
  path: '/connect/token',
  tags: ['users'],
  summary: 'گرفتن توکن با کد یک‌بارمصرف یا توکن تازه‌سازی (OAuth2)',
  request: { body: form(TokenRequestSchema) },
  responses: {
    200: jsonContent(
      TokenResponseSchema,
      'توکن دسترسی و توکن تازه‌سازی؛ در کوکی‌ها هم گذاشته می‌شوند',
    ),
    400: problems[400],
    403: problems[403],
    429: problems[429],
  },
});

const revoke = createRoute({
  operationId: 'revokeToken',
  security: [],
  method: 'post',
  path: '/connect/revoke',
  tags: ['users'],
  summary: 'خروج: بستن نشست (همه توکن‌های تازه‌سازی همان ورود)',
  request: {
    body: {
      required: false,
      content: { 'application/x-www-form-urlencoded': { schema: RevokeRequestSchema } },
    },
  },
  responses: { 200: jsonContent(RevokedSchema, 'نشست بسته شد'), 403: problems[403] },
});

const revokeAll = createRoute({
  method: 'post',
  path: '/connect/revoke-all',
  operationId: 'revokeAllSessions',
  tags: ['users'],
  summary: 'خروج از همه دستگاه‌ها: بستن همه نشست‌های کاربر',
  description: 'توکن‌های دسترسی همه نشست‌ها بی‌درنگ، روی همه سرورها، از کار می‌افتند.',
  security: bearerSecurity,
  middleware: [signedIn],
  responses: {
    200: jsonContent(SessionsEndedSchema, 'همه نشست‌ها بسته شد'),
    401: problems[401],
    403: problems[403],
  },
});

export function registerConnectRoutes(app: Router) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'یا کوکی accessToken',
  });

  app.openapi(token, async (c) => {
    // The answer sets login cookies: another site must not be able to log a visitor in or out.
    assertSameSiteForCookies(c);
    const body = c.req.valid('form');
    const ctx = await identityContext();
    let tokens;
    if (body.grant_type === 'otp') {
      const user = await verifyOtp(ctx, {
        phone: normalizeIranMobile(body.phone!)!,
        code: toLatinDigits(body.code!).replace(/\s/g, ''),
        ip: clientAddress(c),
      });
      tokens = await issueTokens(ctx, user);
      // What the browser did before signing in becomes the user's, and the browser's visitor ends
      // there. That failing must not fail the login: the cookie then stays for the next one.
      const visitor = cookieVisitorOf(c);
      if (visitor) {
        await adoptVisitorHistory(ctx.db, visitor, user.id).then(
          () => forgetVisitorCookie(c),
          (err: unknown) => logger.warn({ err, userId: user.id }, 'visitor history not adopted at login'),
        );
      }
    } else {
      const presented = body.refresh_token ?? refreshTokenFromCookie(c);
      if (!presented) {
        throw new ProblemError({
          status: 400,
          code: 'validation_failed',
          detail: 'توکن تازه‌سازی فرستاده نشده است',
          errors: [{ field: 'refresh_token', message: 'این مقدار لازم است', code: 'invalid_type' }],
        });
      }
      try {
        tokens = await rotateRefreshToken(ctx, presented);
      } catch (error) {
        // A refused session is of no use any more; a failure of ours (the database away) leaves the
        // cookies, as the token was not spent, for the browser's next try.
        if (error instanceof ProblemError && error.init.status < 500) clearAuthCookies(c);
        throw error;
      }
    }
    setAuthCookies(c, tokens);
    c.header('cache-control', 'no-store');
    c.header('pragma', 'no-cache');
    return c.json(tokens, 200);
  });

  app.openapi(revoke, async (c) => {
    assertSameSiteForCookies(c);
    const body = c.req.valid('form');
    const presented = body.token ?? refreshTokenFromCookie(c);
    const revoked = presented
      ? await revokeRefreshToken(await identityContext(), presented)
      : false;
    clearAuthCookies(c);
    c.header('cache-control', 'no-store');
    return c.json({ revoked }, 200);
  });

  app.openapi(revokeAll, async (c) => {
    const user = await requireUser(c);
    const ended = await revokeAllSessions(await identityContext(), user.id);
    clearAuthCookies(c);
    c.header('cache-control', 'no-store');
    return c.json({ ended }, 200);
  });
}
