import { createRoute, z } from '@hono/zod-openapi';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { bearerSecurity, requireUser, signedIn } from '../../http/auth';
import { getDb } from '../../db/client';
import { IdParamsSchema } from '../../../api/contract/paging';
import {
  NoteInputSchema,
  NotePageSchema,
  NoteSchema,
  NotesByObjectQuerySchema,
  NotesByUserQuerySchema,
  NoteUpdateSchema,
} from '../../../api/contract/notes';
import { createNote, deleteNote, getNote, notesByUser, notesOfObject, updateNote } from '../../services/notes/notes';

const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const common = { tags: ['notes'], security: bearerSecurity, middleware: [signedIn] };
const guarded = { 401: problems[401], 403: problems[403] };
const PRIVATE = 'private, no-store';

const create = createRoute({
  operationId: 'createNote',
  ...common,
  method: 'post',
  path: '/notes',
  summary: 'یادداشت تازه روی یک کالا، تأمین‌کننده، کالای پایه یا مطلب (فقط برای خود کاربر)',
  request: { body: json(NoteInputSchema) },
  responses: { 201: jsonContent(NoteSchema, 'ذخیره شد'), 400: problems[400], 404: problems[404], 409: problems[400], ...guarded },
});

const getOne = createRoute({
  operationId: 'getNote',
  ...common,
  method: 'get',
  path: '/notes/{id}',
  summary: 'یک یادداشت کاربر',
  request: { params: IdParamsSchema },
  responses: { 200: jsonContent(NoteSchema, 'یادداشت'), 400: problems[400], 404: problems[404], ...guarded },
});

const update = createRoute({
  operationId: 'updateNote',
  ...common,
  method: 'put',
  path: '/notes/{id}',
  summary: 'ویرایش متن یادداشت',
  request: { params: IdParamsSchema, body: json(NoteUpdateSchema) },
  responses: { 200: jsonContent(NoteSchema, 'ذخیره شد'), 400: problems[400], 404: problems[404], ...guarded },
});

const remove = createRoute({
  operationId: 'deleteNote',
  ...common,
  method: 'delete',
  path: '/notes/{id}',
  summary: 'حذف یادداشت',
  request: { params: IdParamsSchema },
  responses: { 204: { description: 'حذف شد' }, 400: problems[400], 404: problems[404], ...guarded },
});

const byObject = createRoute({
  operationId: 'listNotesOfObject',
  ...common,
  method: 'get',
  path: '/notes/by-object-id',
  summary: 'یادداشت‌های کاربر روی یک مورد، تازه‌ترین اول',
  request: { query: NotesByObjectQuerySchema },
  responses: { 200: jsonContent(z.array(NoteSchema), 'یادداشت‌ها'), 400: problems[400], ...guarded },
});

const byUser = createRoute({
  operationId: 'listMyNotes',
  ...common,
  method: 'get',
  path: '/notes/byuser',
  summary: 'یادداشت‌های کاربر با جست‌وجو، مرتب‌سازی و صفحه‌بندی',
  request: { query: NotesByUserQuerySchema },
  responses: { 200: jsonContent(NotePageSchema, 'یادداشت‌ها'), 400: problems[400], ...guarded },
});

export function registerNoteRoutes(app: Router) {
  // The fixed paths before `/notes/{id}`, which would otherwise read them as an id.
  app.openapi(byObject, async (c) => {
    const user = await requireUser(c);
    const { pageKind, objectId } = c.req.valid('query');
    c.header('cache-control', PRIVATE);
    return c.json(await notesOfObject(await getDb(), user.id, pageKind, objectId), 200);
  });

  app.openapi(byUser, async (c) => {
    const user = await requireUser(c);
    const query = c.req.valid('query');
    c.header('cache-control', PRIVATE);
    const page = await notesByUser(await getDb(), user.id, {
      pageNumber: query['paging.pageNumber'],
      pageSize: query['paging.pageSize'],
      kinds: query['filter.pageKind'],
      text: query['filter.text'],
      sort: query['sorting.field'],
      direction: query['sorting.direction'],
    });
    return c.json(page, 200);
  });

  app.openapi(create, async (c) => {
    const user = await requireUser(c);
    return c.json(await createNote(await getDb(), user.id, c.req.valid('json')), 201);
  });

  app.openapi(getOne, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', PRIVATE);
    return c.json(await getNote(await getDb(), user.id, c.req.valid('param').id), 200);
  });

  app.openapi(update, async (c) => {
    const user = await requireUser(c);
    return c.json(await updateNote(await getDb(), user.id, c.req.valid('param').id, c.req.valid('json')), 200);
  });

  app.openapi(remove, async (c) => {
    const user = await requireUser(c);
    await deleteNote(await getDb(), user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
}
