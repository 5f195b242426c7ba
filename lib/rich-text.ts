import { toPersianDigits } from './persian/digits';

/**
 * Rich text as the API stores it: HTML cleaned by the server's allow-list sanitiser
 * (server/services/rich-text), or plain text written before the desk existed (the seed's).
 */

const TAG = /<[a-z][^>]*>/i;

export const isHtml = (text: string) => TAG.test(text);

/** The HTML with Persian digits in its text, never in its tags or entities (a `tel:` link keeps its number). */
export function persianDigitsInHtml(html: string): string {
  return html
    .split(/(<[^>]*>|&#?\w+;)/)
    .map((part) => (part.startsWith('<') || part.startsWith('&') ? part : toPersianDigits(part)))
    .join('');
}

/**
 * Rich text keeps h3 and h4, written to sit under a section's h2 (a product's or a storefront's
 * description). Right under a page's h1 (an article, a help entry) they are read one level up,
 * so a screen reader's outline skips no level; their look stays.
 */
export function headingsUnderTitle(html: string): string {
  return html.replace(/<h([34])(?=[\s>])/gi, (_, level: string) => `<h${level} aria-level="${Number(level) - 1}"`);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Text for a meta description or JSON-LD: tags dropped, the few entities the sanitiser writes decoded. */
export function plainText(text: string): string {
  if (!isHtml(text)) return text;
  return text
    .replace(/<\/(p|li|h3|h4|blockquote)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters of `text` (whole characters, never half an emoji), with «…» when cut. */
export function clipText(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : text;
}
