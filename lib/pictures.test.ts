import { describe, expect, it } from 'vitest';
import { pictureSources, pictureWidths } from './pictures';

describe('supplier pictures', () => {
  it('stores the standard widths narrower than the picture, and its own', () => {
    expect(pictureWidths(2000)).toEqual([320, 640, 1280, 2000]);
    expect(pictureWidths(900)).toEqual([320, 640, 900]);
    expect(pictureWidths(200)).toEqual([200]);
  });

  it('gives AVIF and WebP srcsets for an uploaded picture, nothing for a generated one', () => {
    const hash = '0123456789abcdef0123456789abcdef';
    expect(pictureSources(`/api/v1/pictures/${hash}/900.webp`)).toEqual({
      avif: `/api/v1/pictures/${hash}/320.avif 320w, /api/v1/pictures/${hash}/640.avif 640w, /api/v1/pictures/${hash}/900.avif 900w`,
      webp: `/api/v1/pictures/${hash}/320.webp 320w, /api/v1/pictures/${hash}/640.webp 640w, /api/v1/pictures/${hash}/900.webp 900w`,
      src: `/api/v1/pictures/${hash}/640.webp`,
    });
    expect(pictureSources(`/api/v1/pictures/${hash}/200.webp`)?.src).toBe(`/api/v1/pictures/${hash}/200.webp`);
    expect(pictureSources('/api/v1/media/products/12.svg')).toBeNull();
    expect(pictureSources(`/api/v1/pictures/${hash}/900.webp?x`)).toBeNull();
  });
});
