import { isApiError } from '@/api/errors';
import { fetchPageByUniqueName } from '@/api/content';
import { sitePageHref } from '@/lib/routes';

/**
 * The seed's catch-all `/{slug...}`: a one-segment path that is the name of one of the site's
 * pages (`/about`) moves (308) to that page's address (`/page/about`); any other path no route
 * serves gets the complete 404 page from Next's not-found route. Done in the proxy rather than by
 * a catch-all page, which would take over every unmatched URL and answer an empty 404 document
 * (ADR 4).
 */
const NAME = /^\/([a-z0-9-]{1,60})$/;

export async function sitePageRedirect(pathname: string, read = fetchPageByUniqueName): Promise<string | null> {
  const match = NAME.exec(pathname);
  if (!match) return null;
  try {
    await read(match[1]);
    return sitePageHref(match[1]);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
