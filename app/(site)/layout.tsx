import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';

// No route-wide `dynamic` here: catalogue pages are ISR (rendered on first visit, then served
// from the cache and revalidated by data tags); pages that need the request opt in themselves.

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
