import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import {
  announcements,
  categories,
  contentLabels,
  contentTypes,
  faqCategories,
  faqQuestions,
  helpSystems,
  pageComments,
  pageLabels,
  pages,
  suppliers,
  users,
  websiteMenus,
} from '../../schema';
import { sanitizeRichText } from '../../../services/rich-text/sanitize-rich-text';
import { rowsOf } from '../../../services/list-query';
import { DEMO_BUYER_PHONE, DEMO_SECOND_SUPPLIER_PHONE, DEMO_STOREFRONT_OWNERS } from '../demo-users';
import type { ContentTypeNode } from './content-seed-types';
import { CONTENT_TYPE_TREE } from './content-types';
import { ARTICLES } from './articles';
import { STATIC_PAGES } from './static-pages';
import { FAQ_CATEGORIES } from './faq';
import { HELP_ENTRIES } from './help';
import { seedVideos } from './seed-videos';
import { searchTextOf } from '../../../services/content/search-text';

const DAY = 86_400_000;

/** Rich text as the site keeps it: the seed goes through the same sanitiser as a writer's text. */
const clean = (html: string) => {
  const body = sanitizeRichText(html);
  if (!body) throw new Error(`seed content: empty body after sanitising: ${html.slice(0, 60)}`);
  return body;
};

/** The header and footer menus: the site's own paths. */
const MENUS: { placement: 'header' | 'footer'; title: string; url: string | null; children?: { title: string; url: string }[] }[] = [
  { placement: 'header', title: 'مقاله‌ها', url: null, children: [] },
  { placement: 'header', title: 'پرسش‌های متداول', url: '/faq' },
  { placement: 'header', title: 'ویدئوها', url: '/videos' },
  { placement: 'header', title: 'ویترین', url: '/display' },
  { placement: 'footer', title: 'بازارگاه', url: null, children: [
    { title: 'درباره ما', url: '/page/about' },
    { title: 'تماس با ما', url: '/page/contact' },
    { title: 'قوانین و مقررات', url: '/page/terms' },
    { title: 'حریم خصوصی', url: '/page/privacy' },
  ] },
  { placement: 'footer', title: 'راهنما', url: null, children: [
    { title: 'راهنمای خرید و فروش', url: '/how-it-work' },
    { title: 'دستیار خرید', url: '/ai' },
    { title: 'پرسش‌های متداول', url: '/faq' },
    { title: 'ویدئوها', url: '/videos' },
    { title: 'انتقادات و پیشنهادات', url: '/feedback' },
  ] },
];

/** Comments readers left under the articles (approved), and one still waiting for an admin. */
const COMMENTS = [
  'ممنون از این راهنما؛ نکتهٔ مربوط به بارنامه را نمی‌دانستم.',
  'کاش دربارهٔ شرایط پرداخت اقساطی هم توضیح می‌دادید.',
  'تجربهٔ ما هم همین بود؛ بازدید از انبار پیش از خرید خیلی کمک کرد.',
  'برای خرید عمده در شهرستان هم همین روال کار می‌کند؟',
];

/**
 * The demo content (issue 16): the content-type tree, labels, dozens of articles (some about a
 * catalogue category, some a storefront's own), the site's pages, FAQ, help, menus, a current
 * announcement, a few approved comments and one waiting, and the videos with their clips.
 */
