'use client';

import { useState } from 'react';
import Box from '@mui/material/Box';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { Picture } from './picture';

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
    <Box
      sx={{
        aspectRatio: ratio,
        width: '100%',
        bgcolor: 'grey.100',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
        color: 'grey.400',
      }}
    >
      {show ? (
        <Picture
          src={src}
          alt={alt}
          sizes={sizes}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed(true)}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Inventory2Outlined sx={{ fontSize: 48 }} aria-hidden />
      )}
    </Box>
  );
}
