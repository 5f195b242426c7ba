import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SiteHeader } from '@/components/layout/site-header';
import { AnnouncementBar } from '@/components/content/announcement-bar';
import { SkipLink } from '@/components/layout/skip-link';
import { ProfileShell } from '@/components/profile/profile-shell';
import { getRequestSession } from '@/lib/auth/request-session';
import { serverSessionOf } from '@/lib/auth/server-session';
import { AdoptServerSession } from '@/components/auth/adopt-server-session';
import { ClientMessages, PROFILE_NAMESPACES } from '@/i18n/client-messages';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function ProfileLayout({ children }: { children: ReactNode }) {
  // proxy.ts already sent visitors without a valid token to the login page.
  const session = await getRequestSession();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AnnouncementBar />
      <SiteHeader />
      {session ? (
        <AdoptServerSession session={serverSessionOf(session)} />
      ) : null}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <ClientMessages namespaces={PROFILE_NAMESPACES}>
          <ProfileShell isAdmin={!!session?.roles.includes('admin')}>{children}</ProfileShell>
        </ClientMessages>
      </Box>
    </Box>
  );
}
