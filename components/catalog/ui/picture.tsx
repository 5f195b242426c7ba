import type { ImgHTMLAttributes } from 'react';
import { pictureSources } from '@/lib/pictures';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  src: string;
  alt: string;
  /** How wide the picture shows, for the browser to pick a width (`srcset`). */
  sizes: string;
};

/**
 * A catalogue picture: an uploaded one offers AVIF and WebP at every stored width and lets the
 * browser choose; a generated one (SVG) is a plain image. Plain elements, for server and client.
 */
export function Picture({ src, sizes, alt, ...img }: Props) {
  const sources = pictureSources(src);
  // eslint-disable-next-line @next/next/no-img-element -- API media with our own srcset
  if (!sources) return <img src={src} alt={alt} {...img} />;
  return (
    // `contents`: the image stays the box's own child for its grid and `object-fit`.
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img src={sources.src} alt={alt} {...img} />
    </picture>
  );
}
