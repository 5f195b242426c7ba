import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../services/rich-text/sanitize-rich-text';
import { CATEGORY_TREE, type CategoryNode } from '../category-tree';
import { ARTICLES } from './articles';
import type { ContentTypeNode } from './content-seed-types';
import { CONTENT_TYPE_TREE } from './content-types';
import { FAQ_CATEGORIES } from './faq';
import { HELP_ENTRIES } from './help';
import { HELP_TOPIC_IDS } from '../../../../lib/help-topics';
import { STATIC_PAGES } from './static-pages';
import { VIDEOS } from './videos';

/** Every node of the content-type tree, with whether it is a leaf. */
function contentTypeNodes(nodes: ContentTypeNode[], out: { code: string; pageType: string; leaf: boolean; name: string }[] = []) {
  for (const [code, name, pageType, children] of nodes) {
    out.push({ code, name, pageType, leaf: !children || children.length === 0 });
    if (children) contentTypeNodes(children, out);
  }
  return out;
}

function categoryLeaves(nodes: CategoryNode[], out = new Set<string>()): Set<string> {
  for (const [code, , children] of nodes) {
    if (!children || children.length === 0) out.add(code);
    else categoryLeaves(children, out);
  }
  return out;
}

const ARTICLE_TYPES = new Set(['article', 'news', 'story']);
const ALLOWED_TAG = /^<\/?(p|br|strong|em|ul|ol|li|h3|h4|blockquote)\s*\/?>$|^<a href="[^"<>]+">$|^<\/a>$/;
const LABEL_SET_MAX = 14;

/** The visible text of an HTML body: tags (with their href attributes) dropped. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
const wordCount = (html: string) => textOf(html).split(' ').filter(Boolean).length;

/** Every text a visitor reads, named by where it comes from. */
function allTexts(): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  for (const n of contentTypeNodes(CONTENT_TYPE_TREE)) out.push({ where: `content type ${n.code}`, text: n.name });
  for (const a of ARTICLES) {
    out.push({ where: `article «${a.title}»`, text: [a.title, a.summary, textOf(a.bodyHtml), ...a.labels].join(' ') });
  }
  for (const p of STATIC_PAGES) out.push({ where: `page ${p.uniquePageName}`, text: [p.title, p.summary, textOf(p.bodyHtml)].join(' ') });
  for (const c of FAQ_CATEGORIES) {
    out.push({ where: `faq ${c.code}`, text: c.name });
    for (const q of c.questions) out.push({ where: `faq ${c.code}: ${q.question}`, text: `${q.question} ${textOf(q.answerHtml)}` });
  }
  for (const h of HELP_ENTRIES) out.push({ where: `help ${h.frontUniqueId}`, text: `${h.title} ${textOf(h.bodyHtml)}` });
  for (const v of VIDEOS) out.push({ where: `video «${v.title}»`, text: [v.title, v.description, v.caption].join(' ') });
  return out;
}

function allBodies(): { where: string; html: string }[] {
  return [
    ...ARTICLES.map((a) => ({ where: `article «${a.title}»`, html: a.bodyHtml })),
    ...STATIC_PAGES.map((p) => ({ where: `page ${p.uniquePageName}`, html: p.bodyHtml })),
    ...FAQ_CATEGORIES.flatMap((c) => c.questions.map((q) => ({ where: `faq ${c.code}: ${q.question}`, html: q.answerHtml }))),
    ...HELP_ENTRIES.map((h) => ({ where: `help ${h.frontUniqueId}`, html: h.bodyHtml })),
  ];
}

