import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type TestDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { loginAs, type LoggedIn } from '../../testing/login';
import { expectProblem } from '../../testing/api-assertions';
import { conversationAttachments, tradeFiles } from '../../db/schema';
import { takeFreeStorefront } from '../../testing/storefront';
import { createLocalStorage, useStorageForTests, type StorageAdapter } from '../../adapters/storage';
import { USER_CAPS } from '../limits/user-caps';
import { expirePendingUploads, PENDING_UPLOAD_HOURS } from './pending-uploads';

const newPhone = () => `0990${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const DAY_AND_AN_HOUR_AGO = () => new Date(Date.now() - (PENDING_UPLOAD_HOURS + 1) * 3_600_000);

/** Uploads chosen for a direct order or a message and never sent: deleted a day later. */
describeEachDatabase('unsent uploads', (ctx) => {
  const app = createApp();
  let storage: StorageAdapter;
  let buyer: LoggedIn;
  let store: { id: number };
  let product: { id: number };

  beforeAll(async () => {
    storage = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'pending-uploads-')));
    useStorageForTests(storage);
    buyer = await loginAs(app, newPhone());
    const seller = await loginAs(app, newPhone(), { roles: ['supplier'] });
    ({ store, product } = await takeFreeStorefront(ctx.database.db, seller.userId));
  });
  afterAll(() => useStorageForTests(undefined));

  const post = (who: LoggedIn, route: string, body: unknown) =>
    app.request(`/api/v1${route}`, { method: 'POST', headers: { ...who.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const upload = async (who: LoggedIn, route: '/files' | '/conversations/attachments'): Promise<{ id: number; url: string }> => {
    const form = new FormData();
    form.set('file', new File([PDF], 'پیش‌فاکتور.pdf', { type: 'application/pdf' }));
    const res = await app.request(`/api/v1${route}`, { method: 'POST', headers: who.headers, body: form });
    expect(res.status, await res.clone().text()).toBe(201);
    return res.json();
  };
  const makeOld = async (table: typeof tradeFiles | typeof conversationAttachments, ids: number[]) => {
    await ctx.database.db.update(table).set({ createdAt: DAY_AND_AN_HOUR_AGO() }).where(inArray(table.id, ids));
  };
  const keyOf = async (table: typeof tradeFiles | typeof conversationAttachments, id: number) =>
    (await ctx.database.db.select({ key: table.storageKey }).from(table).where(eq(table.id, id)))[0]?.key;
  /** Unsent rows written straight into the table, each naming a stored file. */
  const pendingRows = async (table: typeof tradeFiles | typeof conversationAttachments, userId: number, n: number, createdAt = new Date()) => {
    const rows = Array.from({ length: n }, () => ({
      uploaderUserId: userId,
      storageKey: `test/${userId}/${crypto.randomUUID()}.pdf`,
      fileName: 'نمونه.pdf',
      contentType: 'application/pdf',
      size: PDF.byteLength,
      createdAt,
    }));
    for (const row of rows) await storage.put(row.storageKey, PDF, 'application/pdf');
    return ctx.database.db.insert(table).values(rows).returning({ id: table.id, storageKey: table.storageKey });
  };
  const remaining = async (table: typeof tradeFiles | typeof conversationAttachments, ids: number[]) =>
    (await ctx.database.db.select({ n: count() }).from(table).where(inArray(table.id, ids)))[0].n;

  it('an upload not sent within a day is deleted with its stored file; a fresh one and one that was sent stay', async () => {
    await expirePendingUploads(ctx.database.db, storage); // whatever else is old in this database
    const [oldFile, freshFile, sentFile] = [await upload(buyer, '/files'), await upload(buyer, '/files'), await upload(buyer, '/files')];
    expect((await post(buyer, '/traderequests/direct-order', { supplierProductId: product.id, quantity: 2, fileIds: [sentFile.id] })).status).toBe(201);
    const [oldAttachment, freshAttachment, sentAttachment] = [
      await upload(buyer, '/conversations/attachments'),
      await upload(buyer, '/conversations/attachments'),
      await upload(buyer, '/conversations/attachments'),
    ];
    const sent = await post(buyer, '/conversations', { supplierId: store.id, pageKind: 'supplier', objectId: store.id, body: 'پیش‌فاکتور پیوست است', attachmentIds: [sentAttachment.id] });
    expect(sent.status, await sent.clone().text()).toBe(201);
    await makeOld(tradeFiles, [oldFile.id, sentFile.id]);
    await makeOld(conversationAttachments, [oldAttachment.id, sentAttachment.id]);
    const oldKeys = [await keyOf(tradeFiles, oldFile.id), await keyOf(conversationAttachments, oldAttachment.id)];

    expect(await expirePendingUploads(ctx.database.db, storage)).toEqual({ tradeFiles: 1, attachments: 1 });

    expect(await remaining(tradeFiles, [oldFile.id])).toBe(0);
    expect(await remaining(conversationAttachments, [oldAttachment.id])).toBe(0);
    for (const key of oldKeys) expect(await storage.get(key!)).toBeNull();
    await expectProblem(await app.request(oldFile.url, { headers: buyer.headers }), 404);
    await expectProblem(await app.request(oldAttachment.url, { headers: buyer.headers }), 404);
    for (const kept of [freshFile, sentFile, freshAttachment, sentAttachment]) {
      expect((await app.request(kept.url, { headers: buyer.headers })).status, kept.url).toBe(200);
    }
    // Nothing older is left: a second run deletes nothing.
    expect(await expirePendingUploads(ctx.database.db, storage)).toEqual({ tradeFiles: 0, attachments: 0 });
  });

  it('an unsent upload older than a day cannot be sent any more, even before the job has run', async () => {
    const me = await loginAs(app, newPhone());
    const file = await upload(me, '/files');
    const attachment = await upload(me, '/conversations/attachments');
    await makeOld(tradeFiles, [file.id]);
    await makeOld(conversationAttachments, [attachment.id]);
    await expectProblem(await post(me, '/traderequests/direct-order', { supplierProductId: product.id, quantity: 2, fileIds: [file.id] }), 400, 'fileIds');
    await expectProblem(
      await post(me, '/conversations', { supplierId: store.id, pageKind: 'supplier', objectId: store.id, body: 'پیوست قدیمی', attachmentIds: [attachment.id] }),
      400,
      'attachmentIds',
    );
  });

  it('the cap of unsent uploads counts the day\'s only, and a full one says when room comes back', async () => {
    for (const [table, route, cap] of [
      [tradeFiles, '/files', USER_CAPS.pendingTradeFiles.max],
      [conversationAttachments, '/conversations/attachments', USER_CAPS.pendingAttachments.max],
    ] as const) {
      const me = await loginAs(app, newPhone());
      await pendingRows(table, me.userId, cap, DAY_AND_AN_HOUR_AGO());
      await upload(me, route);
      await pendingRows(table, me.userId, cap - 1);
      const form = new FormData();
      form.set('file', new File([PDF], 'یکی بیشتر.pdf', { type: 'application/pdf' }));
      const full = await expectProblem(await app.request(`/api/v1${route}`, { method: 'POST', headers: me.headers, body: form }), 409);
      expect(full.code).toBe('limit_reached');
      expect(full.detail).toContain('۲۴ ساعت پس از بارگذاری پاک می‌شود');
      expect(full.detail).not.toContain('حذف کنید');
    }
  });

  it('deletes every old one in a run, more than a batch, across both kinds', async () => {
    await expirePendingUploads(ctx.database.db, storage); // what the tests before left
    const me = await loginAs(app, newPhone());
    const files = await pendingRows(tradeFiles, me.userId, 230, DAY_AND_AN_HOUR_AGO());
    const attachments = await pendingRows(conversationAttachments, me.userId, 120, DAY_AND_AN_HOUR_AGO());
    expect(await expirePendingUploads(ctx.database.db, storage)).toEqual({ tradeFiles: 230, attachments: 120 });
    expect(await remaining(tradeFiles, files.map((f) => f.id))).toBe(0);
    expect(await remaining(conversationAttachments, attachments.map((f) => f.id))).toBe(0);
    for (const f of [...files, ...attachments]) expect(await storage.get(f.storageKey)).toBeNull();
  });

  it('a row whose stored file storage would not delete stays for the next run; the others go, of both kinds', async () => {
    await expirePendingUploads(ctx.database.db, storage); // what the tests before left
    const me = await loginAs(app, newPhone());
    const files = await pendingRows(tradeFiles, me.userId, 3, DAY_AND_AN_HOUR_AGO());
    const attachments = await pendingRows(conversationAttachments, me.userId, 2, DAY_AND_AN_HOUR_AGO());
    const stuck = files[1];
    const failing: StorageAdapter = {
      ...storage,
      delete: async (key) => {
        if (key === stuck.storageKey) throw new Error('storage unreachable');
        await storage.delete(key);
      },
    };
    expect(await expirePendingUploads(ctx.database.db, failing)).toEqual({ tradeFiles: 2, attachments: 2 });
    expect(await remaining(tradeFiles, files.map((f) => f.id))).toBe(1);
    expect(await remaining(tradeFiles, [stuck.id])).toBe(1);
    expect(await remaining(conversationAttachments, attachments.map((a) => a.id))).toBe(0);
    expect(await storage.get(stuck.storageKey)).not.toBeNull();
    expect(await expirePendingUploads(ctx.database.db, storage)).toEqual({ tradeFiles: 1, attachments: 0 });
    expect(await remaining(tradeFiles, [stuck.id])).toBe(0);
  });

  it('an old upload a save holds at that moment is left to that save', async () => {
    if (ctx.kind !== 'postgres') return; // one connection: a second transaction cannot hold a row meanwhile
    const me = await loginAs(app, newPhone());
    const [held, free] = await pendingRows(tradeFiles, me.userId, 2, DAY_AND_AN_HOUR_AGO());
    const { Client } = await import('pg');
    const other = new Client({ connectionString: (ctx.database as TestDatabase).url });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT id FROM trade_files WHERE id = $1 FOR UPDATE', [held.id]);
      expect(await expirePendingUploads(ctx.database.db, storage)).toMatchObject({ tradeFiles: 1 });
      expect(await remaining(tradeFiles, [held.id])).toBe(1);
      expect(await remaining(tradeFiles, [free.id])).toBe(0);
      expect(await storage.get(held.storageKey)).not.toBeNull();
      await other.query('COMMIT');
    } finally {
      await other.end();
    }
    expect(await expirePendingUploads(ctx.database.db, storage)).toMatchObject({ tradeFiles: 1 });
    expect(await remaining(tradeFiles, [held.id])).toBe(0);
  });
});
