import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import type { Router } from '../../http/router';
import { jsonContent, problems } from '../../http/responses';
import { bearerSecurity, requireUser, signedIn } from '../../http/auth';
import { ProblemError } from '../../http/problem';
import { getDb } from '../../db/client';
import { getStorage } from '../../adapters/storage';
import { IdParamsSchema } from '../../../api/contract/paging';
import {
  AttachmentSchema,
  AttachmentUploadSchema,
  ConversationListQuerySchema,
  ConversationListSchema,
  FlatThreadQuerySchema,
  FlatThreadSchema,
  MarkReadInputSchema,
  MessageEventSchema,
  MessageInputSchema,
  ReadStateSchema,
  SentMessageSchema,
  ThreadQuerySchema,
  ThreadSchema,
  UnreadEventSchema,
  UnreadThreadsSchema,
  UnreadCountSchema,
} from '../../../api/contract/conversations';
import {
  flatThread,
  getThread,
  hideThread,
  listConversations,
  markRead,
  sendMessage,
  unreadThreads,
  totalUnread,
} from '../../services/conversations/conversations';
import { loadAttachment, saveAttachment } from '../../services/conversations/attachments';
import { privateFileHeaders } from '../../services/files/checked-upload';
import { addLiveStream, startLiveStream } from '../../services/conversations/live-streams';
import { openSessionUser } from '../../services/identity/sessions';
import { privateFileRoutes } from '../../http/private-file-routes';

const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const common = { tags: ['conversations'], security: bearerSecurity, middleware: [signedIn] };
const guarded = { 401: problems[401], 403: problems[403] };
const PRIVATE = 'private, no-store';
/** A comment line this often keeps proxies and the browser from closing a quiet stream. */
export const HEARTBEAT_MS = 20_000;
/** How soon a browser reconnects after a drop. */
const RETRY_MS = 2_000;

const list = createRoute({
  operationId: 'listConversations',
  ...common,
  method: 'get',
  path: '/conversations',
  summary: 'گفت‌وگوهای من (به‌عنوان خریدار و از سوی ویترین‌هایم)، تازه‌ترین اول، با شمار نخوانده‌ها',
  request: { query: ConversationListQuerySchema },
  responses: { 200: jsonContent(ConversationListSchema, 'گفت‌وگوها'), 400: problems[400], 404: problems[404], ...guarded },
});

const flat = createRoute({
  operationId: 'getConversationAbout',
  ...common,
  method: 'get',
  path: '/conversations/thread/flat',
  summary: 'گفت‌وگوی من با یک تأمین‌کننده دربارهٔ یک کالا یا خود او، اگر باشد (پیام‌ها به ترتیب زمان)',
  request: { query: FlatThreadQuerySchema },
  responses: { 200: jsonContent(FlatThreadSchema, 'گفت‌وگو یا هیچ'), 400: problems[400], ...guarded },
});

const unread = createRoute({
  operationId: 'listUnreadConversations',
  ...common,
  method: 'get',
  path: '/conversations/unread-thread',
  summary: 'گفت‌وگوهای دارای پیام نخوانده و شمار همهٔ نخوانده‌ها',
  responses: { 200: jsonContent(UnreadThreadsSchema, 'نخوانده‌ها'), ...guarded },
});

const unreadCount = createRoute({
  operationId: 'countUnreadMessages',
  ...common,
  method: 'get',
  path: '/conversations/unread-count',
  summary: 'شمار همهٔ پیام‌های نخواندهٔ من (برای نشان سرصفحه)',
  responses: { 200: jsonContent(UnreadCountSchema, 'شمار نخوانده‌ها'), ...guarded },
});

const thread = createRoute({
  operationId: 'getConversationThread',
  ...common,
  method: 'get',
  path: '/conversations/{id}/thread',
  summary: 'پیام‌های یک گفت‌وگو، تازه‌ترین‌ها (یا پیش از before) به ترتیب زمان',
  request: { params: IdParamsSchema, query: ThreadQuerySchema },
  responses: { 200: jsonContent(ThreadSchema, 'گفت‌وگو'), 400: problems[400], 404: problems[404], ...guarded },
});

