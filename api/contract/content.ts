import { z } from './zod';
import { idValue, pageOf, pagingQuery } from './paging';
import { shownName } from './shown-name';
import { SEARCH_TEXT_MAX } from './limits';

/** Content (PRODUCT.md, "Content"): pages, content types, comments, FAQ, feedback, videos, help, menus, announcements. */

export const CONTENT_PAGE_TYPES = ['article', 'news', 'story', 'static'] as const;
export type ContentPageType = (typeof CONTENT_PAGE_TYPES)[number];

/** Where a row shows: everywhere, or only on the website or the app. */
export const CONTENT_PLATFORMS = ['all', 'web', 'app'] as const;
export type ContentPlatform = (typeof CONTENT_PLATFORMS)[number];

export const COMMENT_STATES = ['pending', 'approved', 'rejected'] as const;
export type CommentState = (typeof COMMENT_STATES)[number];

export const MENU_PLACEMENTS = ['header', 'footer'] as const;
export type MenuPlacement = (typeof MENU_PLACEMENTS)[number];

/** Limits of what people write. */
export const COMMENT_MAX = 2000;
export const FEEDBACK_MAX = 4000;
export const PAGE_BODY_MAX = 100_000;

const isoTime = () => z.string().openapi({ format: 'date-time' });

/** `?platform=web` (the default) or `app`: rows for that platform and for all. */
export const platformQuery = {
  platform: z
    .enum(['web', 'app'])
    .default('web')
    .openapi({ param: { name: 'platform', in: 'query' }, example: 'web' }),
};

export const ContentTypeSchema = z
  .object({ id: z.number().int(), parentId: z.number().int().nullable(), code: z.string(), name: z.string(), pageType: z.enum(CONTENT_PAGE_TYPES) })
  .openapi('ContentType');
export type ContentType = z.infer<typeof ContentTypeSchema>;

export type ContentTypeNode = ContentType & { children: ContentTypeNode[] };
export const ContentTypeNodeSchema: z.ZodType<ContentTypeNode> = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    code: z.string(),
    name: z.string(),
    pageType: z.enum(CONTENT_PAGE_TYPES),
    get children(): z.ZodArray<z.ZodType<ContentTypeNode>> {
      return z.array(ContentTypeNodeSchema);
    },
  })
  .openapi('ContentTypeNode');

export const LabelSchema = z.object({ id: z.number().int(), title: z.string() }).openapi('ContentLabel');

/** A page as lists show it: no body. */
export const PageSummarySchema = z
  .object({
    id: z.number().int(),
    uniquePageName: z.string().nullable(),
    title: z.string(),
    slug: z.string(),
    summary: z.string(),
    image: z.string().nullable(),
    contentType: ContentTypeSchema.pick({ id: true, name: true }).nullable(),
    /** `isListed`: a writing of a storefront not yet listed is kept out of search engines as its storefront is. */
    supplier: z.object({ id: z.number().int(), name: z.string(), isListed: z.boolean() }).nullable(),
    category: z.object({ id: z.number().int(), name: z.string(), categoryType: z.string() }).nullable(),
    labels: z.array(LabelSchema),
    likeCount: z.number().int(),
    visitCount: z.number().int(),
    isPublished: z.boolean(),
    publishedAt: isoTime().nullable(),
    updatedAt: isoTime(),
  })
  .openapi('PageSummary');
export type PageSummary = z.infer<typeof PageSummarySchema>;

export const PageSchema = PageSummarySchema.extend({
  /** Sanitised rich text. */
  body: z.string(),
  commentCount: z.number().int(),
  /** Whether the caller (user or visitor cookie) liked it. */
  likedByMe: z.boolean(),
}).openapi('Page');
export type Page = z.infer<typeof PageSchema>;

export const PageListSchema = pageOf(PageSummarySchema).openapi('PageList');

export const PageListQuerySchema = z.object({ ...pagingQuery(12), ...platformQuery });

