import type { Context, Hono } from 'hono';
import { SUPPORTED_METHODS } from '../site/http-guards.mjs';
import type { ProblemInit } from './problem';

const ROUTABLE = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The methods some route answers at this path (HEAD along with GET); empty when no route has the
 * path at all. Middleware (`app.use`, method ALL) does not count. Only asked on the not-found path.
 */
export function allowedMethods(app: Pick<Hono, 'router'>, path: string): string[] {
  const allowed = ROUTABLE.filter((method) =>
    app.router.match(method, path)[0].some(([[, route]]) => route.method !== 'ALL'),
  );
  if (allowed.includes('GET')) allowed.splice(1, 0, 'HEAD');
  return allowed;
}

/**
 * For a request no route took: a 405 with `Allow` when the path exists under other methods or the
 * method is not one the API supports at all (TRACE, PROPFIND…); undefined for a plain 404.
 */
export function methodNotAllowed(
  app: Pick<Hono, 'router'>,
  c: Context,
): { problem: ProblemInit; allow: string } | undefined {
  const method = c.req.method;
  const supported = SUPPORTED_METHODS.includes(method);
  const allowed = allowedMethods(app, c.req.path);
  if (supported && (allowed.length === 0 || allowed.includes(method))) return undefined;
  return {
    allow: (allowed.length ? allowed : SUPPORTED_METHODS).join(', '),
    problem: {
      status: 405,
      code: 'method_not_allowed',
      detail: `روش ${method} برای این نشانی پشتیبانی نمی‌شود`,
    },
  };
}
