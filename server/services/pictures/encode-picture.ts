import crypto from 'node:crypto';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { PICTURE_FORMATS, PICTURE_MAX_WIDTH, PICTURE_MIN_SIDE, pictureWidths, type PictureFormat } from '../../../lib/pictures';
import { toPersianDigits } from '../../../lib/persian/digits';
import { emptyFile } from '../files/checked-upload';
import { sniffImageType } from '../../adapters/storage';
import { ProblemError } from '../../http/problem';

/** A decompression bomb (a small file of a huge image) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

export type EncodedPicture = {
  hash: string;
  width: number;
  height: number;
  files: { width: number; format: PictureFormat; data: Buffer }[];
};

const ENCODERS: Record<PictureFormat, (image: Sharp) => Sharp> = {
  // Effort kept low: an upload waits for every variant, and the machine has two cores.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 80, effort: 3 }),
};

const notAPicture = (detail: string) =>
  new ProblemError({
    status: 415,
    code: 'unsupported_picture',
    detail,
    errors: [{ field: 'file', message: detail, code: 'invalid_type' }],
  });

/**
 * Re-encodes an upload: its type is read from its bytes (JPEG, PNG or WebP), it is turned the way
 * its EXIF says and decoded once, at most 2,000 px on its longer side; then every width in WebP
 * and AVIF. Nothing of the original file survives — no EXIF, GPS or colour profile text.
 */
export async function encodePicture(bytes: Uint8Array): Promise<EncodedPicture> {
  if (bytes.byteLength === 0) throw emptyFile();
  if (!sniffImageType(bytes)) throw notAPicture('فقط تصویر JPEG\u200f، PNG یا WebP پذیرفته می‌شود');
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: PICTURE_MAX_WIDTH, height: PICTURE_MAX_WIDTH, fit: 'inside', withoutEnlargement: true })
      // Transparency on white, as product pictures are shown.
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw notAPicture('تصویر خراب است یا ابعاد آن بیش از حد بزرگ است');
  }
  const { data, info } = decoded;
  if (Math.min(info.width, info.height) < PICTURE_MIN_SIDE) {
    const side = toPersianDigits(PICTURE_MIN_SIDE);
    const detail = `تصویر کوچک‌تر از ${side} در ${side} پیکسل است؛ تصویری بزرگ‌تر بفرستید`;
    throw new ProblemError({ status: 400, code: 'picture_too_small', detail, errors: [{ field: 'file', message: detail, code: 'too_small' }] });
  }
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const hash = crypto.createHash('sha256').update(data).digest('hex').slice(0, 32);
  const files: EncodedPicture['files'] = [];
  for (const width of pictureWidths(info.width)) {
    for (const format of PICTURE_FORMATS) {
      const image = sharp(data, raw).resize({ width });
      files.push({ width, format, data: await ENCODERS[format](image).toBuffer() });
    }
  }
  return { hash, width: info.width, height: info.height, files };
}
