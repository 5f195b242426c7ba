import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import localFont from 'next/font/local';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { AppProviders } from '@/components/providers/app-providers';
import '@/components/theme/theme-variables.css';
import '@/components/theme/baseline.css';
import { BuildWatcher } from '@/components/layout/build-watcher';
import { HydrationMark } from '@/components/providers/hydration-mark';
import { pickMessages, SHELL_NAMESPACES } from '@/i18n/client-messages';
import { readBuildId } from '@/lib/build-id';
import { env } from '@/lib/config/env';
import { robotsMeta } from '@/lib/seo/robots';
import { EARLY_SESSION_SCRIPT } from '@/components/auth/early-session';
import { FAVORITE_EARLY_SCRIPT } from '@/components/favorites/favorite-early';
import { UNREAD_EARLY_SCRIPT } from '@/components/messages/unread-early';
import { VISIT_EARLY_SCRIPT } from '@/components/catalog/visit-early';
import { ANNOUNCEMENT_EARLY_SCRIPT } from '@/components/content/announcement-early';
import { TYPED_EARLY_SCRIPT } from '@/components/providers/typed-early';

const vazirmatn = localFont({
  src: './fonts/vazirmatn-variable.woff2',
  variable: '--font-vazirmatn',
  display: 'swap',
  weight: '400 800',
});

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('home');
  const tc = await getTranslations('common');
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: t('title'), template: `%s | ${tc('siteName')}` },
    description: t('description'),
    applicationName: tc('siteName'),
    // Seed, section 2: the staging site must stay out of search engines.
    robots: robotsMeta(env().APP_ENV),
    openGraph: { locale: 'fa_IR', siteName: tc('siteName'), type: 'website' },
  };
}

export const viewport: Viewport = { themeColor: '#1976D2', width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const buildId = await readBuildId();
  return (
    <html lang="fa" dir="rtl" className={vazirmatn.variable}>
      <head>
        {/* Before the first paint: a stored login shows in the header of cached public pages. */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_SESSION_SCRIPT }} />
        {/* Then, once the page is read: a signed-in visitor's hearts are filled (favorite-early.ts). */}
        <script dangerouslySetInnerHTML={{ __html: FAVORITE_EARLY_SCRIPT }} />
        {/* And the header's unread count, which came only after the first tap (unread-early.ts). */}
        <script dangerouslySetInnerHTML={{ __html: UNREAD_EARLY_SCRIPT }} />
        {/* A public page's visit is counted once it is read, not when React wakes on a tap (visit-early.ts). */}
        <script dangerouslySetInnerHTML={{ __html: VISIT_EARLY_SCRIPT }} />
        {/* Announcements the visitor closed stay closed, and a close works before React (announcement-early.ts). */}
        <script dangerouslySetInnerHTML={{ __html: ANNOUNCEMENT_EARLY_SCRIPT }} />
        {/* What is typed before React owns the page is typed again once it does (typed-early.ts). */}
        <script dangerouslySetInnerHTML={{ __html: TYPED_EARLY_SCRIPT }} />
      </head>
      <body>
        <NextIntlClientProvider messages={pickMessages(SHELL_NAMESPACES)}>
          <AppProviders>
            <HydrationMark />
            <BuildWatcher buildId={buildId} />
            {children}
          </AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