export const PagesByContentTypeQuerySchema = z.object({
  ...pagingQuery(12),
  ...platformQuery,
  contentTypeId: idValue().openapi({ param: { name: 'contentTypeId', in: 'query', required: true } }),
});

export const PagesByLabelQuerySchema = z.object({
  ...pagingQuery(12),
  ...platformQuery,
  title: z.string().trim().min(1).max(100).openapi({ param: { name: 'title', in: 'query', required: true }, example: 'خرید عمده' }),
});

export const PublicPagesQuerySchema = z.object({
  ...pagingQuery(12),
  ...platformQuery,
  supplierId: idValue().optional().openapi({ param: { name: 'supplierId', in: 'query' } }),
  categoryId: idValue().optional().openapi({ param: { name: 'categoryId', in: 'query' } }),
  text: z.string().trim().max(SEARCH_TEXT_MAX).optional().openapi({ param: { name: 'text', in: 'query' } }),
});

export const PageInputSchema = z
  .object({
    title: shownName(3, 200),
    summary: z.string().trim().max(500).default(''),
    body: z.string().max(PAGE_BODY_MAX),
    contentTypeId: z.number().int().positive().nullish(),
    categoryId: z.number().int().positive().nullish(),
    labels: z.array(z.string().trim().min(1).max(60)).max(10).default([]),
    isPublished: z.boolean().default(false),
  })
  .strict()
  .openapi('PageInput');
export type PageInput = z.infer<typeof PageInputSchema>;

export const LikeResultSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() }).openapi('LikeResult');

export type CommentNode = {
  id: number;
  parentId: number | null;
  author: string;
  body: string;
  likeCount: number;
  createdAt: string;
  replies: CommentNode[];
};
export const CommentNodeSchema: z.ZodType<CommentNode> = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    author: z.string(),
    body: z.string(),
    likeCount: z.number().int(),
    createdAt: isoTime(),
    get replies(): z.ZodArray<z.ZodType<CommentNode>> {
      return z.array(CommentNodeSchema);
    },
  })
  .openapi('PageCommentNode');

export const CommentInputSchema = z
  .object({
    pageId: z.number().int().positive(),
    parentId: z.number().int().positive().nullish(),
    body: z.string().trim().min(2).max(COMMENT_MAX),
  })
  .strict()
  .openapi('PageCommentInput');

/** A comment as its writer or a moderator sees it, with its state. */
export const CommentSchema = z
  .object({
    id: z.number().int(),
    pageId: z.number().int(),
    pageTitle: z.string(),
    parentId: z.number().int().nullable(),
    author: z.string(),
    body: z.string(),
    state: z.enum(COMMENT_STATES),
    likeCount: z.number().int(),
    createdAt: isoTime(),
  })
  .openapi('PageComment');
export type Comment = z.infer<typeof CommentSchema>;

export const FaqCategorySchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() }).openapi('FaqCategory');
export const FaqQuestionSchema = z
  .object({ id: z.number().int(), categoryId: z.number().int(), question: z.string(), answer: z.string(), visitCount: z.number().int() })
  .openapi('FaqQuestion');
export type FaqQuestion = z.infer<typeof FaqQuestionSchema>;
export const FaqGroupSchema = FaqCategorySchema.extend({ questions: z.array(FaqQuestionSchema) }).openapi('FaqGroup');
export type FaqGroup = z.infer<typeof FaqGroupSchema>;

/** The least length of each field of a feedback, in the letters kept (markup is not kept). */
export const FEEDBACK_MIN = { name: 2, subject: 3, body: 10 } as const;

export const FeedbackInputSchema = z
  .object({
    name: z.string().trim().min(FEEDBACK_MIN.name).max(100),
    contact: z.string().trim().max(100).nullish(),
    subject: z.string().trim().min(FEEDBACK_MIN.subject).max(150),
    body: z.string().trim().min(FEEDBACK_MIN.body).max(FEEDBACK_MAX),
  })
  .strict()
  .openapi('FeedbackInput');

