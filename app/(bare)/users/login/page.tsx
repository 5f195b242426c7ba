import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginCard } from '@/components/auth/login-card';
import { headers } from 'next/headers';
import { safeRedirectPath, sameSiteRefererPath } from '@/lib/safe-redirect';
import { env } from '@/lib/config/env';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('login');
  return { title: t('title'), robots: { index: false, follow: false } };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const [query, request] = await Promise.all([searchParams, headers()]);
  // Without a redirectPath (the header's link), back to the page the visitor came from.
  const cameFrom = sameSiteRefererPath(request.get('referer'), [request.get('host'), new URL(env().SITE_URL).host]);
  return (
    <LoginCard
      target={safeRedirectPath(first(query.redirectPath) ?? cameFrom)}
      loginPerPage={first(query.loginPerPage) || null}
    />
  );
}