const read = createRoute({
  operationId: 'markConversationRead',
  ...common,
  method: 'put',
  path: '/conversations/{id}/thread',
  summary: 'خوانده شدن گفت‌وگو تا یک پیام (فقط برای من)',
  request: { params: IdParamsSchema, body: json(MarkReadInputSchema) },
  responses: { 200: jsonContent(ReadStateSchema, 'وضعیت خوانده‌شدن'), 400: problems[400], 404: problems[404], ...guarded },
});

const hide = createRoute({
  operationId: 'deleteConversationForMe',
  ...common,
  method: 'delete',
  path: '/conversations/{id}/thread',
  summary: 'حذف گفت‌وگو فقط برای من؛ طرف دیگر آن را نگه می‌دارد و پیام تازه آن را برمی‌گرداند',
  request: { params: IdParamsSchema },
  responses: { 204: { description: 'حذف شد' }, 400: problems[400], 404: problems[404], ...guarded },
});

const send = createRoute({
  operationId: 'sendConversationMessage',
  ...common,
  method: 'post',
  path: '/conversations',
  summary: 'پیام به یک تأمین‌کننده دربارهٔ یک کالا یا خود او (گفت‌وگو را می‌سازد یا ادامه می‌دهد)، یا پاسخ در یک گفت‌وگو',
  request: { body: json(MessageInputSchema) },
  responses: { 201: jsonContent(SentMessageSchema, 'فرستاده شد'), 400: problems[400], 404: problems[404], 409: problems[400], ...guarded },
});

const attachments = privateFileRoutes({
  tag: 'conversations',
  path: '/conversations/attachments',
  upload: {
    operationId: 'uploadConversationAttachment',
    summary: 'بارگذاری پیوست پیام (JPEG، PNG، WebP یا PDF، حداکثر ۱۰ مگابایت) پیش از فرستادن پیام',
    form: AttachmentUploadSchema,
    saved: AttachmentSchema,
  },
  download: { operationId: 'getConversationAttachment', summary: 'یک پیوست، فقط برای طرف‌های گفت‌وگو' },
});

const events = createRoute({
  operationId: 'streamConversationEvents',
  ...common,
  method: 'get',
  path: '/conversations/events',
  summary:
    'جریان رویدادهای گفت‌وگو (server-sent events): پیام تازه (message، شناسهٔ رویداد = شناسهٔ پیام) و شمار نخوانده‌ها (unread)؛ با Last-Event-ID از همان‌جا ادامه می‌دهد',
  request: {
    headers: z.object({ 'last-event-id': z.string().regex(/^\d{1,15}$/).optional() }),
    query: z.object({
      after: z
        .string()
        .regex(/^\d{1,15}$/)
        .optional()
        .openapi({
          description:
            'شناسهٔ آخرین پیامی که این مرورگر دیده است، برای جریانی تازه که جای جریان زبانهٔ دیگری را می‌گیرد؛ Last-Event-ID بر آن مقدم است',
        }),
    }),
  },
  responses: {
    200: {
      description: 'رویدادها؛ داده‌ی هر رویداد JSON است',
      content: { 'text/event-stream': { schema: z.union([MessageEventSchema, UnreadEventSchema]) } },
    },
    ...guarded,
  },
});

const noFile = () =>
  new ProblemError({
    status: 400,
    code: 'validation_failed',
    detail: 'فایلی فرستاده نشده است',
    errors: [{ field: 'file', message: 'فایل را در فیلد file بفرستید', code: 'invalid_type' }],
  });