export const FeedbackSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    contact: z.string().nullable(),
    subject: z.string(),
    body: z.string(),
    userId: z.number().int().nullable(),
    readAt: isoTime().nullable(),
    createdAt: isoTime(),
  })
  .openapi('Feedback');

export const VideoSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    videoUrl: z.string(),
    posterUrl: z.string(),
    durationSeconds: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    publishedAt: isoTime(),
  })
  .openapi('MediaVideo');
export type Video = z.infer<typeof VideoSchema>;

export const HelpEntrySchema = z.object({ id: z.number().int(), frontUniqueId: z.string(), title: z.string(), body: z.string() }).openapi('HelpEntry');
export type HelpEntry = z.infer<typeof HelpEntrySchema>;

/** One line of the help index: a screen's id and its help's title. */
export const HelpTopicSchema = HelpEntrySchema.pick({ frontUniqueId: true, title: true }).openapi('HelpTopic');
export type HelpTopic = z.infer<typeof HelpTopicSchema>;

export type MenuNode = { id: number; title: string; url: string | null; children: MenuNode[] };
export const MenuNodeSchema: z.ZodType<MenuNode> = z
  .object({
    id: z.number().int(),
    title: z.string(),
    url: z.string().nullable(),
    get children(): z.ZodArray<z.ZodType<MenuNode>> {
      return z.array(MenuNodeSchema);
    },
  })
  .openapi('WebsiteMenuNode');

export const AnnouncementSchema = z
  .object({
    id: z.number().int(),
    text: z.string(),
    linkUrl: z.string().nullable(),
    linkText: z.string().nullable(),
    startsAt: isoTime(),
    endsAt: isoTime(),
  })
  .openapi('Announcement');
export type Announcement = z.infer<typeof AnnouncementSchema>;

/** A path of this site: starts with one `/`, no scheme, no host, no backslash. */
export const sitePath = () =>
  z
    .string()
    .trim()
    .max(300)
    .regex(/^\/(?![/\\])[^\s\\]*$/, 'نشانی باید مسیری از همین سایت باشد، مانند \u200e/faq\u200e');

/** An announcement's longest text: the bar above every page has room for a sentence or two. */
export const ANNOUNCEMENT_TEXT_MIN = 3;
export const ANNOUNCEMENT_TEXT_MAX = 300;

export const AnnouncementInputSchema = z
  .object({
    text: z.string().trim().min(ANNOUNCEMENT_TEXT_MIN).max(ANNOUNCEMENT_TEXT_MAX),
    linkUrl: sitePath().nullish(),
    linkText: z.string().trim().max(60).nullish(),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
  })
  .strict()
  .refine((a) => Date.parse(a.endsAt) > Date.parse(a.startsAt), { path: ['endsAt'], message: 'پایان باید پس از آغاز باشد' })
  .openapi('AnnouncementInput');

export const VisitorChartQuerySchema = z.object({
  from: z.iso.date().openapi({ param: { name: 'from', in: 'query', required: true }, example: '2026-10-01' }),
  to: z.iso.date().openapi({ param: { name: 'to', in: 'query', required: true }, example: '2026-10-31' }),
  pageKind: z
    .enum(['supplier_product', 'base_product', 'supplier', 'category', 'page'])
    .optional()
    .openapi({ param: { name: 'pageKind', in: 'query' } }),
});

export const VisitorChartPointSchema = z
  .object({ day: z.string().openapi({ format: 'date' }), visits: z.number().int(), visitors: z.number().int() })
  .openapi('VisitorChartPoint');

export const EnumValueSchema = z.object({ value: z.string(), title: z.string() }).openapi('EnumValue');
export const EnumSchema = z.object({ name: z.string(), title: z.string(), values: z.array(EnumValueSchema) }).openapi('EnumModel');
export const TypeModelSchema = z
  .object({
    name: z.string(),
    title: z.string(),
    fields: z.array(z.object({ name: z.string(), title: z.string(), type: z.string(), enumName: z.string().nullable(), required: z.boolean() })),
  })
  .openapi('TypeModel');
