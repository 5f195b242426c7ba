import sanitizeHtml from 'sanitize-html';

/**
 * Rich text written by users (a product's description, a storefront's about), cleaned on the way
 * in with an allow-list: paragraphs, emphasis, lists, small headings, quotes and plain links.
 * No script, style, event handler, image or frame survives, and a link may only go to http(s),
 * mail or a phone number; it opens as a plain, untrusted link.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a'],
  // `rel` is allowed only because the transform below sets it: whatever the writer gave is replaced.
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow ugc noopener' }),
  },
};

/** The cleaned HTML; null when nothing readable is left. */
export function sanitizeRichText(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim();
  return text ? clean : null;
}

const TEXT_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/**
 * Plain text written by users (a message): every tag and everything inside script or style
 * dropped by the same sanitiser, the entities it writes decoded back, line breaks kept. Shown as
 * text (never as HTML), so a `<` that survives as a character is harmless.
 */
export function sanitizePlainText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' })
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => TEXT_ENTITIES[name])
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
