import { fileTypeFromBuffer } from 'file-type';
import { ProblemError } from '../../http/problem';
import { toPersianDigits } from '../../../lib/persian/digits';
import { DISGUISING_CONTROLS } from '../../../lib/persian/normalize';

/**
 * What every user upload other than catalogue pictures goes through (a message's attachment, a
 * direct order's document): not empty, within its size, and of a type the bytes themselves show
 * (file-type) from the route's allow-list, whatever the name or the claimed type say.
 */

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

export type CheckedUpload<T extends string> = { type: T; extension: string; fileName: string };

/** A name safe to show and to send back in Content-Disposition: no path, no control characters. */
export function cleanFileName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '')
    .replace(DISGUISING_CONTROLS, '')
    .trim()
    .slice(0, 120);
  if (!base) return `پیوست.${extension}`;
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
}

/** A file of no bytes, whatever it was sent as: one problem for every upload. */
export const emptyFile = () => new ProblemError({ status: 400, code: 'empty_file', detail: 'فایل فرستاده‌شده خالی است' });

export async function checkUpload<T extends string>(
  file: { name: string; bytes: Uint8Array },
  rules: { types: readonly T[]; maxBytes: number },
): Promise<CheckedUpload<T>> {
  if (file.bytes.byteLength === 0) throw emptyFile();
  if (file.bytes.byteLength > rules.maxBytes) {
    throw new ProblemError({
      status: 413,
      code: 'file_too_large',
      detail: `حجم هر فایل نباید بیش از ${toPersianDigits(rules.maxBytes / 1024 / 1024)} مگابایت باشد`,
    });
  }
  const sniffed = (await fileTypeFromBuffer(file.bytes))?.mime;
  if (!sniffed || !(rules.types as readonly string[]).includes(sniffed) || !EXTENSIONS[sniffed]) {
    throw new ProblemError({ status: 415, code: 'unsupported_file_type', detail: 'فقط تصویر (JPEG\u200f، PNG\u200f، WebP) یا PDF می‌توانید بفرستید' });
  }
  const extension = EXTENSIONS[sniffed];
  return { type: sniffed as T, extension, fileName: cleanFileName(file.name, extension) };
}

/** `filename*` (RFC 6266) for a Persian name, with an ASCII fallback for old clients. */
export const contentDisposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Headers of a served private file: its type as checked, no sniffing, and no power if opened alone. */
export function privateFileHeaders(contentType: string, fileName: string): Record<string, string> {
  return {
    'content-type': contentType,
    'content-disposition': contentDisposition(contentType === 'application/pdf' ? 'attachment' : 'inline', fileName),
    'cache-control': 'private, max-age=3600',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  };
}