export async function seedContent(db: Db, now = new Date()): Promise<{ pages: number; videos: number }> {
  const typeIds = new Map<string, number>();
  const insertTypes = async (nodes: ContentTypeNode[], parentId: number | null) => {
    for (const [i, [code, name, pageType, children]] of nodes.entries()) {
      const [row] = await db.insert(contentTypes).values({ code, name, pageType, parentId, sortOrder: i }).returning({ id: contentTypes.id });
      typeIds.set(code, row.id);
      if (children) await insertTypes(children, row.id);
    }
  };
  await insertTypes(CONTENT_TYPE_TREE, null);

  const labelTitles = [...new Set(ARTICLES.flatMap((a) => a.labels))];
  const labels = await db.insert(contentLabels).values(labelTitles.map((title) => ({ title }))).returning();
  const labelId = new Map(labels.map((l) => [l.title, l.id]));

  const codes = [...new Set(ARTICLES.map((a) => a.categoryCode).filter((c): c is string => Boolean(c)))];
  const cats = codes.length ? await db.select({ id: categories.id, code: categories.code }).from(categories).where(inArray(categories.code, codes)) : [];
  const categoryId = new Map(cats.map((c) => [c.code, c.id]));

  // Supplier stories belong to storefronts: the demo owners' first, so their desks show pages.
  const owned = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .innerJoin(users, sql`${users.id} = ${suppliers.ownerUserId}`)
    .where(inArray(users.phone, [...new Set([...DEMO_STOREFRONT_OWNERS, DEMO_SECOND_SUPPLIER_PHONE])]))
    .orderBy(suppliers.id);
  const others = await db.select({ id: suppliers.id }).from(suppliers).orderBy(suppliers.id).limit(12);
  const storefronts = [...owned, ...others.filter((o) => !owned.some((x) => x.id === o.id))];
  let story = 0;

  const articleRows = await db
    .insert(pages)
    .values(
      ARTICLES.map((a) => {
        const at = new Date(now.getTime() - a.daysAgo * DAY);
        const isStory = a.contentType.startsWith('stories');
        return {
          title: a.title,
          summary: a.summary,
          body: clean(a.bodyHtml),
          searchText: searchTextOf(a.title, a.summary),
          contentTypeId: typeIds.get(a.contentType)!,
          categoryId: a.categoryCode ? (categoryId.get(a.categoryCode) ?? null) : null,
          supplierId: isStory && storefronts.length ? storefronts[story++ % storefronts.length].id : null,
          isPublished: true,
          publishedAt: at,
          createdAt: at,
          updatedAt: at,
          likeCount: (a.title.length * 7) % 40,
        };
      }),
    )
    .returning({ id: pages.id, title: pages.title });
  const pageLabelRows = articleRows.flatMap((row, i) => ARTICLES[i].labels.map((title) => ({ pageId: row.id, labelId: labelId.get(title)! })));
  if (pageLabelRows.length) await db.insert(pageLabels).values(pageLabelRows).onConflictDoNothing();

  await db.insert(pages).values(
    STATIC_PAGES.map((p) => ({
      uniquePageName: p.uniquePageName,
      title: p.title,
      summary: p.summary,
      body: clean(p.bodyHtml),
      searchText: searchTextOf(p.title, p.summary),
      contentTypeId: typeIds.get('site') ?? null,
      isPublished: true,
      publishedAt: new Date(now.getTime() - 365 * DAY),
    })),
  );

  for (const [i, category] of FAQ_CATEGORIES.entries()) {
    const [row] = await db.insert(faqCategories).values({ code: category.code, name: category.name, sortOrder: i }).returning({ id: faqCategories.id });
    await db.insert(faqQuestions).values(
      category.questions.map((q, j) => ({ categoryId: row.id, question: q.question, answer: clean(q.answerHtml), searchText: searchTextOf(q.question, q.answerHtml), visitCount: q.visits, sortOrder: j })),
    );
  }

  await db.insert(helpSystems).values(HELP_ENTRIES.map((h) => ({ frontUniqueId: h.frontUniqueId, title: h.title, body: clean(h.bodyHtml) })));

  // The header's «مقاله‌ها» opens onto the article roots.
  const articleRoots = CONTENT_TYPE_TREE.filter(([, , pageType]) => pageType !== 'static');
  for (const [i, menu] of MENUS.entries()) {
    const [row] = await db.insert(websiteMenus).values({ placement: menu.placement, title: menu.title, url: menu.url, sortOrder: i }).returning({ id: websiteMenus.id });
    const children = menu.children?.length === 0 && menu.placement === 'header' ? articleRoots.map(([code, name]) => ({ title: name, url: `/contents/${typeIds.get(code)}` })) : (menu.children ?? []);
    if (children.length) await db.insert(websiteMenus).values(children.map((c, j) => ({ placement: menu.placement, parentId: row.id, title: c.title, url: c.url, sortOrder: j })));
  }

  await db.insert(announcements).values({
    text: 'به بازارگاه خوش آمدید: سه سفارش مستقیم در ماه برای همه رایگان است.',
    linkUrl: '/how-it-work',
    linkText: 'راهنمای خرید و فروش',
    startsAt: new Date(now.getTime() - 30 * DAY),
    endsAt: new Date(now.getTime() + 365 * DAY),
  });

  const [buyer] = await db.select({ id: users.id }).from(users).where(inArray(users.phone, [DEMO_BUYER_PHONE]));
  if (buyer && articleRows.length >= 4) {
    await db.insert(pageComments).values([
      ...COMMENTS.map((body, i) => ({ pageId: articleRows[i].id, userId: buyer.id, body, state: 'approved' as const, createdAt: new Date(now.getTime() - (i + 1) * DAY) })),
      { pageId: articleRows[0].id, userId: buyer.id, body: 'آیا این روش برای خرید از تأمین‌کنندهٔ تازه‌کار هم مطمئن است؟', state: 'pending' as const },
    ]);
  }

  const videos = await seedVideos(db, now);
  return { pages: articleRows.length + STATIC_PAGES.length, videos };
}

/** A database seeded before content existed gets it on its next start. */
export async function seedContentIfMissing(db: Db): Promise<boolean> {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM content_types`);
  if (rowsOf<{ n: number }>(result)[0].n > 0) return false;
  await seedContent(db);
  return true;
}
