import 'server-only';
import { getCatalog, getCategories, getSuppliers } from '@/api/cached';
import { CATEGORY_TYPES } from '@/api/contract/enums';
import {
  categoryHref,
  categoryProductsHref,
  categoryTypeHref,
  productHref,
  productsOfTypeHref,
  supplierHref,
  suppliersOfTypeHref,
} from '@/lib/routes';
import { absoluteUrl } from './page-metadata';
import {
  pagesCovering,
  planSitemapPart,
  sitemapPartCount,
  URLS_PER_SITEMAP,
  type SitemapUrl,
} from './sitemap-plan';

/** The API's largest page: each read brings 100 items of a section. */
const API_PAGE = 100;

type Section = {
  size: () => Promise<number>;
  /** One API page of the section as sitemap URLs (1-based page). */
  page: (page: number) => Promise<SitemapUrl[]>;
};

const STATIC_PATHS = [
  '/',
  ...CATEGORY_TYPES.flatMap((type) => [categoryTypeHref(type), productsOfTypeHref(type), suppliersOfTypeHref(type)]),
];

const categoriesPage = (pageNumber: number) => getCategories({ pageNumber, pageSize: API_PAGE, sort: 'id' });
const suppliersPage = (pageNumber: number) => getSuppliers({ pageNumber, pageSize: API_PAGE, sort: 'newest' });
const productsPage = (pageNumber: number) => getCatalog({ pageNumber, pageSize: API_PAGE, sort: 'newest' });

/** Every public URL, section by section, in a fixed order (the parts depend on it). */
const SECTIONS: Section[] = [
  {
    size: async () => STATIC_PATHS.length,
    page: async (page) => (page === 1 ? STATIC_PATHS.map((path) => ({ loc: absoluteUrl(path) })) : []),
  },
  {
    size: async () => (await categoriesPage(1)).totalCount,
    page: async (page) => (await categoriesPage(page)).items.map((c) => ({ loc: absoluteUrl(categoryHref(c)) })),
  },
  {
    size: async () => (await categoriesPage(1)).totalCount,
    page: async (page) => (await categoriesPage(page)).items.map((c) => ({ loc: absoluteUrl(categoryProductsHref(c)) })),
  },
  {
    size: async () => (await suppliersPage(1)).totalCount,
    page: async (page) => (await suppliersPage(page)).items.map((s) => ({ loc: absoluteUrl(supplierHref(s)), lastModified: s.createdAt })),
  },
  {
    size: async () => (await productsPage(1)).totalCount,
    page: async (page) => (await productsPage(page)).items.map((p) => ({ loc: absoluteUrl(productHref(p)), lastModified: p.createdAt })),
  },
];

export async function sitemapSectionSizes(): Promise<number[]> {
  return Promise.all(SECTIONS.map((s) => s.size()));
}

export async function sitemapParts(): Promise<number> {
  const sizes = await sitemapSectionSizes();
  return sitemapPartCount(sizes.reduce((a, b) => a + b, 0));
}

/** The URLs of one part (0-based), read a few API pages at a time. */
export async function sitemapPartUrls(part: number, perPart = URLS_PER_SITEMAP): Promise<SitemapUrl[]> {
  const sizes = await sitemapSectionSizes();
  const out: SitemapUrl[] = [];
  for (const slice of planSitemapPart(sizes, part, perPart)) {
    const pages = pagesCovering(slice.start, slice.end, API_PAGE);
    // A few pages in parallel: enough to be quick, not enough to crowd out visitors' requests.
    for (let i = 0; i < pages.length; i += 4) {
      const batch = await Promise.all(pages.slice(i, i + 4).map((p) => SECTIONS[slice.section].page(p)));
      batch.forEach((urls, j) => {
        const firstIndex = (pages[i + j] - 1) * API_PAGE;
        urls.forEach((url, k) => {
          const index = firstIndex + k;
          if (index >= slice.start && index < slice.end) out.push(url);
        });
      });
    }
  }
  return out;
}
