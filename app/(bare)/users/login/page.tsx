import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginCard } from '@/components/auth/login-card';
import { safeRedirectPath } from '@/lib/safe-redirect';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('login');
  return { title: t('title'), robots: { index: false, follow: false } };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  return (
    <LoginCard
      target={safeRedirectPath(first(query.redirectPath))}
      loginPerPage={first(query.loginPerPage) || null}
    />
  );
}
