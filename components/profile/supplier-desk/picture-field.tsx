'use client';

import { useRef, useState, type DragEvent } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { uploadDeskPicture } from '@/api/supplier-desk';
import { isApiError } from '@/api/errors';
import { Picture } from '@/components/catalog/ui/picture';
import { notify } from '@/components/ui/notifications';

type Props = {
  supplierId: number;
  label: string;
  help: string;
  value: string[];
  onChange: (next: string[]) => void;
  max: number;
  error?: string;
};

/** Move one item of a list from one place to another. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * Pictures of a product or storefront: uploaded one by one (the server re-encodes them), shown in
 * order, reordered by dragging or by the buttons (which a keyboard and a screen reader reach too),
 * removed from the list. The first one is the card's picture.
 */
export function PictureField({ supplierId, label, help, value, onChange, max, error }: Props) {
  const t = useTranslations('supplierDesk.productForm');
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [dragged, setDragged] = useState<number | null>(null);
  const room = max - value.length - uploading;

  async function upload(files: FileList | null) {
    const chosen = [...(files ?? [])].slice(0, Math.max(0, room));
    if (input.current) input.current.value = '';
    if (!chosen.length) return;
    setUploading((n) => n + chosen.length);
    let current = value;
    for (const file of chosen) {
      try {
        const picture = await uploadDeskPicture(supplierId, file);
        current = [...current, picture.path];
        onChange(current);
      } catch (failure) {
        if (isApiError(failure)) notify.error(`${file.name}: ${failure.detail || failure.title}`);
        else notify.apiError(failure);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  }

  const onDrop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) onChange(moved(value, dragged, index));
    setDragged(null);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1, fontWeight: 700 }}>
        {label}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {value.map((src, index) => (
          <Box
            component="li"
            key={src}
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={onDrop(index)}
            sx={{
              width: 112,
              border: 1,
              borderColor: index === 0 ? 'primary.main' : 'divider',
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: 'background.paper',
              opacity: dragged === index ? 0.5 : 1,
              cursor: 'grab',
            }}
          >
            <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.100', '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' } }}>
              <Picture src={src} alt={t('picture', { n: index + 1 })} sizes="112px" draggable={false} />
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
              {/* In a right-to-left list "earlier" is to the right. */}
              <IconButton size="small" disabled={index === 0} onClick={() => onChange(moved(value, index, index - 1))} aria-label={t('moveEarlier', { n: index + 1 })}>
                <ChevronRight fontSize="small" />
              </IconButton>
              <IconButton size="small" onClick={() => onChange(value.filter((_, i) => i !== index))} aria-label={t('removePicture', { n: index + 1 })}>
                <DeleteOutline fontSize="small" />
              </IconButton>
              <IconButton size="small" disabled={index === value.length - 1} onClick={() => onChange(moved(value, index, index + 1))} aria-label={t('moveLater', { n: index + 1 })}>
                <ChevronLeft fontSize="small" />
              </IconButton>
            </Box>
          </Box>
        ))}
        {Array.from({ length: uploading }, (_, i) => (
          <Box component="li" key={`uploading-${i}`} role="status" aria-label={t('uploading')} sx={{ width: 112, aspectRatio: '4 / 3', display: 'grid', placeItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <CircularProgress size={24} />
          </Box>
        ))}
      </Box>
      <input ref={input} type="file" accept="image/jpeg,image/png,image/webp" multiple hidden onChange={(event) => upload(event.target.files)} />
      <Button sx={{ mt: 1 }} variant="outlined" startIcon={<AddPhotoAlternateOutlined />} disabled={room <= 0} onClick={() => input.current?.click()}>
        {t('addPicture')}
      </Button>
      <FormHelperText error={!!error}>{error ?? help}</FormHelperText>
    </Box>
  );
}
