'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { CatalogImage } from '../ui/catalog-image';

/** The product's pictures: the chosen one large, the others as thumbnails to pick from. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const t = useTranslations('productPage');
  const [index, setIndex] = useState(0);
  return (
    <Box>
      <Box sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        <CatalogImage key={images[index] ?? "none"} src={images[index]} alt={name} priority />
      </Box>
      {images.length > 1 ? (
        <Box role="group" aria-label={t('pictures')} sx={{ display: 'flex', gap: 1, mt: 1, overflowX: 'auto' }}>
          {images.map((src, i) => (
            <ButtonBase
              key={src}
              onClick={() => setIndex(i)}
              aria-label={t('pictureN', { n: i + 1 })}
              aria-pressed={i === index}
              sx={{ width: 64, flexShrink: 0, borderRadius: 1, overflow: 'hidden', border: 2, borderColor: i === index ? 'primary.main' : 'transparent' }}
            >
              <CatalogImage src={src} alt="" sizes="64px" />
            </ButtonBase>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
