/**
 * The shapes of the seeded content (issue 16): articles under content types, static pages, FAQ,
 * help entries and video metadata. Bodies are HTML in the allow-list of
 * `server/services/rich-text/sanitize-rich-text.ts` (p, br, strong, em, ul, ol, li, h3, h4,
 * blockquote, a), and pass through it when seeded.
 */
import type { HelpTopicId } from '../../../../lib/help-topics';

/** The content-type tree: `[code, name, pageType, children?]`. */
export type ContentTypeNode = [code: string, name: string, pageType: ContentPageType, children?: ContentTypeNode[]];

/** What a content type holds: articles (guides, news, stories) or the site's own pages. */
export type ContentPageType = 'article' | 'news' | 'story' | 'static';

export type SeedArticle = {
  /** A leaf code of CONTENT_TYPE_TREE. */
  contentType: string;
  title: string;
  /** One or two sentences, shown on cards and as the page description. */
  summary: string;
  bodyHtml: string;
  /** Label titles (a few words each); several articles share each label. */
  labels: string[];
  /** A leaf category code of `server/db/seed/category-tree.ts` the article is about, if any. */
  categoryCode?: string;
  /** Days before the seed's "now" it was published (spreads dates over the past year). */
  daysAgo: number;
};

/** A page of the site itself, reached at `/page/{uniquePageName}`. */
export type SeedStaticPage = { uniquePageName: string; title: string; summary: string; bodyHtml: string };

export type SeedFaqCategory = { code: string; name: string; questions: { question: string; answerHtml: string; visits: number }[] };

/** A help entry for one screen (`/help/{uniqueId}`), found by the screen's front id. */
export type SeedHelpEntry = { frontUniqueId: HelpTopicId; title: string; bodyHtml: string };

export type SeedVideo = {
  title: string;
  description: string;
  /** Words drawn on the generated clip and its poster. */
  caption: string;
  /** Seconds of the generated clip (3 to 8). */
  seconds: number;
  daysAgo: number;
};
