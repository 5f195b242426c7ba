'use client';

import { useEffect } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Link from 'next/link';
import { isCrawler } from '@/lib/http/crawler';
import { toPersianDigits } from '@/lib/persian/digits';

type Props = {
  statusCode: number;
  /**
   * When set (the error boundary and not-found screens), the view moves the visitor to the
   * dedicated error route on mount as the seed says; crawlers stay and read the real status.
   */
  redirectOnMount?: boolean;
  /** A more specific text than the default one for the status. */
  messageKey?: 'badRequest' | 'forbidden';
};

export function ErrorView({ statusCode, redirectOnMount = false, messageKey }: Props) {
  const t = useTranslations('errors');
  const router = useRouter();
  const pathname = usePathname();
  const isNotFound = statusCode === 404;

  useEffect(() => {
    const fullPath = window.location.pathname + window.location.search;
    // Seed, section 8: UI errors are only logged to the console.
    if (isNotFound) console.warn(`Page not found: ${fullPath}`);
    if (!redirectOnMount || isCrawler(navigator.userAgent)) return;
    const target = isNotFound ? '/error/404' : '/error';
    if (pathname !== target) router.replace(target);
  }, [isNotFound, pathname, redirectOnMount, router]);

  return (
    <Box
      component="section"
      aria-labelledby="error-heading"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', px: 2, py: 6, textAlign: 'center' }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 520 }}>
        {statusCode >= 400 && statusCode < 500 ? (
          <Typography
            component="p"
            aria-label={t('code', { code: statusCode })}
            sx={{ fontSize: { xs: 64, sm: 96 }, fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
          >
            {toPersianDigits(statusCode)}
          </Typography>
        ) : null}
        <Typography id="error-heading" component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {t('heading')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {messageKey ? t(messageKey) : isNotFound ? t('notFound') : t('serviceProblem')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1, width: { xs: '100%', sm: 'auto' } }}>
          <Button component={Link} href="/" variant="contained" startIcon={<HomeOutlined />}>
            {t('backHome')}
          </Button>
          {isNotFound ? (
            <Button variant="outlined" startIcon={<ArrowForward />} onClick={() => router.back()}>
              {t('backPrevious')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Box>
  );
}
