import 'server-only';
import { cache } from 'react';
import { fetchAllSiteMenus } from '@/api/categories';
import { getSiteMenu } from '@/api/cached';

/**
 * The four menus once per request, shared by the header and the page; each comes from the data
 * cache (tag `categories`), so pages rendered per request do not ask the API every time.
 */
export const getSiteMenus = cache(() => fetchAllSiteMenus(getSiteMenu));
