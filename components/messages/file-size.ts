import { toPersianDigits } from '@/lib/persian';

/** A file's size as people read it: `۲٫۴ مگابایت`, `۸۰۰ کیلوبایت`. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${toPersianDigits((bytes / 1024 / 1024).toFixed(1).replace('.', '٫'))} مگابایت`;
  return `${toPersianDigits(Math.max(1, Math.round(bytes / 1024)))} کیلوبایت`;
}
