import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/layout/site-header';
import { AnnouncementBar } from '@/components/content/announcement-bar';
import { SkipLink } from '@/components/layout/skip-link';
import { SiteFooter } from '@/components/layout/site-footer';
import styles from '@/components/layout/site-layout.module.css';

// Each page states its own `dynamic`: the shared pages (lib/shared-pages.ts) render per request
// and the site server's page cache keeps them (ADR 10).

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <AnnouncementBar />
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
