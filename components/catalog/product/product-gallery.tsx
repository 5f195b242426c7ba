'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { CatalogImage } from '../ui/catalog-image';
import styles from './product-gallery.module.css';

/** The product's pictures: the chosen one large, the others as thumbnails to pick from. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const t = useTranslations('productPage');
  const [index, setIndex] = useState(0);
  return (
    <div>
      <div className={styles.main}>
        <CatalogImage key={images[index] ?? 'none'} src={images[index]} alt={name} priority />
      </div>
      {images.length > 1 ? (
        <div role="group" aria-label={t('pictures')} className={styles.thumbs}>
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t('pictureN', { n: i + 1 })}
              aria-pressed={i === index}
              className={styles.thumb}
            >
              <CatalogImage src={src} alt="" sizes="64px" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
