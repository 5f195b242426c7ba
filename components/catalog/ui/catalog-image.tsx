'use client';

import { useState } from 'react';
import { Picture } from './picture';
import { PlainIcon } from './plain-icon';
import styles from './catalog-image.module.css';

type Props = {
  src: string | null | undefined;
  alt: string;
  /** Width / height, e.g. `4 / 3`. */
  ratio?: string;
  /** The first screenful's picture loads eagerly, the rest when scrolled to. */
  priority?: boolean;
  /** How wide it shows (`sizes`): the product page's main picture is half a wide screen. */
  sizes?: string;
};

/** A product or advertisement picture; a missing or broken one becomes a quiet placeholder. */
export function CatalogImage({ src, alt, ratio = '4 / 3', priority = false, sizes = '(min-width: 900px) 50vw, 100vw' }: Props) {
  const [failed, setFailed] = useState(false);
  const show = !!src && !failed;
  return (
    <div className={styles.frame} style={{ aspectRatio: ratio }}>
      {show ? (
        <Picture
          src={src}
          alt={alt}
          sizes={sizes}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <PlainIcon name="box" size={48} />
      )}
    </div>
  );
}
