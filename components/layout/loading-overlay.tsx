'use client';

import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslations } from 'next-intl';
import { useSharedStore } from '@/stores/shared';
import { useInBrowser } from '@/components/ui/use-in-browser';

/**
 * The seed's full-screen overlay while the global `Loading` flag is true. Server HTML never
 * carries it: crawlers and first paint see the page, and the flag drops right after mount.
 */
export function LoadingOverlay() {
  const loading = useSharedStore((s) => s.Loading);
  const mounted = useInBrowser();
  const t = useTranslations('common');
  // Not even a closed Backdrop when idle: its spinner keeps animating (off the compositor) and
  // makes the browser produce frames for nothing.
  if (!mounted || !loading) return null;
  return (
    <Backdrop
      open
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1, bgcolor: 'rgba(255,255,255,0.85)' }}
      data-testid="loading-overlay"
    >
      <CircularProgress size={96} thickness={3} aria-label={t('loading')} />
    </Backdrop>
  );
}
