import { normalizePersian } from './persian/normalize';

/**
 * The cosmetic `{name...}` part of a public URL: the normalised name with words joined by `-`.
 * Persian letters stay (browsers show them, crawlers read them); punctuation goes.
 */
export function slugify(name: string): string {
  return normalizePersian(name)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
