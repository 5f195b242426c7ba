import { normalizePersian } from '../../../lib/persian/normalize';
import { plainText } from '../../../lib/rich-text';

/** What content search matches against: the parts' text (tags dropped), normalised as a query is. */
export const searchTextOf = (...parts: (string | null | undefined)[]) =>
  normalizePersian(parts.filter((p): p is string => Boolean(p)).map(plainText).join(' ')).slice(0, 4000);
