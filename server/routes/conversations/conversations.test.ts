import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { loginAs, type LoggedIn } from '../../testing/login';
import { expectProblem } from '../../testing/api-assertions';
import { getDb } from '../../db/client';
import { conversationMessages, conversations, supplierProducts } from '../../db/schema';
import { createLocalStorage, useStorageForTests } from '../../adapters/storage';
import { takeFreeStorefront } from '../../testing/storefront';
import { USER_CAPS } from '../../services/limits/user-caps';
import { MAX_STREAMS_PER_USER, openLiveStreams } from '../../services/conversations/live-streams';
import { HEARTBEAT_MS } from './conversations.routes';
import { ATTACHMENT_MAX_BYTES, MESSAGE_MAX_ATTACHMENTS, MESSAGE_MAX_LENGTH, type ConversationList, type SentMessage } from '../../../api/contract/conversations';

const newPhone = () => `0990${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;

type SseEvent = { event: string; data: unknown; id?: string };

/** Reads server-sent events from a response until `until` is satisfied or the time runs out. */
async function readEvents(res: Response, until: (events: SseEvent[]) => boolean, timeoutMs = 5_000): Promise<SseEvent[]> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: SseEvent[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  try {
    while (!until(events) && Date.now() < deadline) {
      const next = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now()))]);
      if (!next || next.done) break;
      buffer += next.value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
        );
        if (fields.event) events.push({ event: fields.event, data: fields.data ? JSON.parse(fields.data) : null, id: fields.id });
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return events;
}

describeEachDatabase('/conversations', () => {
  const app = createApp();
  let buyer: LoggedIn;
  let seller: LoggedIn;
  let stranger: LoggedIn;
  let store: { id: number; name: string };
  let product: { id: number; name: string };
  let otherProduct: { id: number };
  const sellerPhone = newPhone();

  beforeAll(async () => {
    const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'conversation-storage-'));
    useStorageForTests(createLocalStorage(storageDir));
    buyer = await loginAs(app, newPhone());
    seller = await loginAs(app, sellerPhone, { roles: ['supplier'] });
    stranger = await loginAs(app, newPhone());
    const db = await getDb();
    ({ store, product } = await takeFreeStorefront(db, seller.userId));
    [otherProduct] = await db
      .select({ id: supplierProducts.id })
      .from(supplierProducts)
      .where(and(eq(supplierProducts.isActive, true)))
      .orderBy(supplierProducts.id)
      .limit(1);
    return () => useStorageForTests(undefined);
  });

  const call = (who: LoggedIn | null, method: string, route: string, body?: unknown) =>
    app.request(`/api/v1/conversations${route}`, {
      method,
      headers: { ...(who?.headers ?? {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const send = async (who: LoggedIn, body: unknown): Promise<SentMessage> => {
    const res = await call(who, 'POST', '', body);
    expect(res.status, await res.clone().text()).toBe(201);
    return res.json();
  };
  const aboutProduct = () => ({ supplierId: store.id, pageKind: 'supplier_product', objectId: product.id });
  const upload = (who: LoggedIn, bytes: Uint8Array, name: string, type = 'application/octet-stream') => {
    const form = new FormData();
    form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
    return app.request('/api/v1/conversations/attachments', { method: 'POST', headers: who.headers, body: form });
  };
  const messageCount = async () => (await (await getDb()).select({ n: count() }).from(conversationMessages))[0].n;

  it('a buyer asks a supplier about a product; the supplier sees it unread, answers; the buyer reads the answer', async () => {
    const first = await send(buyer, { ...aboutProduct(), body: '<b>سلام</b>، قیمت عمده <script>alert(1)</script>برای ۵۰ تن؟' });
    expect(first.message).toMatchObject({ senderSide: 'buyer', mine: true, body: 'سلام، قیمت عمده برای ۵۰ تن؟', attachments: [] });
    expect(first.conversation).toMatchObject({
      mySide: 'buyer',
      supplier: { id: store.id, name: store.name },
      subject: { pageKind: 'supplier_product', objectId: product.id, title: product.name },
      unreadCount: 0,
    });

    const inbox: ConversationList = await (await call(seller, 'GET', `?supplierId=${store.id}`)).json();
    expect(inbox.items[0]).toMatchObject({ id: first.conversation.id, mySide: 'supplier', unreadCount: 1, lastMessage: { senderSide: 'buyer' } });
    expect(inbox.unreadCount).toBe(1);
    expect((await (await call(seller, 'GET', '/unread-thread')).json()).unreadCount).toBe(1);
    // The header's count alone, private to the caller.
    const count = await call(seller, 'GET', '/unread-count');
    expect(await count.json()).toEqual({ totalUnread: 1 });
    expect(count.headers.get('cache-control')).toMatch(/private/);
    expect(await (await call(stranger, 'GET', '/unread-count')).json()).toEqual({ totalUnread: 0 });
    await expectProblem(await app.request('/api/v1/conversations/unread-count'), 401);

    const answer = await send(seller, { conversationId: first.conversation.id, body: 'سلام؛ تنی ۲۸ میلیون تومان' });
    expect(answer.message).toMatchObject({ senderSide: 'supplier', mine: true });
    // Answering read the thread for the supplier.
    expect((await (await call(seller, 'GET', '/unread-thread')).json()).unreadCount).toBe(0);

    const unread = await (await call(buyer, 'GET', '/unread-thread')).json();
    expect(unread).toMatchObject({ unreadCount: 1, items: [{ id: first.conversation.id, unreadCount: 1 }] });
    const thread = await (await call(buyer, 'GET', `/${first.conversation.id}/thread`)).json();
    expect(thread.messages.map((m: { body: string; mine: boolean }) => [m.mine, m.body])).toEqual([
      [true, 'سلام، قیمت عمده برای ۵۰ تن؟'],
      [false, 'سلام؛ تنی ۲۸ میلیون تومان'],
    ]);
    const read = await call(buyer, 'PUT', `/${first.conversation.id}/thread`, { readUpTo: answer.message.id });
    expect(await read.json()).toEqual({ conversationId: first.conversation.id, unreadCount: 0, totalUnread: 0 });
    expect(await (await call(buyer, 'GET', '/unread-count')).json()).toEqual({ totalUnread: 0 });

    // Asking about the same product again continues the same thread; the page finds it by its object.
    const again = await send(buyer, { ...aboutProduct(), body: 'ممنون، پیش‌فاکتور بفرستید' });
    expect(again.conversation.id).toBe(first.conversation.id);
    const flat = await (await call(buyer, 'GET', `/thread/flat?supplierId=${store.id}&pageKind=supplier_product&objectId=${product.id}`)).json();
    expect(flat.conversation.id).toBe(first.conversation.id);
    expect(flat.messages).toHaveLength(3);
    const none = await (await call(stranger, 'GET', `/thread/flat?supplierId=${store.id}&pageKind=supplier_product&objectId=${product.id}`)).json();
    expect(none).toEqual({ conversation: null, messages: [], hasMore: false });
  });

  it("someone else's thread is 404 to read, mark, delete and write in, and nothing changes", async () => {
    const { conversation } = await send(buyer, { supplierId: store.id, pageKind: 'supplier', objectId: store.id, body: 'ساعت کاری انبار؟' });
    const before = await messageCount();
    await expectProblem(await call(stranger, 'GET', `/${conversation.id}/thread`), 404);
    await expectProblem(await call(stranger, 'PUT', `/${conversation.id}/thread`, { readUpTo: conversation.lastMessage!.id }), 404);
    await expectProblem(await call(stranger, 'DELETE', `/${conversation.id}/thread`), 404);
    await expectProblem(await call(stranger, 'POST', '', { conversationId: conversation.id, body: 'من هم هستم' }), 404);
    await expectProblem(await call(stranger, 'GET', `?supplierId=${store.id}`), 404);
    expect((await (await call(stranger, 'GET', '')).json()).items).toEqual([]);
    expect(await messageCount()).toBe(before);
    // The seller still has it unread: the stranger's mark did nothing.
    const inbox: ConversationList = await (await call(seller, 'GET', '')).json();
    expect(inbox.items.find((c) => c.id === conversation.id)?.unreadCount).toBe(1);
    await expectProblem(await call(null, 'GET', ''), 401);
  });

  it('refuses empty, too long, foreign and self-addressed messages in Persian, writing nothing', async () => {
    const before = await messageCount();
    await expectProblem(await call(buyer, 'POST', '', { ...aboutProduct(), body: '   ' }), 400, 'body');
    await expectProblem(await call(buyer, 'POST', '', { ...aboutProduct(), body: '<script>alert(1)</script>' }), 400, 'body');
    await expectProblem(await call(buyer, 'POST', '', { ...aboutProduct(), body: 'آ'.repeat(MESSAGE_MAX_LENGTH + 1) }), 400);
    await expectProblem(await call(buyer, 'POST', '', { ...aboutProduct(), body: 12 }), 400);
    await expectProblem(await call(buyer, 'POST', '', { ...aboutProduct(), conversationId: 1, body: 'هر دو' }), 400);
    if (otherProduct.id !== product.id) {
      await expectProblem(await call(buyer, 'POST', '', { supplierId: store.id, pageKind: 'supplier_product', objectId: otherProduct.id, body: 'این؟' }), 404);
    }
    await expectProblem(await call(buyer, 'POST', '', { supplierId: store.id, pageKind: 'supplier', objectId: store.id + 1, body: 'سلام' }), 400, 'objectId');
    await expectProblem(await call(buyer, 'POST', '', { supplierId: 999_999_999, pageKind: 'supplier', objectId: 999_999_999, body: 'سلام' }), 404);
    await expectProblem(await call(seller, 'POST', '', { ...aboutProduct(), body: 'به خودم' }), 400, 'supplierId');
    await expectProblem(await call(buyer, 'PUT', '/abc/thread', { readUpTo: 1 }), 400);
    expect(await messageCount()).toBe(before);
  });

  it('attachments: sniffed pictures and PDFs within the size limit, sent once, served to the two sides only', async () => {
    const png = new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } }).png().toBuffer());
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const picture = await upload(buyer, png, '../../نقشه انبار.png');
    expect(picture.status, await picture.clone().text()).toBe(201);
    const shot = await picture.json();
    expect(shot).toMatchObject({ fileName: 'نقشه انبار.png', contentType: 'image/png', size: png.byteLength });
    const invoice = await (await upload(buyer, pdf, 'پیش‌فاکتور', 'image/png')).json();
    expect(invoice).toMatchObject({ fileName: 'پیش‌فاکتور.pdf', contentType: 'application/pdf' });

    // A script named as a picture, an empty file, a file over the limit: refused by what the bytes are.
    await expectProblem(await upload(buyer, new TextEncoder().encode('<svg onload=alert(1)>'), 'x.png', 'image/png'), 415);
    await expectProblem(await upload(buyer, new Uint8Array(0), 'x.pdf'), 400);
    const huge = new Uint8Array(ATTACHMENT_MAX_BYTES + 1);
    huge.set(pdf);
    await expectProblem(await upload(buyer, huge, 'big.pdf'), 413);

    // Another user's upload cannot be sent by me; nothing is written.
    const before = await messageCount();
    await expectProblem(await call(stranger, 'POST', '', { ...aboutProduct(), body: 'این فایل', attachmentIds: [shot.id] }), 400, 'attachmentIds');
    expect(await messageCount()).toBe(before);

    const sent = await send(buyer, { ...aboutProduct(), body: '', attachmentIds: [shot.id, invoice.id] });
    expect(sent.message.attachments.map((a) => a.id)).toEqual([shot.id, invoice.id]);
    // Sent once: naming them again is refused.
    await expectProblem(await call(buyer, 'POST', '', { ...aboutProduct(), body: 'دوباره', attachmentIds: [shot.id] }), 400, 'attachmentIds');

    const forSeller = await app.request(shot.url, { headers: seller.headers });
    expect(forSeller.status).toBe(200);
    expect(forSeller.headers.get('content-type')).toBe('image/png');
    expect(forSeller.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await forSeller.arrayBuffer())).toEqual(png);
    const pdfRes = await app.request(invoice.url, { headers: buyer.headers });
    expect(pdfRes.headers.get('content-disposition')).toMatch(/^attachment; .*filename\*=UTF-8''/);
    await expectProblem(await app.request(shot.url, { headers: stranger.headers }), 404);
    await expectProblem(await app.request(shot.url), 401);
  });

  it('unsent attachments are capped per user with a Persian 409; sending them frees the room', async () => {
    const uploader = await loginAs(app, newPhone());
    const png = new Uint8Array(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00f' } }).png().toBuffer());
    const ids: number[] = [];
    for (let i = 0; i < USER_CAPS.pendingAttachments.max; i++) {
      const res = await upload(uploader, png, `تصویر ${i}.png`);
      expect(res.status).toBe(201);
      ids.push((await res.json()).id);
    }
    await expectProblem(await upload(uploader, png, 'یکی بیشتر.png'), 409);
    await send(uploader, { ...aboutProduct(), body: 'تصاویر نمونه', attachmentIds: ids.slice(0, MESSAGE_MAX_ATTACHMENTS) });
    expect((await upload(uploader, png, 'حالا جا هست.png')).status).toBe(201);
  });

  it('deleting a thread hides it for me only; a later message brings it back with the new messages alone', async () => {
    const { conversation, message } = await send(buyer, { supplierId: store.id, pageKind: 'supplier', objectId: store.id, body: 'پرسش دربارهٔ ارسال' });
    const res = await call(buyer, 'DELETE', `/${conversation.id}/thread`);
    expect(res.status).toBe(204);
    const mine: ConversationList = await (await call(buyer, 'GET', '')).json();
    expect(mine.items.map((c) => c.id)).not.toContain(conversation.id);
    await expectProblem(await call(buyer, 'GET', `/${conversation.id}/thread`), 404);
    await expectProblem(await call(buyer, 'DELETE', `/${conversation.id}/thread`), 404);
    const theirs: ConversationList = await (await call(seller, 'GET', '')).json();
    expect(theirs.items.map((c) => c.id)).toContain(conversation.id);

    const reply = await send(seller, { conversationId: conversation.id, body: 'ارسال با باربری' });
    const thread = await (await call(buyer, 'GET', `/${conversation.id}/thread`)).json();
    expect(thread.messages.map((m: { id: number }) => m.id)).toEqual([reply.message.id]);
    expect(thread.messages.map((m: { id: number }) => m.id)).not.toContain(message.id);
  });

  it('two first messages about one object at once make one thread', async () => {
    const racer = await loginAs(app, newPhone());
    const [a, b] = await Promise.all([
      send(racer, { ...aboutProduct(), body: 'اول' }),
      send(racer, { ...aboutProduct(), body: 'دوم' }),
    ]);
    expect(a.conversation.id).toBe(b.conversation.id);
    const rows = await (await getDb()).select({ n: count() }).from(conversations).where(eq(conversations.buyerUserId, racer.userId));
    expect(rows[0].n).toBe(1);
  });

  it('streams a new message and the unread count to the other side, and resumes after a drop from Last-Event-ID', async () => {
    const asker = await loginAs(app, newPhone());
    const stream = await call(seller, 'GET', '/events');
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reading = readEvents(stream, (events) => events.some((e) => e.event === 'message'));
    // The stream says it is ready before the message is written.
    await new Promise((r) => setTimeout(r, 100));
    const sent = await send(asker, { ...aboutProduct(), body: 'موجودی دارید؟' });
    const events = await reading;
    expect(events[0].event).toBe('ready');
    const live = events.find((e) => e.event === 'message')!;
    expect(live.id).toBe(String(sent.message.id));
    expect(live.data).toMatchObject({ message: { id: sent.message.id, mine: false, body: 'موجودی دارید؟' }, conversation: { mySide: 'supplier' } });
    expect((live.data as { totalUnread: number }).totalUnread).toBeGreaterThanOrEqual(1);

    // While the seller is away, two more messages; the resumed stream sends them, then the count.
    const m2 = await send(asker, { conversationId: sent.conversation.id, body: 'دوم' });
    const m3 = await send(asker, { conversationId: sent.conversation.id, body: 'سوم' });
    const resumed = await app.request('/api/v1/conversations/events', { headers: { ...seller.headers, 'last-event-id': String(sent.message.id) } });
    const caught = await readEvents(resumed, (e) => e.some((x) => x.event === 'unread'));
    const ids = caught.filter((e) => e.event === 'message').map((e) => Number(e.id));
    expect(ids).toEqual(expect.arrayContaining([m2.message.id, m3.message.id]));
    expect(caught.at(-1)!.event).toBe('unread');
    // A tab taking over the stream from another names the last message its tabs saw, in the query.
    const takenOver = await call(seller, 'GET', `/events?after=${sent.message.id}`);
    const handedOver = await readEvents(takenOver, (e) => e.some((x) => x.event === 'unread'));
    expect(handedOver[0]).toMatchObject({ event: 'ready', data: { userId: String(seller.userId) } });
    expect(handedOver.filter((e) => e.event === 'message').map((e) => Number(e.id))).toEqual(expect.arrayContaining([m2.message.id, m3.message.id]));
    await expectProblem(await call(seller, 'GET', '/events?after=-1'), 400);

    // A stranger's stream hears nothing of it.
    const strangers = await call(stranger, 'GET', '/events');
    const heard = readEvents(strangers, (e) => e.some((x) => x.event === 'message'), 800);
    await send(asker, { conversationId: sent.conversation.id, body: 'چهارم' });
    expect((await heard).filter((e) => e.event === 'message')).toEqual([]);
    await expectProblem(await call(null, 'GET', '/events'), 401);
  });

  it('a stream ends with its login: after a logout it hears nothing more, while another login of the same user still does', async () => {
    const asker = await loginAs(app, newPhone());
    const first = await send(asker, { ...aboutProduct(), body: 'سلام' });
    const [leaving, staying] = [await loginAs(app, sellerPhone), await loginAs(app, sellerPhone)];
    const leavingStream = await call(leaving, 'GET', '/events');
    const stayingStream = await call(staying, 'GET', '/events');
    const leavingHeard = readEvents(leavingStream, (e) => e.some((x) => x.event === 'message'), 1_500);
    const stayingHeard = readEvents(stayingStream, (e) => e.some((x) => x.event === 'message'), 3_000);
    await new Promise((r) => setTimeout(r, 100));
    const revoke = await app.request('/api/v1/connect/revoke', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `refreshToken=${leaving.refreshToken}` },
      body: '',
    });
    expect(revoke.status).toBe(200);
    await send(asker, { conversationId: first.conversation.id, body: 'فقط برای نشست باز' });
    expect((await leavingHeard).filter((e) => e.event === 'message')).toEqual([]);
    expect((await stayingHeard).filter((e) => e.event === 'message')).toHaveLength(1);
  });

  it('a quiet stream ends at its next heartbeat once its login has ended; a stream whose login is open goes on', async () => {
    const [leaving, staying] = [await loginAs(app, newPhone()), await loginAs(app, newPhone())];
    // The streams' heartbeats are this test's to run; nothing else is sent to them.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const streams = [await call(leaving, 'GET', '/events'), await call(staying, 'GET', '/events')];
      for (const res of streams) await readEvents(res.clone(), (e) => e.some((x) => x.event === 'unread'), 2_000);
      const readers = streams.map((res) => res.body!.getReader());
      /** Whether the stream's body ends within the time (heartbeats are read past). */
      const endsWithin = async (reader: ReadableStreamDefaultReader<Uint8Array>, ms: number) => {
        const ended = (async () => {
          for (;;) if ((await reader.read()).done) return true;
        })();
        return Promise.race([ended, new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);
      };
      const revoke = await app.request('/api/v1/connect/revoke', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `refreshToken=${leaving.refreshToken}` },
        body: '',
      });
      expect(revoke.status).toBe(200);
      vi.advanceTimersByTime(HEARTBEAT_MS);
      expect(await endsWithin(readers[0], 3_000)).toBe(true);
      expect(await endsWithin(readers[1], 500)).toBe(false);
      await readers[1].cancel();
    } finally {
      vi.useRealTimers();
    }
  });

  it(`a user holds at most ${MAX_STREAMS_PER_USER} streams on a node: one more ends the oldest`, async () => {
    const user = await loginAs(app, newPhone());
    const before = openLiveStreams();
    const streams = [];
    for (let i = 0; i <= MAX_STREAMS_PER_USER; i++) {
      const res = await call(user, 'GET', '/events');
      await readEvents(res.clone(), (e) => e.some((x) => x.event === 'unread'), 2_000);
      streams.push(res);
    }
    expect(openLiveStreams() - before).toBe(MAX_STREAMS_PER_USER);
    // The oldest has ended: its body reaches its end.
    const reader = streams[0].body!.getReader();
    const ended = async () => {
      for (;;) {
        const { done } = await reader.read();
        if (done) return true;
      }
    };
    expect(await Promise.race([ended(), new Promise((r) => setTimeout(() => r(false), 3_000))])).toBe(true);
    for (const res of streams.slice(1)) await res.body!.cancel();
  });
});
