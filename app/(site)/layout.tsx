import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SiteHeader } from '@/components/layout/site-header';
import { AnnouncementBar } from '@/components/content/announcement-bar';
import { SiteFooter } from '@/components/layout/site-footer';

// Each page states its own `dynamic`: the shared pages (lib/shared-pages.ts) render per request
// and the site server's page cache keeps them (ADR 10).

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AnnouncementBar />
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
