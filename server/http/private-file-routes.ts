import { createRoute, z } from '@hono/zod-openapi';
import { IdParamsSchema } from '../../api/contract/paging';
import { bearerSecurity, signedIn } from './auth';
import { jsonContent, problems } from './responses';

/**
 * The two calls of a private file (a message's attachment, an order's document): uploaded alone
 * first, then named by what it belongs to; served only to those who may see that.
 */
type FileRoutes<U extends z.ZodType, S extends z.ZodType> = {
  tag: string;
  path: string;
  upload: { operationId: string; summary: string; form: U; saved: S };
  download: { operationId: string; summary: string };
};

const guarded = { 401: problems[401], 403: problems[403] };

export function privateFileRoutes<U extends z.ZodType, S extends z.ZodType>({ tag, path, upload, download }: FileRoutes<U, S>) {
  const common = { tags: [tag], security: bearerSecurity, middleware: [signedIn] };
  return {
    upload: createRoute({
      operationId: upload.operationId,
      ...common,
      method: 'post',
      path,
      summary: upload.summary,
      request: { body: { required: true, content: { 'multipart/form-data': { schema: upload.form } } } },
      responses: { 201: jsonContent(upload.saved, 'ذخیره شد'), 400: problems[400], 409: problems[400], 413: problems[400], 415: problems[400], ...guarded },
    }),
    download: createRoute({
      operationId: download.operationId,
      ...common,
      method: 'get',
      path: `${path}/{id}`,
      summary: download.summary,
      request: { params: IdParamsSchema },
      responses: {
        200: { description: 'فایل', content: { 'application/pdf': { schema: z.any() }, 'image/*': { schema: z.any() } } },
        400: problems[400],
        404: problems[404],
        ...guarded,
      },
    }),
  };
}
