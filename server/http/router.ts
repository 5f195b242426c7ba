import { OpenAPIHono } from '@hono/zod-openapi';
import { validationHook } from './validation';

export type AppEnv = {
  Variables: {
    requestId: string;
    /** Set by `publicCache`: the data tags of a public answer the API may keep (public-read-cache.ts). */
    cacheTags?: string[];
  };
};

/** Every route group is an OpenAPIHono with the same validation hook. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook as never, strict: false });
}

export type Router = ReturnType<typeof createRouter>;
