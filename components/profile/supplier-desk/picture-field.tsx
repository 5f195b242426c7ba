'use client';

import { useEffect, useRef, useState, type DragEvent } from 'react';
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
import { SUPPLIER_PICTURE_MAX_BYTES } from '@/api/contract/supplier-desk';
import { isApiError } from '@/api/errors';
import { Picture } from '@/components/catalog/ui/picture';
import { visuallyHidden } from '@/components/catalog/ui/a11y-styles';
import { focusAfterRemoval } from '@/components/ui/focus-after-removal';
import { notify } from '@/components/ui/notifications';

type Props = {
  supplierId: number;
  label: string;
  help: string;
  value: string[];
  onChange: (next: string[]) => void;
  max: number;
  error?: string;
  /** How many pictures are on their way: a form saved meanwhile would leave them out. */
  onUploadingChange?: (count: number) => void;
  /** While its form saves: the pictures keep their order (dragging is not a control a fieldset closes). */
  locked?: boolean;
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
export function PictureField({ supplierId, label, help, value, onChange, max, error, onUploadingChange, locked = false }: Props) {
  const t = useTranslations('supplierDesk.productForm');
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [dragged, setDragged] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  // Why the last pictures chosen were not taken, under the field until the next choice: a toast of
  // them was gone in three seconds.
  const [refused, setRefused] = useState<string[]>([]);
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // A move or removal by its button: the button's picture moved or left, so the focus follows it.
  const acted = useRef<{ action: 'earlier' | 'later' | 'remove'; at: number } | null>(null);
  const room = max - value.length - uploading;
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  useEffect(() => {
    const last = acted.current;
    acted.current = null;
    if (!last || !list.current) return;
    if (last.action === 'remove') {
      focusAfterRemoval(list.current, '[data-picture-action="remove"]', last.at, addButton.current);
      return;
    }
    const item = list.current.children[last.at];
    // At either end its own button is disabled; the other direction's is the one to press next.
    const same = item?.querySelector<HTMLButtonElement>(`[data-picture-action="${last.action}"]`);
    const other = item?.querySelector<HTMLButtonElement>(`[data-picture-action="${last.action === 'earlier' ? 'later' : 'earlier'}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [value]);

  const act = (action: 'earlier' | 'later' | 'remove', index: number) => {
    if (action === 'remove') {
      acted.current = { action, at: index };
      setSaid(t('pictureRemoved', { n: index + 1 }));
      onChange(value.filter((_, i) => i !== index));
      return;
    }
    const to = action === 'earlier' ? index - 1 : index + 1;
    acted.current = { action, at: to };
    setSaid(t('pictureMoved', { from: index + 1, to: to + 1 }));
    onChange(moved(value, index, to));
  };

  async function upload(files: FileList | null) {
    const chosen = [...(files ?? [])];
    if (input.current) input.current.value = '';
    if (!chosen.length) return;
    setRefused([]);
    // Too large is said here, in the limit the server keeps, rather than sent to be refused; it
    // takes none of the free places.
    const tooLarge = chosen.filter((file) => file.size > SUPPLIER_PICTURE_MAX_BYTES);
    const refuse = (line: string) => setRefused((all) => [...all, line]);
    for (const file of tooLarge) refuse(`${file.name}: ${t('pictureTooLarge', { size: SUPPLIER_PICTURE_MAX_BYTES / 1024 / 1024 })}`);
    const sent = chosen.filter((file) => !tooLarge.includes(file)).slice(0, Math.max(0, room));
    setUploading((n) => n + sent.length);
    let current = value;
    for (const file of sent) {
      try {
        const picture = await uploadDeskPicture(supplierId, file);
        current = [...current, picture.path];
        onChange(current);
      } catch (failure) {
        if (isApiError(failure)) refuse(`${file.name}: ${failure.detail || failure.title}`);
        else notify.apiError(failure);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  }

  const onDrop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    // A drag begun before the form closed for a save lands on the form the server sends back: none.
    if (dragged !== null && !locked) onChange(moved(value, dragged, index));
    setDragged(null);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1, fontWeight: 700 }}>
        {label}
      </Typography>
      <Box component="ol" ref={list} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {value.map((src, index) => (
          <Box
            component="li"
            key={src}
            draggable={!locked}
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
              cursor: locked ? 'default' : 'grab',
            }}
          >
            <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.100', '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' } }}>
              <Picture src={src} alt={t('picture', { n: index + 1 })} sizes="112px" draggable={false} />
            </Box>
            <Box sx={{ display: 'flex', justifyContent: max > 1 ? 'space-between' : 'center' }}>
              {/* In a right-to-left list "earlier" is to the right; a field of one picture has no order. */}
              {max > 1 && (
                <IconButton size="small" data-picture-action="earlier" disabled={index === 0} onClick={() => act('earlier', index)} aria-label={t('moveEarlier', { n: index + 1 })}>
                  <ChevronRight fontSize="small" />
                </IconButton>
              )}
              <IconButton size="small" data-picture-action="remove" onClick={() => act('remove', index)} aria-label={t('removePicture', { n: index + 1 })}>
                <DeleteOutline fontSize="small" />
              </IconButton>
              {max > 1 && (
                <IconButton size="small" data-picture-action="later" disabled={index === value.length - 1} onClick={() => act('later', index)} aria-label={t('moveLater', { n: index + 1 })}>
                  <ChevronLeft fontSize="small" />
                </IconButton>
              )}
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
      <Box role="status" sx={visuallyHidden}>
        {said}
      </Box>
      <Button ref={addButton} sx={{ mt: 1 }} variant="outlined" startIcon={<AddPhotoAlternateOutlined />} disabled={room <= 0} onClick={() => input.current?.click()}>
        {t('addPicture')}
      </Button>
      {refused.length > 0 && (
        <FormHelperText error role="alert">
          {refused.map((line) => (
            <span key={line} style={{ display: 'block' }}>
              {line}
            </span>
          ))}
        </FormHelperText>
      )}
      <FormHelperText error={!!error}>{error ?? help}</FormHelperText>
    </Box>
  );
}
