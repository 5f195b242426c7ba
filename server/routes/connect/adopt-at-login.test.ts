import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { clientAddressHeaders } from '../../http/client-address';
import { loginAs } from '../../testing/login';
import { assistantConversations } from '../../db/schema';
import { subscribeDataChanged, type DataChange } from '../../events/data-changed';
import { rowsOf } from '../../services/list-query';
import { CONVERSATION_LIMITS } from '../../services/ai/conversations';
import { userVisitor } from '../../services/page-visits/page-visits';
import type { ConversationListItem } from '../../../api/contract/ai';
import type { LastVisit } from '../../../api/contract/page-visits';
import type { Page } from '../../../api/contract/paging';

/** What a browser did before signing in (assistant conversations, last visits, page likes) is the user's after. */
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

  it('moves the visitor\'s conversations and visits to the user who signs in with its cookie, and ends the cookie', async () => {
    const asked = await ask({}, 'میلگرد ۱۴ آجدار ۳۰ تن تحویل کرج');
    const browser = { cookie: cookieOf(asked.res) };
    const supplierId = await firstSupplier();
    expect((await request('/pagevisits/visit-count', { method: 'POST', headers: browser, body: { pageKind: 'supplier', objectId: supplierId } })).status).toBe(200);

    const user = await loginAs(app, '09123450181', { cookie: browser.cookie });
    // The browser's visitor ends there: signed out later, it is a new visitor.
    expect(user.setCookies.find((c) => c.startsWith('visitorId='))).toMatch(/^visitorId=;.*Max-Age=0/);
    expect(await conversations(user.headers)).toEqual([expect.objectContaining({ id: asked.place.conversationId, turnCount: 1 })]);
    // The user goes on with it where the visitor left it.
    expect((await ask(user.headers, 'قیمت تیرآهن ۱۸ ذوب آهن', asked.place.conversationId)).place).toEqual({ conversationId: asked.place.conversationId, position: 2 });
    const visits = (await (await request('/pagevisits/last-visits', { headers: user.headers })).json()) as Page<LastVisit>;
    expect(visits.items).toEqual([expect.objectContaining({ pageKind: 'supplier', objectId: supplierId })]);
    const [row] = await ctx.database.db.select().from(assistantConversations).where(eq(assistantConversations.id, asked.place.conversationId));
    expect([row.ownerKey, row.userId]).toEqual([userVisitor(user.userId).key, user.userId]);

    // The old cookie, should it be sent again, shows nothing, and a later login with it moves nothing.
    expect(await conversations(browser)).toEqual([]);
    const other = await loginAs(app, '09123450182', { cookie: browser.cookie });
    expect(await conversations(other.headers)).toEqual([]);
  });

  it('moves the visitor\'s page likes; a page liked both ways keeps one like of this person', async () => {
    const [onlyAsVisitor, bothWays] = rowsOf<{ id: number }>(
      await ctx.database.db.execute(sql`SELECT id::int AS id FROM pages WHERE is_published AND platform IN ('all', 'web') ORDER BY id LIMIT 2`),
    ).map((row) => row.id);
    type Liked = { likeCount: number; likedByMe: boolean };
    const page = async (id: number, headers: Record<string, string>) => (await (await request(`/pages/${id}/by-platform`, { headers })).json()) as Liked;
    const like = async (id: number, headers: Record<string, string>) => {
      const res = await request(`/pages/${id}/like`, { method: 'POST', headers });
      expect(res.status, await res.clone().text()).toBe(200);
      return res;
    };

    const browser = { cookie: cookieOf(await like(onlyAsVisitor, {})) };
    await like(bothWays, browser);
    const before = await loginAs(app, '09123450184');
    await like(bothWays, before.headers);
    const counts = { onlyAsVisitor: (await page(onlyAsVisitor, {})).likeCount, bothWays: (await page(bothWays, {})).likeCount };

    const changes: DataChange[] = [];
    const stop = subscribeDataChanged((change) => changes.push(change));
    const user = await loginAs(app, '09123450184', { cookie: browser.cookie });
    stop();
    // Only the page whose count fell: a moved like changes no public answer.
    expect(changes.filter((change) => 'entity' in change && change.entity === 'page')).toEqual([{ entity: 'page', id: bothWays }]);
    expect(await page(onlyAsVisitor, user.headers)).toEqual(expect.objectContaining({ likeCount: counts.onlyAsVisitor, likedByMe: true }));
    expect(await page(bothWays, user.headers)).toEqual(expect.objectContaining({ likeCount: counts.bothWays - 1, likedByMe: true }));
    // The browser's likes are gone with its visitor; liking again as the user changes nothing.
    expect((await page(onlyAsVisitor, browser)).likedByMe).toBe(false);
    expect(await (await like(onlyAsVisitor, user.headers)).json()).toEqual({ liked: true, likeCount: counts.onlyAsVisitor });
  });

  it.skipIf(ctx.kind === 'pglite')('runs the adoption again when PostgreSQL ends it for a deadlock over a page\'s count', async () => {
    const [pageId] = rowsOf<{ id: number }>(
      await ctx.database.db.execute(sql`SELECT id::int AS id FROM pages WHERE is_published AND platform IN ('all', 'web') ORDER BY id OFFSET 2 LIMIT 1`),
    ).map((row) => row.id);
    const page = async (headers: Record<string, string>) => (await (await request(`/pages/${pageId}/by-platform`, { headers })).json()) as { likeCount: number; likedByMe: boolean };
    const like = (headers: Record<string, string>) => request(`/pages/${pageId}/like`, { method: 'POST', headers });
    const browser = { cookie: cookieOf(await like({})) };
    // Liked both ways, so the adoption lowers the page's count and needs its row.
    const phone = '09123450186';
    expect((await like((await loginAs(app, phone)).headers)).status).toBe(200);
    const { likeCount } = await page({});

    // Another transaction (another login's adoption, say) holds the page's row, then waits for
    // the browser's like, which the adoption has taken by then while it waits for the page: a
    // deadlock. PostgreSQL looks for one a deadlock_timeout after a transaction starts waiting:
    // one second for the adoption, five for the other, so the adoption's look finds it and ends
    // the adoption. (Should the other start waiting over a second late, its own look ends it and
    // the test fails with its deadlock.)
    let holdsPage!: () => void;
    let adoptionWaits!: () => void;
    const pageHeld = new Promise<void>((resolve) => (holdsPage = resolve));
    const adoptionWaiting = new Promise<void>((resolve) => (adoptionWaits = resolve));
    const other = ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL deadlock_timeout = '5s'`);
      await tx.execute(sql`UPDATE pages SET like_count = like_count WHERE id = ${pageId}`);
      holdsPage();
      await adoptionWaiting;
      await tx.execute(sql`SELECT 1 FROM page_likes WHERE page_id = ${pageId} FOR UPDATE`);
    });
    await pageHeld;
    const login = loginAs(app, phone, { cookie: browser.cookie });
    const waiting = async () =>
      rowsOf<{ n: number }>(await ctx.database.db.execute(sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`))[0].n;
    for (const deadline = Date.now() + 10_000; (await waiting()) === 0; ) {
      if (Date.now() > deadline) throw new Error('the adoption never waited for the page');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    adoptionWaits();
    const [user] = await Promise.all([login, other]);

    expect(user.setCookies.find((c) => c.startsWith('visitorId='))).toMatch(/^visitorId=;.*Max-Age=0/);
    expect(await page(user.headers)).toEqual(expect.objectContaining({ likeCount: likeCount - 1, likedByMe: true }));
    expect((await page(browser)).likedByMe).toBe(false);
  });

  it('keeps the user\'s newest conversations, theirs and the visitor\'s together; a login without a cookie or with a malformed one, and a refresh, move nothing', async () => {
    const user = await loginAs(app, '09123450183');
    // The user's own, written directly: through the API they would run into the assistant's rate limit.
    const hourAgo = Date.now() - 3_600_000;
    await ctx.database.db.insert(assistantConversations).values(
      Array.from({ length: CONVERSATION_LIMITS.perOwner }, (_, i) => ({
        id: crypto.randomUUID(),
        ownerKey: userVisitor(user.userId).key,
        userId: user.userId,
        title: `سیمان تیپ ${i + 1} پاکتی ده تن`,
        createdAt: new Date(hourAgo + i * 1000),
        updatedAt: new Date(hourAgo + i * 1000),
      })),
    );
    const first = await ask({}, 'پسته اکبری ۲۰۰ کیلو');
    const browser = { cookie: cookieOf(first.res) };
    const second = await ask(browser, 'زعفران سرگل ۵ کیلو');

    // A malformed cookie names nobody, even where a row carries the key it would make.
    const malformed = crypto.randomUUID();
    await ctx.database.db.insert(assistantConversations).values({ id: malformed, ownerKey: 'v:../../not-an-id', title: 'سیمان سفید', createdAt: new Date(), updatedAt: new Date() });
    const withMalformed = await loginAs(app, '09123450183', { cookie: 'visitorId=../../not-an-id' });
    expect(withMalformed.setCookies.some((c) => c.startsWith('visitorId='))).toBe(false);
    await loginAs(app, '09123450183');
    // A refresh is not a login: what the browser asks while signed in with a stale token stays its own.
    const refreshed = await app.request('/api/v1/connect/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...browser, ...clientAddressHeaders(address()) },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: user.refreshToken }),
    });
    expect(refreshed.status).toBe(200);
    expect((await conversations(browser)).map((c) => c.id).sort()).toEqual([first.place.conversationId, second.place.conversationId].sort());
    const mine = async () => ctx.database.db.select({ title: assistantConversations.title }).from(assistantConversations).where(eq(assistantConversations.ownerKey, userVisitor(user.userId).key));
    expect(await mine()).toHaveLength(CONVERSATION_LIMITS.perOwner);
    expect((await ctx.database.db.select().from(assistantConversations).where(eq(assistantConversations.id, malformed)))[0].ownerKey).toBe('v:../../not-an-id');

    await loginAs(app, '09123450183', { cookie: `theme=dark; ${browser.cookie}` });
    const kept = await mine();
    expect(kept).toHaveLength(CONVERSATION_LIMITS.perOwner);
    const titles = kept.map((k) => k.title);
    expect(titles).toEqual(expect.arrayContaining(['پسته اکبری ۲۰۰ کیلو', 'زعفران سرگل ۵ کیلو', `سیمان تیپ ${CONVERSATION_LIMITS.perOwner} پاکتی ده تن`]));
    // The user's two oldest made room.
    expect(titles.filter((t) => /^سیمان تیپ [12] /.test(t))).toEqual([]);
  });
});
