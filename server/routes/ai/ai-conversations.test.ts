import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { expectProblem } from '../../testing/api-assertions';
import { clientAddressHeaders } from '../../http/client-address';
import { loginAs } from '../../testing/login';
import { getDb } from '../../db/client';
import { assistantConversations } from '../../db/schema';
import { CONVERSATION_LIMITS, dropStaleVisitorConversations } from '../../services/ai/conversations';
import { cookieVisitor } from '../../services/page-visits/page-visits';
import type { AssistantConversation, ConversationListItem } from '../../../api/contract/ai';

/** Issue 17: the needs a person asked are kept as their conversations, per user or per visitor cookie. */
describeEachDatabase('the assistant\'s conversations', () => {
  const app = createApp();
  const address = () => `198.21.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 255)}`;
  const call = (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    app.request(`/api/v1/ai/conversations${path}`, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...clientAddressHeaders(address()), ...init.headers },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
  const visitorCookie = (res: Response) => /visitorId=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1];
  const ask = async (headers: Record<string, string>, text: string, conversationId?: string | null) => {
    const res = await call('/turns', { method: 'POST', headers, body: { text, conversationId } });
    expect(res.status, await res.clone().text()).toBe(200);
    return { res, place: (await res.json()) as { conversationId: string; position: number } };
  };

  it('a visitor\'s needs make one conversation, its cookie issued on the first; a reload adds nothing; it is listed and read back with what was understood', async () => {
    const first = await ask({}, '۵۰ تن میلگرد ۱۲ آجدار تحویل تهران تا آخر ماه');
    const visitor = { cookie: `visitorId=${visitorCookie(first.res)}` };
    expect(first.place.position).toBe(1);
    expect((await ask(visitor, 'قیمت سیمان تیپ ۲ فله اصفهان', first.place.conversationId)).place).toEqual({ conversationId: first.place.conversationId, position: 2 });
    // The same need again right after (a reload of the page), or an earlier one opened again: the same turn.
    expect((await ask(visitor, 'قیمت سیمان تیپ ۲ فله اصفهان', first.place.conversationId)).place.position).toBe(2);
    expect((await ask(visitor, '۵۰ تن میلگرد ۱۲ آجدار تحویل تهران تا آخر ماه', first.place.conversationId)).place.position).toBe(1);

    const list = (await (await call('', { headers: visitor })).json()) as ConversationListItem[];
    expect(list).toEqual([expect.objectContaining({ id: first.place.conversationId, title: '۵۰ تن میلگرد ۱۲ آجدار تحویل تهران تا آخر ماه', turnCount: 2 })]);
    const read = await call(`/${first.place.conversationId}`, { headers: visitor });
    expect(read.headers.get('cache-control')).toContain('private');
    const conversation = (await read.json()) as AssistantConversation;
    expect(conversation.turns.map((t) => t.text)).toEqual(['۵۰ تن میلگرد ۱۲ آجدار تحویل تهران تا آخر ماه', 'قیمت سیمان تیپ ۲ فله اصفهان']);
    expect(conversation.turns[0].understood).toMatchObject({ category: { name: 'میلگرد' }, quantity: 50, unit: 'تن', city: 'تهران' });
    expect(conversation.turns[0].understood.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(conversation.turns[1].understood).toMatchObject({ category: { name: expect.stringContaining('سیمان') }, city: 'اصفهان', quantity: null });
  });

  it('nobody else reads, lists, deletes or adds to it: a foreign id starts the caller\'s own conversation', async () => {
    const owner = await ask({}, 'برنج هاشمی ۵۰۰ کیلو');
    const ownerCookie = { cookie: `visitorId=${visitorCookie(owner.res)}` };
    const stranger = await ask({}, 'پسته اکبری ۲۰۰ کیلو');
    const strangerCookie = { cookie: `visitorId=${visitorCookie(stranger.res)}` };
    const user = await loginAs(app, '09123450171');
    for (const who of [strangerCookie, user.headers, {}]) {
      await expectProblem(await call(`/${owner.place.conversationId}`, { headers: who }), 404);
      await expectProblem(await call(`/${owner.place.conversationId}`, { method: 'DELETE', headers: who }), 404);
    }
    const intruding = await ask(strangerCookie, 'عدس درشت ۵ تن', owner.place.conversationId);
    expect(intruding.place.conversationId).not.toBe(owner.place.conversationId);
    expect(intruding.place.position).toBe(1);
    const mine = (await (await call(`/${owner.place.conversationId}`, { headers: ownerCookie })).json()) as AssistantConversation;
    expect(mine.turns.map((t) => t.text)).toEqual(['برنج هاشمی ۵۰۰ کیلو']);
    expect(((await (await call('', {})).json()) as unknown[]).length).toBe(0);

    // A signed-in user's conversations follow the user, not the cookie.
    const asked = await ask(user.headers, 'کره حیوانی ۱۰۰ کیلو');
    expect((await (await call('', { headers: user.headers })).json()) as ConversationListItem[]).toEqual([expect.objectContaining({ id: asked.place.conversationId })]);
    expect((await call(`/${asked.place.conversationId}`, { method: 'DELETE', headers: user.headers })).status).toBe(204);
    await expectProblem(await call(`/${asked.place.conversationId}`, { headers: user.headers }), 404);
  });

  it('bad input is a Persian 400 and keeps nothing; a person keeps their newest conversations only', async () => {
    const first = await ask({}, 'سیمان سفید ۲۰۰ کیسه');
    const visitor = { cookie: `visitorId=${visitorCookie(first.res)}` };
    for (const body of [{ text: '' }, { text: 'a\u0000b' }, { text: 'ا'.repeat(501) }, { text: 'سیمان', conversationId: 'not-an-id' }, { text: 'سیمان', extra: 1 }, { text: 12 }]) {
      const problem = await expectProblem(await call('/turns', { method: 'POST', headers: visitor, body }), 400);
      expect(problem.detail).toMatch(/[\u0600-\u06FF]/);
    }
    await expectProblem(await call('/not-an-id', { headers: visitor }), 400);
    expect((await (await call('', { headers: visitor })).json()) as ConversationListItem[]).toHaveLength(1);

    for (let i = 0; i < CONVERSATION_LIMITS.perOwner + 2; i++) await ask(visitor, `تیرآهن ${20 + i} ده تن`);
    const kept = await (await getDb()).select().from(assistantConversations).where(eq(assistantConversations.ownerKey, cookieVisitor(visitorCookie(first.res)).key));
    expect(kept).toHaveLength(CONVERSATION_LIMITS.perOwner);
    expect(kept.map((k) => k.title)).not.toContain('سیمان سفید ۲۰۰ کیسه');
    const recent = (await (await call('', { headers: visitor })).json()) as ConversationListItem[];
    expect(recent).toHaveLength(CONVERSATION_LIMITS.recent);
    expect(recent[0].title).toBe(`تیرآهن ${20 + CONVERSATION_LIMITS.perOwner + 1} ده تن`);
  });

  it('a visitor\'s conversation nobody came back to for 90 days is dropped by the daily job; a user\'s is kept', async () => {
    const visitorAsk = await ask({}, 'گندم نان ۱۰۰ تن');
    const user = await loginAs(app, '09123450172');
    const userAsk = await ask(user.headers, 'گندم نان ۱۰۰ تن');
    const db = await getDb();
    const longAgo = new Date(Date.now() - 91 * 24 * 3_600_000);
    for (const id of [visitorAsk.place.conversationId, userAsk.place.conversationId]) await db.update(assistantConversations).set({ updatedAt: longAgo }).where(eq(assistantConversations.id, id));
    await dropStaleVisitorConversations(db);
    const left = await db.select({ id: assistantConversations.id }).from(assistantConversations);
    expect(left.map((r) => r.id)).not.toContain(visitorAsk.place.conversationId);
    expect(left.map((r) => r.id)).toContain(userAsk.place.conversationId);
  });
});
