import type { MiddlewareHandler } from 'hono';
import { logger } from '../logger';
import type { AppEnv } from './router';

/** One structured line per request, with the request id that problem documents also carry. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  const ms = Math.round((performance.now() - started) * 10) / 10;
  const line = {
    requestId: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms,
  };
  if (c.res.status >= 500) logger.error(line, 'request failed');
  else logger.info(line, 'request');
};