describe('content type tree', () => {
  const nodes = contentTypeNodes(CONTENT_TYPE_TREE);

  it('has unique ASCII kebab-case codes', () => {
    const codes = nodes.map((n) => n.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('has a childless static root for the site pages', () => {
    const site = CONTENT_TYPE_TREE.filter(([, , pageType]) => pageType === 'static');
    expect(site).toHaveLength(1);
    expect(site[0][3] ?? []).toHaveLength(0);
    expect(CONTENT_TYPE_TREE.filter(([, , pageType]) => pageType !== 'static').length).toBeGreaterThanOrEqual(3);
  });

  it('keeps a child of the same page type as its parent', () => {
    for (const [, , pageType, children] of CONTENT_TYPE_TREE) {
      for (const child of children ?? []) expect(child[2]).toBe(pageType);
    }
  });
});

describe('articles', () => {
  const leaves = contentTypeNodes(CONTENT_TYPE_TREE).filter((n) => n.leaf && ARTICLE_TYPES.has(n.pageType));
  const leafCodes = new Set(leaves.map((n) => n.code));
  const categoryLeafCodes = new Set(Object.values(CATEGORY_TREE).flatMap((roots) => [...categoryLeaves(roots)]));

  it('are at least forty and sit under every article, news and story leaf', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(40);
    for (const a of ARTICLES) expect(leafCodes, a.title).toContain(a.contentType);
    for (const code of leafCodes) expect(ARTICLES.some((a) => a.contentType === code), code).toBe(true);
  });

  it('name only leaf categories of the catalogue, and at least twenty do', () => {
    const withCategory = ARTICLES.filter((a) => a.categoryCode !== undefined);
    expect(withCategory.length).toBeGreaterThanOrEqual(20);
    for (const a of withCategory) expect(categoryLeafCodes, a.title).toContain(a.categoryCode);
  });

  it('have unique titles and summaries', () => {
    expect(new Set(ARTICLES.map((a) => a.title)).size).toBe(ARTICLES.length);
    expect(new Set(ARTICLES.map((a) => a.summary)).size).toBe(ARTICLES.length);
  });

  it('are spread over the past year', () => {
    for (const a of ARTICLES) {
      expect(Number.isInteger(a.daysAgo), a.title).toBe(true);
      expect(a.daysAgo, a.title).toBeGreaterThanOrEqual(1);
      expect(a.daysAgo, a.title).toBeLessThanOrEqual(360);
    }
    const days = ARTICLES.map((a) => a.daysAgo);
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan(300);
  });

  it('carry one to three labels from a small shared set, each used at least twice', () => {
    const uses = new Map<string, number>();
    for (const a of ARTICLES) {
      expect(a.labels.length, a.title).toBeGreaterThanOrEqual(1);
      expect(a.labels.length, a.title).toBeLessThanOrEqual(3);
      expect(new Set(a.labels).size, a.title).toBe(a.labels.length);
      for (const l of a.labels) uses.set(l, (uses.get(l) ?? 0) + 1);
    }
    expect(uses.size).toBeLessThanOrEqual(LABEL_SET_MAX);
    for (const [label, count] of uses) expect(count, label).toBeGreaterThanOrEqual(2);
  });

  it('have bodies of 150 to 400 words with three to six blocks', () => {
    for (const a of ARTICLES) {
      const words = wordCount(a.bodyHtml);
      expect(words, a.title).toBeGreaterThanOrEqual(150);
      expect(words, a.title).toBeLessThanOrEqual(400);
      const paragraphs = (a.bodyHtml.match(/<p>/g) ?? []).length + (a.bodyHtml.match(/<(ul|ol)>/g) ?? []).length;
      expect(paragraphs, a.title).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('static pages', () => {
  it('are the six site pages, 200 to 600 words each', () => {
    expect(STATIC_PAGES.map((p) => p.uniquePageName).sort()).toEqual(['about', 'buyer-guide', 'contact', 'privacy', 'supplier-guide', 'terms']);
    for (const p of STATIC_PAGES) {
      const words = wordCount(p.bodyHtml);
      expect(words, p.uniquePageName).toBeGreaterThanOrEqual(200);
      expect(words, p.uniquePageName).toBeLessThanOrEqual(600);
    }
  });

  it('point the contact page at the feedback form', () => {
    const contact = STATIC_PAGES.find((p) => p.uniquePageName === 'contact')!;
    expect(contact.bodyHtml).toContain('href="/feedback"');
    expect(textOf(contact.bodyHtml)).toMatch(/۰۲۱/);
  });
});

describe('faq', () => {
  it('has five or six categories of six to eight questions, at least 36 in all', () => {
    expect(FAQ_CATEGORIES.length).toBeGreaterThanOrEqual(5);
    expect(FAQ_CATEGORIES.length).toBeLessThanOrEqual(6);
    for (const c of FAQ_CATEGORIES) {
      expect(c.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(c.questions.length, c.code).toBeGreaterThanOrEqual(6);
      expect(c.questions.length, c.code).toBeLessThanOrEqual(8);
    }
    expect(new Set(FAQ_CATEGORIES.map((c) => c.code)).size).toBe(FAQ_CATEGORIES.length);
    expect(FAQ_CATEGORIES.flatMap((c) => c.questions).length).toBeGreaterThanOrEqual(36);
  });

  it('has unique questions with varied visit counts between 10 and 5000', () => {
    const questions = FAQ_CATEGORIES.flatMap((c) => c.questions);
    expect(new Set(questions.map((q) => q.question)).size).toBe(questions.length);
    for (const q of questions) {
      expect(Number.isInteger(q.visits), q.question).toBe(true);
      expect(q.visits, q.question).toBeGreaterThanOrEqual(10);
      expect(q.visits, q.question).toBeLessThanOrEqual(5000);
      expect(q.answerHtml.startsWith('<p>') || q.answerHtml.startsWith('<ul>') || q.answerHtml.startsWith('<ol>'), q.question).toBe(true);
    }
    expect(new Set(questions.map((q) => q.visits)).size).toBe(questions.length);
  });
});

describe('help entries', () => {
  it('cover the named screens with unique kebab-case ids', () => {
    expect(HELP_ENTRIES.length).toBeGreaterThanOrEqual(12);
    const ids = HELP_ENTRIES.map((h) => h.frontUniqueId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    for (const screen of ['login', 'wallet', 'direct-order-form', 'direct-orders', 'messages', 'supplier-desk', 'membership']) expect(ids).toContain(screen);
  });

  it('are written for every help topic the site names, and only those', () => {
    expect([...HELP_ENTRIES.map((h) => h.frontUniqueId)].sort()).toEqual([...HELP_TOPIC_IDS].sort());
  });
});

describe('videos', () => {
  it('are eight clips of 3 to 8 seconds with short captions', () => {
    expect(VIDEOS).toHaveLength(8);
    expect(new Set(VIDEOS.map((v) => v.title)).size).toBe(8);
    for (const v of VIDEOS) {
      expect(v.caption.length, v.title).toBeLessThanOrEqual(24);
      expect(v.caption.trim().length, v.title).toBeGreaterThan(0);
      expect(Number.isInteger(v.seconds) && v.seconds >= 3 && v.seconds <= 8, v.title).toBe(true);
      expect(Number.isInteger(v.daysAgo) && v.daysAgo >= 1 && v.daysAgo <= 200, v.title).toBe(true);
    }
  });
});

describe('the text itself', () => {
  it('is Persian only: no Latin letters outside href attributes', () => {
    for (const { where, text } of allTexts()) expect(text.match(/[A-Za-z]+/g) ?? [], where).toEqual([]);
  });

  it('writes numbers with Persian digits', () => {
    for (const { where, text } of allTexts()) expect(text.match(/[0-9]+/g) ?? [], where).toEqual([]);
  });

  it('uses the Persian yeh and kaf, not the Arabic ones', () => {
    for (const { where, text } of allTexts()) expect(text.match(/[يك]/g) ?? [], where).toEqual([]);
  });

  it('joins «می» and plural «ها» with a half-space, not a space', () => {
    for (const { where, text } of allTexts()) {
      expect(text.match(/(^|[\s«(])ن?می (?=[\u0600-\u06FF])/g) ?? [], where).toEqual([]);
      expect(text.match(/[\u0600-\u06FF] (ها|های|هایی|ترین)(?=[\s،.؛:»)!؟]|$)/g) ?? [], where).toEqual([]);
    }
  });

  it('uses only the rich-text allow-list and passes the sanitiser unchanged', () => {
    for (const { where, html } of allBodies()) {
      for (const tag of html.match(/<[^>]*>/g) ?? []) expect(tag, where).toMatch(ALLOWED_TAG);
      const clean = sanitizeRichText(html);
      expect(clean, where).not.toBeNull();
      expect(clean!.replace(/ rel="nofollow ugc noopener"/g, ''), where).toBe(html);
    }
  });
});
