import { canonicalPersian } from './persian/normalize';

/**
 * The cosmetic `{name...}` part of a public URL: the normalised name with words joined by `-`.
 * Persian letters stay (browsers show them, crawlers read them); punctuation goes. Never empty:
 * an address ending in an empty part loses its slash and is sent back to it, round and round.
 */
export function slugify(name: string): string {
  const slug = canonicalPersian(name)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || '-';
}
