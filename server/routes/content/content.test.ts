import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { expect, it, onTestFinished } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { loginAs, type LoggedIn } from '../../testing/login';
import { expectProblem } from '../../testing/api-assertions';
import { getDb } from '../../db/client';
import { faqQuestions, merchants, pageComments, pages, pageVisits, suppliers, users } from '../../db/schema';
import { publishDataChanged, subscribeDataChanged, type DataChange } from '../../events/data-changed';
import { DEMO_SUPPLIER_PHONE } from '../../db/seed/demo-users';
import { clientAddressHeaders } from '../../http/client-address';
import { ANONYMOUS_COUNT_RULES } from '../../http/anonymous-counts';
import { createMemoryLimitStore, useRateLimitStoreForTests } from '../../services/rate-limit';
import { MERCHANT_REFUSAL_REASON_MAX } from '../../../api/contract/merchants';

const newPhone = () => `0990${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;

type PageList = { items: { id: number; title: string; slug: string; labels: { title: string }[]; supplier: { id: number } | null; isPublished: boolean }[]; totalCount: number };
type FullPage = { id: number; title: string; body: string; likeCount: number; likedByMe: boolean; commentCount: number; summary: string };

const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">پیوند</a>',
  '<p onclick="alert(1)">بند</p>',
];

describeEachDatabase('content: pages, comments, FAQ, feedback, videos, help, menus, announcements, admin desk', () => {
  const app = createApp();
  const call = (who: LoggedIn | null, method: string, route: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.request(`/api/v1${route}`, {
      method,
      headers: { ...(who?.headers ?? {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const ok = async <T>(res: Response, status = 200): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (status === 204 ? undefined : res.json()) as Promise<T>;
  };
  const inert = (text: string) => {
    expect(text).not.toMatch(/<script|onerror|onclick|javascript:/i);
  };

  it('lists published articles by content type (with its subtypes), label, supplier and words; a page by id and by its unique name', async () => {
    const tree = await ok<{ id: number; code: string; children: { id: number; code: string }[] }[]>(await call(null, 'GET', '/contenttypes/tree'));
    const guides = tree.find((t) => t.code === 'guides')!;
    expect(guides.children.length).toBeGreaterThan(1);
    const sub = guides.children[0];
    const underRoot = await ok<PageList>(await call(null, 'GET', `/pages/by-content-type/by-platform?contentTypeId=${guides.id}&paging.pageSize=50`));
    const underSub = await ok<PageList>(await call(null, 'GET', `/pages/by-content-type-id?contentTypeId=${sub.id}&paging.pageSize=50`));
    expect(underSub.totalCount).toBeGreaterThan(0);
    expect(underRoot.totalCount).toBeGreaterThan(underSub.totalCount);
    expect(await ok(await call(null, 'GET', `/contenttypes/${sub.id}/breadcrumb`))).toMatchObject([{ id: guides.id }, { id: sub.id }]);
    expect((await ok<{ pageType: string }[]>(await call(null, 'GET', '/contenttypes/by-page-type?pageType=news'))).every((t) => t.pageType === 'news')).toBe(true);
    await expectProblem(await call(null, 'GET', '/contenttypes/999999/breadcrumb'), 404);
    await expectProblem(await call(null, 'GET', '/pages/by-content-type/by-platform?contentTypeId=abc'), 400);

    const all = await ok<PageList>(await call(null, 'GET', '/pages/for-public-site?paging.pageSize=100'));
    expect(all.totalCount).toBeGreaterThanOrEqual(40);
    const label = all.items[0].labels[0].title;
    const byLabel = await ok<PageList>(await call(null, 'GET', `/pages/by-label/by-platform?title=${encodeURIComponent(label)}`));
    expect(byLabel.totalCount).toBeGreaterThan(0);
    expect(byLabel.items.every((p) => p.labels.some((l) => l.title === label))).toBe(true);
    await expectProblem(await call(null, 'GET', `/pages/by-label/by-platform?title=${encodeURIComponent('برچسب ناموجود')}`), 404);
    const word = all.items[3].title.split(' ')[0];
    expect((await ok<PageList>(await call(null, 'GET', `/pages/for-public-site?text=${encodeURIComponent(word)}`))).items.some((p) => p.id === all.items[3].id)).toBe(true);

    const story = all.items.find((p) => p.supplier)!;
    expect(await ok(await call(null, 'GET', `/pages/merchant-has-content?supplierId=${story.supplier!.id}`))).toEqual({ hasContent: true });
    expect((await ok<PageList>(await call(null, 'GET', `/pages/for-public-site?supplierId=${story.supplier!.id}`))).items.every((p) => p.supplier?.id === story.supplier!.id)).toBe(true);

    const page = await ok<FullPage>(await call(null, 'GET', `/pages/${all.items[0].id}/by-platform`));
    expect(page).toMatchObject({ id: all.items[0].id, likedByMe: false });
    expect(page.body).toMatch(/<p>/);
    const about = await ok<FullPage>(await call(null, 'GET', '/pages/by-uniquepagename?uniquePageName=about'));
    expect(about.title).toMatch(/بازارگاه/);
    await expectProblem(await call(null, 'GET', '/pages/by-uniquepagename?uniquePageName=nothing-here'), 404);
    await expectProblem(await call(null, 'GET', '/pages/by-uniquepagename?uniquePageName=%3Cscript%3E'), 400);
    // The site's own pages are not articles.
    expect(all.items.some((p) => p.id === about.id)).toBe(false);
  });

  it('likes without a login are bounded per client address, whatever cookie they bring; a signed-in user is not', async () => {
    const { items } = await ok<PageList>(await call(null, 'GET', '/pages/for-public-site?paging.pageSize=1'));
    const id = items[0].id;
    const script = clientAddressHeaders(`203.0.113.${crypto.randomInt(1, 255)}`);
    for (let i = 0; i < 30; i++) expect((await call(null, 'POST', `/pages/${id}/like`, undefined, script)).status).toBe(200);
    const count = (await ok<FullPage>(await call(null, 'GET', `/pages/${id}/by-platform`))).likeCount;
    const limited = await expectProblem(await call(null, 'POST', `/pages/${id}/like`, undefined, script), 429);
    expect(limited.code).toBe('too_many_likes');
    expect((await ok<FullPage>(await call(null, 'GET', `/pages/${id}/by-platform`))).likeCount).toBe(count);
    const user = await loginAs(app, newPhone());
    expect((await call(user, 'POST', `/pages/${id}/like`, undefined, script)).status).toBe(200);
  });

  it('FAQ reads and page visits without a login count once per visitor, and together within a bound per client address; a signed-in user is not bounded', async () => {
    const db = await getDb();
    const [question] = await db.select({ id: faqQuestions.id }).from(faqQuestions).where(eq(faqQuestions.isActive, true)).limit(1);
    const readCount = async () => (await db.select({ n: faqQuestions.visitCount }).from(faqQuestions).where(eq(faqQuestions.id, question.id)))[0].n;
    const read = (headers: Record<string, string>) => call(null, 'POST', `/faqquestions/${question.id}/visit`, undefined, headers);
    const script = clientAddressHeaders(`203.0.113.${crypto.randomInt(1, 255)}`);
    const before = await readCount();
    // Counters of their own: each database's run has users of the same ids.
    useRateLimitStoreForTests(createMemoryLimitStore());
    onTestFinished(() => useRateLimitStoreForTests(undefined));

    // One visitor reading the question again is not counted again.
    const first = await read(script);
    expect(first.status).toBe(204);
    const cookie = first.headers.get('set-cookie')!.split(';')[0];
    expect((await read({ ...script, cookie })).status).toBe(204);
    expect(await readCount()).toBe(before + 1);

    // A script dropping its cookie is counted up to the address's bound, then no more.
    const bound = ANONYMOUS_COUNT_RULES[0].limit;
    for (let i = 1; i < bound; i++) expect((await read(script)).status).toBe(204);
    expect(await readCount()).toBe(before + bound);
    expect((await read(script)).status).toBe(204);
    expect(await readCount()).toBe(before + bound);
    // The bound is the address's, for page visits too; another address and a signed-in user count.
    const [supplier] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.isActive, true)).limit(1);
    const visit = (who: LoggedIn | null, headers: Record<string, string>) => call(who, 'POST', '/pagevisits/visit-count', { pageKind: 'supplier', objectId: supplier.id }, headers);
    expect(await ok(await visit(null, script))).toMatchObject({ counted: false });
    expect(await ok(await visit(null, clientAddressHeaders(`203.0.114.${crypto.randomInt(1, 255)}`)))).toMatchObject({ counted: true });
    const user = await loginAs(app, newPhone());
    expect(await ok(await visit(user, script))).toMatchObject({ counted: true });
    expect((await call(user, 'POST', `/faqquestions/${question.id}/visit`, undefined, script)).status).toBe(204);
    expect(await readCount()).toBe(before + bound + 1);
    await expectProblem(await call(null, 'POST', '/faqquestions/999999/visit', undefined, script), 404);
  });

  it('a like counts once per user and once per visitor cookie', async () => {
    const { items } = await ok<PageList>(await call(null, 'GET', '/pages/for-public-site?paging.pageSize=1'));
    const id = items[0].id;
    const before = (await ok<FullPage>(await call(null, 'GET', `/pages/${id}/by-platform`))).likeCount;
    const user = await loginAs(app, newPhone());
    expect(await ok(await call(user, 'POST', `/pages/${id}/like`))).toEqual({ liked: true, likeCount: before + 1 });
    expect(await ok(await call(user, 'POST', `/pages/${id}/like`))).toEqual({ liked: true, likeCount: before + 1 });
    expect((await ok<FullPage>(await call(user, 'GET', `/pages/${id}/by-platform`))).likedByMe).toBe(true);

    const first = await call(null, 'POST', `/pages/${id}/like`);
    const cookie = first.headers.get('set-cookie')!.split(';')[0];
    expect(await ok(first)).toEqual({ liked: true, likeCount: before + 2 });
    expect(await ok(await call(null, 'POST', `/pages/${id}/like`, undefined, { cookie }))).toEqual({ liked: true, likeCount: before + 2 });
    expect((await ok<FullPage>(await call(null, 'GET', `/pages/${id}/by-platform`, undefined, { cookie }))).likedByMe).toBe(true);
    await expectProblem(await call(null, 'POST', '/pages/999999999/like'), 404);

    // A content page is kept as a favourite and its visits count, as a product's do.
    expect((await call(user, 'POST', '/userfavorites', { pageKind: 'page', objectId: id })).status).toBe(201);
    expect((await ok<{ items: { objectId: number; title: string }[] }>(await call(user, 'GET', '/userfavorites?filter.pageKind=page'))).items).toMatchObject([{ objectId: id, title: items[0].title }]);
    expect(await ok(await call(user, 'POST', '/pagevisits/visit-count', { pageKind: 'page', objectId: id }))).toMatchObject({ counted: true, visitCount: 1 });
  });

  it('a comment waits for an admin: not in the active tree while pending, in it once approved; replies nest; likes count once; scripts come back inert', async () => {
    const { items } = await ok<PageList>(await call(null, 'GET', '/pages/for-public-site?paging.pageSize=5&paging.pageNumber=2'));
    const pageId = items[0].id;
    const writer = await loginAs(app, newPhone());
    const admin = await loginAs(app, newPhone(), { roles: ['admin'] });
    await expectProblem(await call(null, 'POST', '/pagecomments', { pageId, body: 'دیدگاه بی‌ورود' }), 401);
    await expectProblem(await call(writer, 'POST', '/pagecomments', { pageId: 999999999, body: 'صفحهٔ ناموجود' }), 404);
    await expectProblem(await call(writer, 'POST', '/pagecomments', { pageId, body: 'x' }), 400);
    await expectProblem(await call(writer, 'POST', '/pagecomments', { pageId, body: 'بی‌جا', extra: 1 }), 400);
    await expectProblem(await call(writer, 'POST', '/pagecomments', { pageId, body: 'a\u0000b' }), 400);

    const posted = await ok<{ id: number; state: string; body: string }>(await call(writer, 'POST', '/pagecomments', { pageId, body: `نظر من ${XSS.join(' ')}` }), 201);
    expect(posted.state).toBe('pending');
    inert(posted.body);
    expect(posted.body).toContain('نظر من');
    const treeOf = async () => ok<{ id: number; body: string; likeCount: number; replies: { id: number }[] }[]>(await call(null, 'GET', `/pagecomments/${pageId}/active-tree`));
    expect((await treeOf()).some((c) => c.id === posted.id)).toBe(false);
    // A reply to a comment nobody may see yet is refused.
    await expectProblem(await call(writer, 'POST', '/pagecomments', { pageId, parentId: posted.id, body: 'پاسخ زودهنگام' }), 404);
    expect((await ok<{ items: { id: number; state: string }[] }>(await call(writer, 'GET', '/pagecomments/mine'))).items).toMatchObject([{ id: posted.id, state: 'pending' }]);

    const queue = await ok<{ items: { id: number }[] }>(await call(admin, 'GET', '/admin/pagecomments?state=pending&paging.pageSize=100'));
    expect(queue.items.some((c) => c.id === posted.id)).toBe(true);
    const changes: DataChange[] = [];
    const stop = subscribeDataChanged((change) => changes.push(change));
    await ok(await call(admin, 'POST', '/admin/pagecomments/moderate', { ids: [posted.id], state: 'approved' }), 204);
    stop();
    expect(changes).toContainEqual({ entity: 'page', id: pageId });
    const approved = (await treeOf()).find((c) => c.id === posted.id)!;
    expect(approved).toBeTruthy();
    inert(approved.body);

    const reply = await ok<{ id: number }>(await call(admin, 'POST', '/pagecomments', { pageId, parentId: posted.id, body: 'پاسخ مدیر' }), 201);
    await ok(await call(admin, 'POST', '/admin/pagecomments/moderate', { ids: [reply.id], state: 'approved' }), 204);
    expect((await treeOf()).find((c) => c.id === posted.id)!.replies.map((r) => r.id)).toEqual([reply.id]);

    expect(await ok(await call(writer, 'POST', `/pagecomments/${posted.id}/like`))).toEqual({ liked: true, likeCount: 1 });
    expect(await ok(await call(writer, 'POST', `/pagecomments/${posted.id}/like`))).toEqual({ liked: true, likeCount: 1 });

    // Rejected in bulk: gone from the tree with its reply; an unknown id in a batch changes nothing.
    await expectProblem(await call(admin, 'POST', '/admin/pagecomments/moderate', { ids: [posted.id, 999999999], state: 'rejected' }), 404);
    expect((await treeOf()).some((c) => c.id === posted.id)).toBe(true);
    await ok(await call(admin, 'POST', '/admin/pagecomments/moderate', { ids: [posted.id], state: 'rejected' }), 204);
    expect((await treeOf()).some((c) => c.id === posted.id)).toBe(false);
  });

  it('FAQ: categories, grouped and searched, a category\'s questions, the most visited; a visit counts', async () => {
    const categories = await ok<{ id: number }[]>(await call(null, 'GET', '/faqcategories/active-list/by-platform'));
    expect(categories.length).toBeGreaterThanOrEqual(5);
    const groups = await ok<{ id: number; questions: { id: number; question: string }[] }[]>(await call(null, 'GET', '/faqquestions/group-by-category'));
    expect(groups.flatMap((g) => g.questions).length).toBeGreaterThanOrEqual(36);
    const q = groups[1].questions[0];
    const word = q.question.split(' ').find((w) => w.length > 4)!;
    const found = await ok<{ questions: { id: number }[] }[]>(await call(null, 'GET', `/faqquestions/group-by-category?text=${encodeURIComponent(word)}`));
    expect(found.flatMap((g) => g.questions).some((x) => x.id === q.id)).toBe(true);
    expect(await ok(await call(null, 'GET', `/faqquestions/group-by-category?text=${encodeURIComponent('واژه‌ای که هیچ‌جا نیست')}`))).toEqual([]);
    expect((await ok<{ categoryId: number }[]>(await call(null, 'GET', `/faqquestions/by-category/by-platform?categoryId=${categories[0].id}`))).every((x) => x.categoryId === categories[0].id)).toBe(true);
    await expectProblem(await call(null, 'GET', '/faqquestions/by-category/by-platform?categoryId=999999'), 404);
    const top = await ok<{ id: number; visitCount: number }[]>(await call(null, 'GET', '/faqquestions/top-most-visited/by-platform?count=5'));
    expect(top).toHaveLength(5);
    expect(top.map((t) => t.visitCount)).toEqual([...top.map((t) => t.visitCount)].sort((a, b) => b - a));
    await ok(await call(null, 'POST', `/faqquestions/${top[4].id}/visit`), 204);
    await expectProblem(await call(null, 'POST', '/faqquestions/999999/visit'), 404);
  });

  it('feedback: saved as plain text for the admins\' inbox, checked, and limited per client', async () => {
    const admin = await loginAs(app, newPhone(), { roles: ['admin'] });
    const visitor = clientAddressHeaders(`198.51.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 255)}`);
    await expectProblem(await call(null, 'POST', '/feedbacks', { name: 'ر', subject: 'کوتاه', body: 'کوتاه' }, visitor), 400);
    // Markup alone is not text: nothing is kept.
    const another = clientAddressHeaders(`198.51.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 255)}`);
    await expectProblem(await call(null, 'POST', '/feedbacks', { name: '<i></i>', subject: '<script>x</script>', body: '<img src=x onerror=alert(1)><b></b>' }, another), 400, 'name', 'subject', 'body');
    await expectProblem(await call(null, 'POST', '/feedbacks', { name: 'رضا', subject: 'موضوع', body: 'x'.repeat(5000) }, visitor), 400);
    const sent = await ok<{ id: number }>(await call(null, 'POST', '/feedbacks', { name: `رضا ${XSS[0]}`, subject: 'پیشنهاد برای جستجو', body: `لطفاً جستجو را بهتر کنید ${XSS.join(' ')}` }, visitor), 201);
    const inbox = await ok<{ items: { id: number; name: string; body: string; readAt: string | null }[] }>(await call(admin, 'GET', '/admin/feedbacks?unread=true&paging.pageSize=100'));
    const mine = inbox.items.find((f) => f.id === sent.id)!;
    inert(mine.name + mine.body);
    expect(mine.body).toContain('لطفاً جستجو را بهتر کنید');
    expect((await ok<{ readAt: string | null }>(await call(admin, 'POST', `/admin/feedbacks/${sent.id}/read`))).readAt).not.toBeNull();
    expect((await ok<{ items: { id: number }[] }>(await call(admin, 'GET', '/admin/feedbacks?unread=true&paging.pageSize=100'))).items.some((f) => f.id === sent.id)).toBe(false);
    for (let i = 0; i < 4; i++) await ok(await call(null, 'POST', '/feedbacks', { name: 'رضا', subject: 'پیام تکراری', body: `پیام شمارهٔ ${i} از یک بازدیدکننده` }, visitor), 201);
    const limited = await expectProblem(await call(null, 'POST', '/feedbacks', { name: 'رضا', subject: 'پیام تکراری', body: 'یکی بیش از اندازه' }, visitor), 429);
    expect(limited.detail).toMatch(/[\u0600-\u06FF]/);
  });

  it('videos with their files, help by screen, the menus, enums and type models', async () => {
    const videos = await ok<{ items: { id: number; title: string; videoUrl: string; posterUrl: string }[]; totalCount: number }>(await call(null, 'GET', '/mediavideos'));
    expect(videos.totalCount).toBe(8);
    const clip = await app.request(videos.items[0].videoUrl);
    expect(clip.status).toBe(200);
    expect(clip.headers.get('content-type')).toBe('video/webm');
    // A WebM file starts with the EBML magic number.
    expect([...new Uint8Array(await clip.arrayBuffer()).slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect((await app.request(videos.items[0].posterUrl)).headers.get('content-type')).toBe('image/webp');
    const word = videos.items[2].title.split(' ').find((w) => w.length > 3)!;
    expect((await ok<{ items: { id: number }[] }>(await call(null, 'GET', `/mediavideos/search?text=${encodeURIComponent(word)}`))).items.some((v) => v.id === videos.items[2].id)).toBe(true);
    await expectProblem(await call(null, 'GET', '/mediavideos/999999/clip.webm'), 404);
    await expectProblem(await call(null, 'GET', '/mediavideos/1/..%2F..%2Fetc'), 400);

    expect(await ok(await call(null, 'GET', '/helpsystems/byfrontuniqueid?frontUniqueId=wallet'))).toMatchObject({ frontUniqueId: 'wallet', title: expect.any(String) });
    await expectProblem(await call(null, 'GET', '/helpsystems/byfrontuniqueid?frontUniqueId=nothing'), 404);
    await expectProblem(await call(null, 'GET', '/helpsystems/byfrontuniqueid?frontUniqueId=../x'), 400);
    // The help index: every screen's id and title, no bodies, in the order they were written.
    const topics = await ok<Record<string, unknown>[]>(await call(null, 'GET', '/helpsystems'));
    expect(topics.length).toBeGreaterThan(10);
    expect(topics[0]).toEqual({ frontUniqueId: 'login', title: expect.stringMatching(/[\u0600-\u06FF]/) });
    expect(topics.map((t) => t.frontUniqueId)).toContain('wallet');
    // Help and the FAQ are kept under their own tags, as the menus are (below): their pages are
    // dropped from the page cache only when they change, and a product's change leaves them kept.
    // (Each is asked for twice here: an answer is kept from its second request on.)
    const helpAndFaq = ['/helpsystems', '/helpsystems/byfrontuniqueid?frontUniqueId=wallet', '/faqquestions/group-by-category', '/faqcategories/active-list/by-platform'];
    for (const path of [...helpAndFaq, ...helpAndFaq]) await call(null, 'GET', path);
    publishDataChanged({ entity: 'product', id: 1 });
    for (const path of helpAndFaq) {
      const kept = await call(null, 'GET', path);
      expect([path, kept.headers.get('x-cache'), kept.headers.get('cache-tag')]).toEqual([path, 'HIT', path.startsWith('/faq') ? 'faq' : 'help']);
    }

    const footer = await ok<{ title: string; children: { url: string }[] }[]>(await call(null, 'GET', '/websitemenus/tree?placement=footer'));
    expect(footer.flatMap((m) => m.children.map((c) => c.url))).toEqual(expect.arrayContaining(['/page/about', '/faq', '/feedback', '/videos', '/how-it-work', '/ai']));
    const header = await ok<{ children: { url: string }[] }[]>(await call(null, 'GET', '/websitemenus/tree'));
    expect(header[0].children[0].url).toMatch(/^\/contents\/\d+$/);
    // Kept by the API under its own tag: every page shows the menus, and a page showing them is
    // not dropped from the page cache on changes that are not the menus'. Kept from the second
    // request on (public-read-cache.ts).
    await call(null, 'GET', '/websitemenus/tree');
    const again = await call(null, 'GET', '/websitemenus/tree');
    expect([again.headers.get('x-cache'), again.headers.get('cache-tag')]).toEqual(['HIT', 'menus']);

    const enums = await ok<{ name: string; values: { value: string; title: string }[] }[]>(await call(null, 'GET', '/shared/typemodels/enums'));
    expect(enums.find((e) => e.name === 'TradeRequestState')!.values).toContainEqual({ value: 'draft', title: 'پیش‌نویس' });
    expect(await ok(await call(null, 'GET', '/shared/enums/CommentState'))).toMatchObject({ values: [{ value: 'pending', title: 'در انتظار بررسی' }, {}, {}] });
    await expectProblem(await call(null, 'GET', '/shared/enums/Nothing'), 404);
    const model = await ok<{ fields: { name: string; title: string; required: boolean }[] }>(await call(null, 'GET', '/shared/typemodels/Feedback'));
    expect(model.fields).toContainEqual(expect.objectContaining({ name: 'body', title: 'متن پیام', required: true }));
    expect(model.fields).toContainEqual(expect.objectContaining({ name: 'contact', required: false }));
  });

  it('announcements show between their start and end; admins write them, and only safe site paths as links', async () => {
    const admin = await loginAs(app, newPhone(), { roles: ['admin'] });
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const current = await ok<{ id: number; text: string }>(await call(admin, 'POST', '/admin/announcements', { text: `فروش ویژهٔ پاییز ${XSS[0]}`, linkUrl: '/display', startsAt: iso(now - 60_000), endsAt: iso(now + 3_600_000) }), 201);
    inert(current.text);
    const future = await ok<{ id: number }>(await call(admin, 'POST', '/admin/announcements', { text: 'به‌زودی', startsAt: iso(now + 3_600_000), endsAt: iso(now + 7_200_000) }), 201);
    const shown = await ok<{ id: number }[]>(await call(null, 'GET', '/announcements'));
    expect(shown.map((a) => a.id)).toContain(current.id);
    expect(shown.map((a) => a.id)).not.toContain(future.id);
    for (const linkUrl of ['https://evil.example/', '//evil.example', 'javascript:alert(1)', '/\\evil.example']) {
      await expectProblem(await call(admin, 'POST', '/admin/announcements', { text: 'پیوند بد', linkUrl, startsAt: iso(now), endsAt: iso(now + 60_000) }), 400);
    }
    await expectProblem(await call(admin, 'POST', '/admin/announcements', { text: 'وارونه', startsAt: iso(now), endsAt: iso(now - 60_000) }), 400);
    await ok(await call(admin, 'PUT', `/admin/announcements/${current.id}`, { text: 'پایان یافت', startsAt: iso(now - 7_200_000), endsAt: iso(now - 60_000) }));
    expect((await ok<{ id: number }[]>(await call(null, 'GET', '/announcements'))).map((a) => a.id)).not.toContain(current.id);
    await ok(await call(admin, 'DELETE', `/admin/announcements/${future.id}`), 204);
    expect((await ok<{ id: number }[]>(await call(admin, 'GET', '/admin/announcements'))).map((a) => a.id)).not.toContain(future.id);
  });

  it('a supplier writes its own pages (drafts previewed by it and admins only, bodies sanitised); an admin publishes, unpublishes and edits', async () => {
    const supplier = await loginAs(app, DEMO_SUPPLIER_PHONE);
    const stranger = await loginAs(app, newPhone());
    const admin = await loginAs(app, newPhone(), { roles: ['admin'] });
    const db = await getDb();
    const [own] = await db.select({ id: suppliers.id }).from(suppliers).innerJoin(users, eq(users.id, suppliers.ownerUserId)).where(eq(users.phone, '+989120000002')).limit(1);
    const [foreign] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, own.id + 100));
    const input = { title: 'گزارش تولید پاییز', summary: 'آنچه امسال ساختیم', body: `<p>متن <strong>پررنگ</strong></p>${XSS.join('')}`, labels: ['تولید داخلی', 'برچسب تازه'], isPublished: false };
    const draft = await ok<FullPage & { labels: { title: string }[] }>(await call(supplier, 'POST', `/supplier-desk/suppliers/${own.id}/pages`, input), 201);
    inert(draft.body);
    expect(draft.body).toContain('<strong>پررنگ</strong>');
    expect(draft.labels.map((l) => l.title).sort()).toEqual(['برچسب تازه', 'تولید داخلی']);
    await expectProblem(await call(stranger, 'POST', `/supplier-desk/suppliers/${own.id}/pages`, input), 404);
    if (foreign) await expectProblem(await call(supplier, 'POST', `/supplier-desk/suppliers/${foreign.id}/pages`, input), 404);
    await expectProblem(await call(supplier, 'POST', `/supplier-desk/suppliers/${own.id}/pages`, { ...input, body: '<script>alert(1)</script>' }), 400);
    // Foreign ids that name nothing: a clear 400, nothing written.
    await expectProblem(await call(supplier, 'POST', `/supplier-desk/suppliers/${own.id}/pages`, { ...input, categoryId: 999_999_999 }), 400);
    await expectProblem(await call(supplier, 'POST', `/supplier-desk/suppliers/${own.id}/pages`, { ...input, contentTypeId: 999_999_999 }), 400);

    // A draft: not public; previewed by its supplier and an admin, by nobody else.
    await expectProblem(await call(null, 'GET', `/pages/${draft.id}/by-platform`), 404);
    await ok(await call(supplier, 'GET', `/pages/${draft.id}/preview`));
    await ok(await call(admin, 'GET', `/pages/${draft.id}/preview`));
    await expectProblem(await call(stranger, 'GET', `/pages/${draft.id}/preview`), 404);
    await expectProblem(await call(null, 'GET', `/pages/${draft.id}/preview`), 401);

    const listed = await ok<PageList>(await call(supplier, 'GET', `/supplier-desk/suppliers/${own.id}/pages?paging.pageSize=100`));
    expect(listed.items.some((p) => p.id === draft.id && !p.isPublished)).toBe(true);

    const changes: DataChange[] = [];
    const stop = subscribeDataChanged((change) => changes.push(change));
    await ok(await call(supplier, 'PUT', `/supplier-desk/suppliers/${own.id}/pages/${draft.id}`, { ...input, isPublished: true }));
    expect(changes).toContainEqual({ entity: 'page', id: draft.id, related: [{ entity: 'supplier', id: own.id }] });
    await ok(await call(null, 'GET', `/pages/${draft.id}/by-platform`));
    await ok(await call(admin, 'POST', `/admin/pages/${draft.id}/published`, { isPublished: false }));
    await expectProblem(await call(null, 'GET', `/pages/${draft.id}/by-platform`), 404);
    const edited = await ok<FullPage>(await call(admin, 'PUT', `/admin/pages/${draft.id}`, { ...input, title: 'گزارش ویرایش‌شده', isPublished: true }));
    expect(edited.title).toBe('گزارش ویرایش‌شده');
    stop();
    expect((await ok<PageList>(await call(admin, 'GET', '/admin/pages?kind=supplier&state=published&paging.pageSize=100'))).items.some((p) => p.id === draft.id)).toBe(true);
    await expectProblem(await call(stranger, 'DELETE', `/supplier-desk/suppliers/${own.id}/pages/${draft.id}`), 404);
    await ok(await call(supplier, 'DELETE', `/supplier-desk/suppliers/${own.id}/pages/${draft.id}`), 204);
    expect(await db.select().from(pages).where(eq(pages.id, draft.id))).toEqual([]);
  });

  it('an admin writes a page of the site: under no supplier, its body sanitised, public once published', async () => {
    const admin = await loginAs(app, newPhone(), { roles: ['admin'] });
    const db = await getDb();
    const input = { title: 'راهنمای خرید میلگرد', summary: 'آنچه پیش از خرید بدانید', body: `<p>برگهٔ <strong>آزمایش</strong> بخواهید</p>${XSS.join('')}`, labels: ['راهنما'], isPublished: true };
    const changes: DataChange[] = [];
    const stop = subscribeDataChanged((change) => changes.push(change));
    const page = await ok<FullPage & { supplier: unknown; labels: { title: string }[] }>(await call(admin, 'POST', '/admin/pages', input), 201);
    stop();
    inert(page.body);
    expect(page).toMatchObject({ title: input.title, supplier: null, isPublished: true });
    expect(page.labels.map((l) => l.title)).toEqual(['راهنما']);
    expect(changes).toContainEqual({ entity: 'page', id: page.id });
    expect((await ok<FullPage>(await call(null, 'GET', `/pages/${page.id}/by-platform`))).title).toBe(input.title);
    expect((await ok<PageList>(await call(admin, 'GET', '/admin/pages?kind=site&paging.pageSize=100'))).items.some((p) => p.id === page.id)).toBe(true);
    // Bad input writes nothing: an empty body once sanitised, a type that does not exist, no title.
    const before = await db.select({ id: pages.id }).from(pages);
    await expectProblem(await call(admin, 'POST', '/admin/pages', { ...input, body: '<script>alert(1)</script>' }), 400);
    await expectProblem(await call(admin, 'POST', '/admin/pages', { ...input, contentTypeId: 999_999_999 }), 400);
    await expectProblem(await call(admin, 'POST', '/admin/pages', { ...input, title: undefined }), 400);
    expect(await db.select({ id: pages.id }).from(pages)).toHaveLength(before.length);
  });

  it("an admin deletes a page, a storefront's or the site's: gone for readers, its comments with it, the change announced; another time it is 404", async () => {
    const admin = await loginAs(app, newPhone(), { roles: ['admin'] });
    const reader = await loginAs(app, newPhone());
    const page = await ok<FullPage>(await call(admin, 'POST', '/admin/pages', { title: 'صفحهٔ رفتنی', body: '<p>متنی برای حذف</p>', isPublished: true }), 201);
    await ok(await call(reader, 'POST', '/pagecomments', { pageId: page.id, body: 'دیدگاهی که با صفحه می‌رود' }), 201);
    const changes: DataChange[] = [];
    const stop = subscribeDataChanged((change) => changes.push(change));
    const removed = await call(admin, 'DELETE', `/admin/pages/${page.id}`);
    stop();
    expect(removed.status).toBe(204);
    expect(changes).toContainEqual({ entity: 'page', id: page.id, related: [] });
    await expectProblem(await call(null, 'GET', `/pages/${page.id}/by-platform`), 404);
    expect(await (await getDb()).select({ id: pageComments.id }).from(pageComments).where(eq(pageComments.pageId, page.id))).toHaveLength(0);
    await expectProblem(await call(admin, 'DELETE', `/admin/pages/${page.id}`), 404);
    await expectProblem(await call(admin, 'DELETE', '/admin/pages/abc'), 400);
  });

  it("the site's pages an admin writes do not count against the admin's own storefront's cap", async () => {
    // An admin who also owns a storefront: five hundred pages of the site's.
    const owner = await loginAs(app, DEMO_SUPPLIER_PHONE, { roles: ['admin'] });
    const db = await getDb();
    const [own] = await db.select({ id: suppliers.id, userId: users.id }).from(suppliers).innerJoin(users, eq(users.id, suppliers.ownerUserId)).where(eq(users.phone, '+989120000002')).limit(1);
    const site = await db
      .insert(pages)
      .values(Array.from({ length: 500 }, (_, i) => ({ title: `صفحهٔ سایت ${i}`, summary: '', searchText: `صفحه سایت ${i}`, body: '<p>متن</p>', isPublished: false, authorUserId: own.userId })))
      .returning({ id: pages.id });
    try {
      const input = { title: 'معرفی کارخانه', summary: '', body: '<p>متن</p>', labels: [], isPublished: false };
      const made = await ok<{ id: number }>(await call(owner, 'POST', `/supplier-desk/suppliers/${own.id}/pages`, input), 201);
      await ok(await call(owner, 'DELETE', `/supplier-desk/suppliers/${own.id}/pages/${made.id}`), 204);
    } finally {
      await db.delete(pages).where(inArray(pages.id, site.map((p) => p.id)));
    }
  });

  it('the admin desk: visits per day, merchants confirmed or refused, the verified badge', async () => {
    const admin = await loginAs(app, newPhone(), { roles: ['admin'] });
    const db = await getDb();
    const today = new Date(Date.now() + 3.5 * 3_600_000).toISOString().slice(0, 10);
    await db.insert(pageVisits).values([
      { pageKind: 'page', objectId: 1, visitorKey: 'v:chart-a' },
      { pageKind: 'page', objectId: 2, visitorKey: 'v:chart-a' },
      { pageKind: 'supplier', objectId: 1, visitorKey: 'v:chart-b' },
    ]);
    const days = await ok<{ day: string; visits: number; visitors: number }[]>(await call(admin, 'GET', `/visitorlogs/byfilter-for-chart?from=2026-01-01&to=${today}`));
    expect(days.at(-1)).toMatchObject({ day: today });
    expect(days.at(-1)!.visits).toBeGreaterThanOrEqual(3);
    const pagesOnly = await ok<{ visits: number; visitors: number }[]>(await call(admin, 'GET', `/visitorlogs/byfilter-for-chart?from=${today}&to=${today}&pageKind=page`));
    expect(pagesOnly).toHaveLength(1);
    await expectProblem(await call(admin, 'GET', `/visitorlogs/byfilter-for-chart?from=2020-01-01&to=${today}`), 400);

    const [merchant] = await db.select({ id: merchants.id }).from(merchants).limit(1);
    await db.update(merchants).set({ isConfirmed: false, confirmedAt: null }).where(eq(merchants.id, merchant.id));
    expect((await ok<{ items: { id: number }[] }>(await call(admin, 'GET', '/admin/merchants/awaiting?paging.pageSize=100'))).items.some((m) => m.id === merchant.id)).toBe(true);
    await ok(await call(admin, 'POST', `/admin/merchants/${merchant.id}/confirm`), 204);
    expect((await db.select({ ok: merchants.isConfirmed }).from(merchants).where(eq(merchants.id, merchant.id)))[0].ok).toBe(true);
    await expectProblem(await call(admin, 'POST', `/admin/merchants/${merchant.id}/refuse`, { reason: '' }), 400);
    await expectProblem(await call(admin, 'POST', `/admin/merchants/${merchant.id}/refuse`, { reason: 'ب'.repeat(MERCHANT_REFUSAL_REASON_MAX + 1) }), 400);
    await ok(await call(admin, 'POST', `/admin/merchants/${merchant.id}/refuse`, { reason: 'مدارک ناقص است' }), 204);
    expect((await ok<{ items: { id: number }[] }>(await call(admin, 'GET', '/admin/merchants/awaiting?paging.pageSize=100'))).items.some((m) => m.id === merchant.id)).toBe(false);
    await expectProblem(await call(admin, 'POST', '/admin/merchants/999999999/confirm'), 404);

    const [store] = (await ok<{ items: { id: number; isVerified: boolean }[] }>(await call(admin, 'GET', '/admin/suppliers?paging.pageSize=1'))).items;
    expect(await ok(await call(admin, 'POST', `/admin/suppliers/${store.id}/verified`, { isVerified: !store.isVerified }))).toMatchObject({ isVerified: !store.isVerified });
    expect((await ok<{ isVerified: boolean }>(await call(null, 'GET', `/suppliers/${store.id}`))).isVerified).toBe(!store.isVerified);
  });

  it('every admin call answers 403 to a signed-in non-admin and 401 to nobody, changing nothing', async () => {
    const buyer = await loginAs(app, newPhone());
    const now = new Date().toISOString();
    const calls: [string, string, unknown?][] = [
      ['GET', '/visitorlogs/byfilter-for-chart?from=2026-01-01&to=2026-01-02'],
      ['GET', '/admin/pagecomments'],
      ['POST', '/admin/pagecomments/moderate', { ids: [1], state: 'approved' }],
      ['GET', '/admin/feedbacks'],
      ['POST', '/admin/feedbacks/1/read'],
      ['GET', '/admin/merchants/awaiting'],
      ['POST', '/admin/merchants/1/confirm'],
      ['POST', '/admin/merchants/1/refuse', { reason: 'دلیل' }],
      ['GET', '/admin/pages'],
      ['POST', '/admin/pages', { title: 'عنوان', body: '<p>متن</p>' }],
      ['POST', '/admin/pages/1/published', { isPublished: false }],
      ['PUT', '/admin/pages/1', { title: 'عنوان', body: '<p>متن</p>' }],
      ['DELETE', '/admin/pages/1'],
      ['GET', '/admin/announcements'],
      ['POST', '/admin/announcements', { text: 'اطلاعیه', startsAt: now, endsAt: now }],
      ['PUT', '/admin/announcements/1', { text: 'اطلاعیه', startsAt: now, endsAt: now }],
      ['DELETE', '/admin/announcements/1'],
      ['GET', '/admin/suppliers'],
      ['POST', '/admin/suppliers/1/verified', { isVerified: true }],
    ];
    const adminRoutes = app.routes.filter((r) => r.path.startsWith('/api/v1/admin/') || r.path.startsWith('/api/v1/visitorlogs/')).map((r) => `${r.method} ${r.path.replace(/:id/g, '1')}`);
    expect(new Set(adminRoutes)).toEqual(new Set(calls.map(([m, p]) => `${m} /api/v1${p.split('?')[0]}`)));
    const [page] = await (await getDb()).select({ isPublished: pages.isPublished }).from(pages).where(eq(pages.id, 1));
    for (const [method, path, body] of calls) {
      await expectProblem(await call(buyer, method, path, body), 403);
      await expectProblem(await call(null, method, path, body), 401);
    }
    expect((await (await getDb()).select({ isPublished: pages.isPublished }).from(pages).where(eq(pages.id, 1)))[0]).toEqual(page);
  });
});