export function registerConversationRoutes(app: Router) {
  // The fixed paths before `/conversations/{id}/…`.
  app.openapi(list, async (c) => {
    const user = await requireUser(c);
    const query = c.req.valid('query');
    c.header('cache-control', PRIVATE);
    return c.json(await listConversations(await getDb(), user.id, { supplierId: query.supplierId, text: query['filter.text'] }), 200);
  });

  app.openapi(flat, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', PRIVATE);
    return c.json(await flatThread(await getDb(), user.id, c.req.valid('query')), 200);
  });

  app.openapi(unread, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', PRIVATE);
    return c.json(await unreadThreads(await getDb(), user.id), 200);
  });

  app.openapi(unreadCount, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', PRIVATE);
    return c.json({ totalUnread: await totalUnread(await getDb(), user.id) }, 200);
  });

  app.openapi(events, async (c) => {
    const user = await requireUser(c);
    // The browser's own reconnect names the last event it got; a tab taking over the stream from
    // another (components/messages/live-stream.ts) names the last message its tabs saw.
    const resumeFrom = c.req.valid('header')['last-event-id'] ?? c.req.valid('query').after;
    const lastEventId = resumeFrom ? Number(resumeFrom) : null;
    c.header('cache-control', 'no-store');
    // Asks proxies that buffer (nginx) to pass each event on as it comes.
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, async (stream) => {
      let queue = Promise.resolve();
      const live = {
        userId: user.id,
        lastMessageId: lastEventId ?? 0,
        send: (event: string, data: unknown, id?: number) => {
          // One write at a time, in order, whoever calls.
          queue = queue.then(() =>
            stream.aborted ? undefined : stream.writeSSE({ event, data: JSON.stringify(data), id: id === undefined ? undefined : String(id) }),
          );
          return queue;
        },
        // The same check as every call's (kept, and dropped on logout): a stream outlives its request.
        sessionOpen: async () => (await openSessionUser(await getDb(), user.sessionId, user.id)) !== null,
        end: () => stream.abort(),
      };
      const close = addLiveStream(live);
      const closed = new Promise<void>((resolve) => stream.onAbort(resolve));
      const heartbeat = setInterval(() => {
        queue = queue.then(() => (stream.aborted ? undefined : stream.write(': \n\n').then(() => undefined)));
        // A login ended while the stream was quiet ends it too.
        void live.sessionOpen().then((open) => open || live.end(), () => undefined);
      }, HEARTBEAT_MS);
      try {
        // Names whose stream this is: a tab still showing a user who has since logged out in another
        // tab must not hand the new user's events to that user's tabs.
        await stream.writeSSE({ event: 'ready', data: JSON.stringify({ userId: String(user.id) }), retry: RETRY_MS });
        await startLiveStream(live, lastEventId);
        await closed;
      } finally {
        clearInterval(heartbeat);
        close();
      }
    }) as never;
  });

  app.openapi(attachments.upload, async (c) => {
    const user = await requireUser(c);
    const { file } = c.req.valid('form') as { file?: unknown };
    if (!(file instanceof File)) throw noFile();
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json(await saveAttachment(await getDb(), getStorage(), user.id, { name: file.name, bytes }), 201);
  });

  app.openapi(attachments.download, async (c) => {
    const user = await requireUser(c);
    const { file, fileName, contentType } = await loadAttachment(await getDb(), getStorage(), user.id, c.req.valid('param').id);
    return c.body(file.data as Uint8Array<ArrayBuffer>, 200, privateFileHeaders(contentType, fileName)) as never;
  });

  app.openapi(thread, async (c) => {
    const user = await requireUser(c);
    c.header('cache-control', PRIVATE);
    return c.json(await getThread(await getDb(), user.id, c.req.valid('param').id, c.req.valid('query').before), 200);
  });

  app.openapi(read, async (c) => {
    const user = await requireUser(c);
    return c.json(await markRead(await getDb(), user.id, c.req.valid('param').id, c.req.valid('json').readUpTo), 200);
  });

  app.openapi(hide, async (c) => {
    const user = await requireUser(c);
    await hideThread(await getDb(), user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });

  app.openapi(send, async (c) => {
    const user = await requireUser(c);
    return c.json(await sendMessage(await getDb(), user.id, c.req.valid('json')), 201);
  });
}
