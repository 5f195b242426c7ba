/**
 * Supplier pictures as pages show them. An upload is stored as WebP and AVIF at the widths below
 * that are narrower than the picture, plus its own width (at most the largest): its path names the
 * widest WebP, from which every other variant's path follows.
 */
export const PICTURE_WIDTHS = [320, 640, 1280, 2000] as const;
export const PICTURE_MAX_WIDTH = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1];
/** Narrower or lower than this, a picture shows nothing of a product (and a width under 10 px has no path below). */
export const PICTURE_MIN_SIDE = 64;
export const PICTURE_FORMATS = ['avif', 'webp'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

export const PICTURE_PREFIX = '/api/v1/pictures/';
const PATH = /^\/api\/v1\/pictures\/([0-9a-f]{32})\/(\d{2,4})\.webp$/;

/** The widths stored for a picture whose widest variant is `largest` pixels wide. */
export function pictureWidths(largest: number): number[] {
  return [...PICTURE_WIDTHS.filter((w) => w < largest), largest];
}

export const picturePath = (hash: string, width: number, format: PictureFormat = 'webp') =>
  `${PICTURE_PREFIX}${hash}/${width}.${format}`;

/** The hash and the widest variant's width a supplier picture's path names; null for any other path. */
export function parsePicturePath(path: string): { hash: string; width: number } | null {
  const match = PATH.exec(path);
  return match ? { hash: match[1], width: Number(match[2]) } : null;
}

export type PictureSources = { avif: string; webp: string; src: string };

/** `srcset`s for a supplier picture's path; null for any other picture (the generated SVGs). */
export function pictureSources(path: string): PictureSources | null {
  const parsed = parsePicturePath(path);
  if (!parsed) return null;
  const { hash } = parsed;
  const widths = pictureWidths(parsed.width);
  const srcset = (format: PictureFormat) => widths.map((w) => `${picturePath(hash, w, format)} ${w}w`).join(', ');
  return { avif: srcset('avif'), webp: srcset('webp'), src: picturePath(hash, widths[Math.min(1, widths.length - 1)]) };
}

export const isSupplierPicturePath = (path: string) => PATH.test(path);
