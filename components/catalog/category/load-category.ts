import 'server-only';
import { getCategoryBreadcrumb } from '@/api/cached';
import type { CategorySummary } from '@/api/contract/categories-extra';
import { categoryHref } from '@/lib/routes';
import { ensureCanonicalSlug, orNotFound, requireId } from '../route-params';
import type { Crumb } from '../ui/page-breadcrumbs';

export type LoadedCategory = {
  category: CategorySummary;
  /** Root first, the category last. */
  lineage: CategorySummary[];
};

/** Finds the category of a route by id (404 when there is none); the slug is checked separately. */
export async function loadCategory(rawId: string, path: string): Promise<LoadedCategory> {
  const id = requireId(rawId, path);
  const lineage = await orNotFound(getCategoryBreadcrumb(id), path);
  return { category: lineage[lineage.length - 1], lineage };
}

/**
 * The category of a `{categoryId}/{name...}` route whose slug must be canonical: a wrong or
 * missing slug moves to `canonical(category)`.
 */
export async function loadCanonicalCategory(
  rawId: string,
  name: string[] | string | undefined,
  path: string,
  canonical: (c: CategorySummary) => string,
): Promise<LoadedCategory> {
  const loaded = await loadCategory(rawId, path);
  ensureCanonicalSlug(name, loaded.category.slug, canonical(loaded.category));
  return loaded;
}

/** Breadcrumb entries of a category's ancestors and itself, each linking to its category page. */
export function categoryCrumbs(lineage: CategorySummary[]): Crumb[] {
  return lineage.map((c) => ({ name: c.name, href: categoryHref(c) }));
}
