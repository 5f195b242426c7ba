import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentTypes } from '../../db/schema';
import { notFound } from '../../http/problem';
import type { ContentPageType, ContentType, ContentTypeNode } from '../../../api/contract/content';

const CONTENT_TYPE_NOT_FOUND = 'نوع محتوایی با این شناسه پیدا نشد';

/** Every active content type, in order (a few dozen rows: read whole). */
async function activeTypes(db: Db): Promise<ContentType[]> {
  return db
    .select({ id: contentTypes.id, parentId: contentTypes.parentId, code: contentTypes.code, name: contentTypes.name, pageType: contentTypes.pageType })
    .from(contentTypes)
    .where(eq(contentTypes.isActive, true))
    .orderBy(asc(contentTypes.sortOrder), asc(contentTypes.id));
}

/** The content types as a tree (`/contenttypes/tree`). */
export async function contentTypeTree(db: Db): Promise<ContentTypeNode[]> {
  const types = await activeTypes(db);
  const build = (parentId: number | null): ContentTypeNode[] =>
    types.filter((t) => t.parentId === parentId).map((t) => ({ ...t, children: build(t.id) }));
  return build(null);
}

/** The types that hold one kind of page (`/contenttypes/by-page-type`). */
export async function contentTypesOfPageType(db: Db, pageType: ContentPageType): Promise<ContentType[]> {
  return (await activeTypes(db)).filter((t) => t.pageType === pageType);
}

/** From the root down to the type (`/contenttypes/{id}/breadcrumb`). */
export async function contentTypeBreadcrumb(db: Db, id: number): Promise<ContentType[]> {
  const types = await activeTypes(db);
  const byId = new Map(types.map((t) => [t.id, t]));
  const trail: ContentType[] = [];
  for (let t = byId.get(id); t; t = t.parentId !== null ? byId.get(t.parentId) : undefined) trail.unshift(t);
  if (trail.length === 0) throw notFound(CONTENT_TYPE_NOT_FOUND);
  return trail;
}

/** A type and every type beneath it; 404 for an unknown one. */
export async function contentTypeSubtree(db: Db, id: number): Promise<number[]> {
  const types = await activeTypes(db);
  if (!types.some((t) => t.id === id)) throw notFound(CONTENT_TYPE_NOT_FOUND);
  const ids = [id];
  for (let i = 0; i < ids.length; i++) for (const t of types) if (t.parentId === ids[i]) ids.push(t.id);
  return ids;
}
