import type { SeedArticle } from './content-seed-types';
import { GUIDE_ARTICLES } from './articles/guides';
import { NEWS_ARTICLES } from './articles/news';
import { STORY_ARTICLES } from './articles/stories';

/** The demo articles: trade guides, market news and supplier stories. */
export const ARTICLES: SeedArticle[] = [...GUIDE_ARTICLES, ...NEWS_ARTICLES, ...STORY_ARTICLES];
