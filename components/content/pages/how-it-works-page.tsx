import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import { PageBreadcrumbs } from '@/components/catalog/ui/page-breadcrumbs';
import { pageMetadata } from '@/components/seo/page-metadata';
import { toPersianDigits } from '@/lib/persian';
import styles from '../how-it-works.module.css';

const BUYING: [string, ReactNode][] = [
  ['search', <SearchOutlined key="i" />],
  ['compare', <CompareArrowsOutlined key="i" />],
  ['talk', <ForumOutlined key="i" />],
  ['order', <RequestQuoteOutlined key="i" />],
  ['pay', <AccountBalanceWalletOutlined key="i" />],
  ['done', <TaskAltOutlined key="i" />],
];
const SELLING: [string, ReactNode][] = [
  ['storefront', <StorefrontOutlined key="i" />],
  ['catalogue', <Inventory2Outlined key="i" />],
  ['badge', <VerifiedOutlined key="i" />],
  ['answer', <MarkEmailUnreadOutlined key="i" />],
  ['deal', <HandshakeOutlined key="i" />],
  ['write', <ArticleOutlined key="i" />],
];

export async function howItWorksMetadata(): Promise<Metadata> {
  const t = await getTranslations('content.howItWorks');
  return pageMetadata({ title: t('title'), description: t('intro'), path: '/how-it-work' });
}

/** `/how-it-work`: the buying and selling steps (PRODUCT.md), each with its picture. */
export async function HowItWorksPage() {
  const t = await getTranslations('content.howItWorks');
  const steps = (kind: 'buying' | 'selling', list: [string, ReactNode][]) => (
    <section aria-labelledby={`how-${kind}`} className={styles.section}>
      <h2 id={`how-${kind}`} className={styles.heading}>
        {t(`${kind}.title`)}
      </h2>
      <ol className={styles.steps}>
        {list.map(([key, icon], i) => (
          <li key={key} className={styles.step}>
            <span className={styles.icon} aria-hidden>
              {icon}
            </span>
            <span className={styles.number} aria-hidden>
              {toPersianDigits(i + 1)}
            </span>
            <h3 className={styles.stepTitle}>{t(`${kind}.${key}.title`)}</h3>
            <p className={styles.stepText}>{t(`${kind}.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageBreadcrumbs items={[{ name: t('title'), href: '/how-it-work' }]} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 22, md: 30 }, mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('intro')}</Typography>
      {steps('buying', BUYING)}
      {steps('selling', SELLING)}
    </Container>
  );
}
