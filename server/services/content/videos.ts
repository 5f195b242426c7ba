import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaVideos } from '../../db/schema';
import type { Video } from '../../../api/contract/content';
import type { Page, Paging } from '../../../api/contract/paging';
import type { StorageAdapter, StoredObject } from '../../adapters/storage';
import { containsNormalized, pageWindow } from '../list-query';

type VideoRow = typeof mediaVideos.$inferSelect;

/** Where the site fetches a video's files: through the API, whichever storage keeps them. */
export const videoFileUrl = (id: number, file: 'clip.webm' | 'poster.webp') => `/api/v1/mediavideos/${id}/${file}`;

const present = (r: VideoRow): Video => ({
  id: r.id,
  title: r.title,
  description: r.description,
  videoUrl: videoFileUrl(r.id, 'clip.webm'),
  posterUrl: videoFileUrl(r.id, 'poster.webp'),
  durationSeconds: r.durationSeconds,
  width: r.width,
  height: r.height,
  publishedAt: r.publishedAt.toISOString(),
});

/** Published videos, newest first; with text, those whose title or description hold it. */
export async function listVideos(db: Db, paging: Paging, text?: string): Promise<Page<Video>> {
  const where = and(
    eq(mediaVideos.isPublished, true),
    containsNormalized(mediaVideos.searchText, text),
  );
  const { limit, offset } = pageWindow(paging);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(mediaVideos).where(where).orderBy(desc(mediaVideos.publishedAt), desc(mediaVideos.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(mediaVideos).where(where),
  ]);
  return { items: rows.map(present), totalCount: total, ...paging };
}

/** A published video's clip or poster from storage; null when there is none. */
export async function videoFile(db: Db, storage: StorageAdapter, id: number, file: 'clip.webm' | 'poster.webp'): Promise<StoredObject | null> {
  const [row] = await db.select().from(mediaVideos).where(and(eq(mediaVideos.id, id), eq(mediaVideos.isPublished, true)));
  if (!row) return null;
  return storage.get(file === 'clip.webm' ? row.videoKey : row.posterKey);
}
