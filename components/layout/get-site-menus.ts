import 'server-only';
import { cache } from 'react';
import { fetchAllSiteMenus } from '@/api/categories';

/** One fetch of the four menus per request, shared by the header and the page. */
export const getSiteMenus = cache(() => fetchAllSiteMenus());
