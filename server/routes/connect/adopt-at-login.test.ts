import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { clientAddressHeaders } from '../../http/client-address';
import { loginAs } from '../../testing/login';
import { assistantConversations } from '../../db/schema';
import { rowsOf } from '../../services/list-query';
import { CONVERSATION_LIMITS } from '../../services/ai/conversations';
import type { ConversationListItem } from '../../../api/contract/ai';
import type { LastVisit } from '../../../api/contract/page-visits';
import type { Page } from '../../../api/contract/paging';

/** What a browser did before signing in (assistant conversations, last visits) is the user's after. */
describeEachDatabase('a visitor\'s history at login', (ctx) => {
  const app = createApp();
  const address = () => `198.22.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 255)}`;
  const request = (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    app.request(`/api/v1${path}`, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...clientAddressHeaders(address()), ...init.headers },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
  const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0];
  const ask = async (headers: Record<string, string>, text: string, conversationId?: string) => {
    const res = await request('/ai/conversations/turns', { method: 'POST', headers, body: { text, conversationId } });
    expect(res.status, await res.clone().text()).toBe(200);
    return { res, place: (await res.json()) as { conversationId: string; position: number } };
  };
  const conversations = async (headers: Record<string, string>) => (await (await request('/ai/conversations', { headers })).json()) as ConversationListItem[];
  const firstSupplier = async () => rowsOf<{ id: number }>(await ctx.database.db.execute(sql`SELECT id::int AS id FROM suppliers WHERE is_active ORDER BY id LIMIT 1`))[0].id;

  it('moves the visitor\'s conversations and visits to the user who signs in with its cookie, and the cookie alone keeps none', async () => {
    const asked = await ask({}, 'میلگرد ۱۴ آجدار ۳۰ تن تحویل کرج');
    const browser = { cookie: cookieOf(asked.res) };
    const supplierId = await firstSupplier();
    expect((await request('/pagevisits/visit-count', { method: 'POST', headers: browser, body: { pageKind: 'supplier', objectId: supplierId } })).status).toBe(200);

    const user = await loginAs(app, '09123450181', { cookie: browser.cookie });
    expect(await conversations(user.headers)).toEqual([expect.objectContaining({ id: asked.place.conversationId, turnCount: 1 })]);
    // The user goes on with it where the visitor left it.
    expect((await ask(user.headers, 'قیمت تیرآهن ۱۸ ذوب آهن', asked.place.conversationId)).place).toEqual({ conversationId: asked.place.conversationId, position: 2 });
    const visits = (await (await request('/pagevisits/last-visits', { headers: user.headers })).json()) as Page<LastVisit>;
    expect(visits.items).toEqual([expect.objectContaining({ pageKind: 'supplier', objectId: supplierId })]);
    const [row] = await ctx.database.db.select().from(assistantConversations).where(eq(assistantConversations.id, asked.place.conversationId));
    expect([row.ownerKey, row.userId]).toEqual([`u:${user.userId}`, user.userId]);

    // The cookie without the login shows nothing any more, and a later login with it moves nothing.
    expect(await conversations(browser)).toEqual([]);
    const other = await loginAs(app, '09123450182', { cookie: browser.cookie });
    expect(await conversations(other.headers)).toEqual([]);
  });

  it('keeps the user\'s newest conversations, theirs and the visitor\'s together; a login without a cookie, or with a malformed one, moves nothing', async () => {
    const user = await loginAs(app, '09123450183');
    // The user's own, written directly: through the API they would run into the assistant's rate limit.
    const hourAgo = Date.now() - 3_600_000;
    await ctx.database.db.insert(assistantConversations).values(
      Array.from({ length: CONVERSATION_LIMITS.perOwner }, (_, i) => ({
        id: crypto.randomUUID(),
        ownerKey: `u:${user.userId}`,
        userId: user.userId,
        title: `سیمان تیپ ${i + 1} پاکتی ده تن`,
        createdAt: new Date(hourAgo + i * 1000),
        updatedAt: new Date(hourAgo + i * 1000),
      })),
    );
    const first = await ask({}, 'پسته اکبری ۲۰۰ کیلو');
    const browser = { cookie: cookieOf(first.res) };
    const second = await ask(browser, 'زعفران سرگل ۵ کیلو');

    await loginAs(app, '09123450183', { cookie: 'visitorId=../../not-an-id' });
    await loginAs(app, '09123450183');
    expect((await conversations(browser)).map((c) => c.id).sort()).toEqual([first.place.conversationId, second.place.conversationId].sort());

    await loginAs(app, '09123450183', { cookie: `theme=dark; ${browser.cookie}` });
    const kept = await ctx.database.db.select({ title: assistantConversations.title }).from(assistantConversations).where(eq(assistantConversations.ownerKey, `u:${user.userId}`));
    expect(kept).toHaveLength(CONVERSATION_LIMITS.perOwner);
    const titles = kept.map((k) => k.title);
    expect(titles).toEqual(expect.arrayContaining(['پسته اکبری ۲۰۰ کیلو', 'زعفران سرگل ۵ کیلو', `سیمان تیپ ${CONVERSATION_LIMITS.perOwner} پاکتی ده تن`]));
    // The user's two oldest made room.
    expect(titles.filter((t) => /^سیمان تیپ [12] /.test(t))).toEqual([]);
  });
});
