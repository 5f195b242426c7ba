import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getFaqGroups } from '@/api/cached';
import { PageBreadcrumbs } from '@/components/catalog/ui/page-breadcrumbs';
import { RichText } from '@/components/catalog/ui/rich-text';
import { EmptyState } from '@/components/ui/empty-state';
import { JsonLd } from '@/components/seo/json-ld-script';
import { faqJsonLd } from '@/components/seo/json-ld';
import { pageMetadata } from '@/components/seo/page-metadata';
import { plainText } from '@/lib/rich-text';
import { formatNumber, toPersianDigits } from '@/lib/persian';
import { FaqVisitCounter } from '../faq-visit-counter';
import { HelpTopics } from '../help-topics';
import styles from '../faq.module.css';
import { SEARCH_TEXT_MAX } from '@/api/contract/limits';

/** The searched words, trimmed to what the API takes. */
export const faqQueryOf = (q: string | string[] | undefined) => (Array.isArray(q) ? q[0] : (q ?? '')).trim().slice(0, 100);

export async function faqMetadata(q: string): Promise<Metadata> {
  const t = await getTranslations('content.faq');
  return pageMetadata({ title: t('title'), description: t('description'), path: '/faq', noindex: Boolean(q) });
}

/**
 * `/faq`: every question grouped under its category, each answer in a `<details>` that opens
 * without any script; searched with a plain GET form (`/faq?q=…`). FAQPage JSON-LD for crawlers.
 * Below them, the index of every screen's help (`/faq#help`).
 */
export async function FaqPage({ q }: { q: string }) {
  const t = await getTranslations('content.faq');
  const groups = await getFaqGroups(q || undefined);
  const questions = groups.flatMap((g) => g.questions);
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageBreadcrumbs items={[{ name: t('title'), href: '/faq' }]} />
      {!q && questions.length > 0 ? <JsonLd data={faqJsonLd(questions.map((x) => ({ question: x.question, answer: plainText(x.answer) })))} /> : null}
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 22, md: 30 }, mb: 2 }}>
        {t('title')}
      </Typography>
      <form role="search" action="/faq" method="get" className={styles.search}>
        <input className={styles.input} type="search" name="q" defaultValue={q} placeholder={t('searchPlaceholder')} aria-label={t('searchLabel')} maxLength={SEARCH_TEXT_MAX} />
        <button className={styles.button} type="submit">
          {t('search')}
        </button>
      </form>
      {q ? (
        <Typography role="status" sx={{ mb: 2, color: 'text.secondary' }}>
          {t('results', { count: formatNumber(questions.length), q })}
        </Typography>
      ) : null}
      {groups.length === 0 ? (
        <EmptyState title={t('none')} description={t('noneHint')} />
      ) : (
        <FaqVisitCounter>
          {groups.map((group) => (
            <section key={group.id} className={styles.group} aria-labelledby={`faq-${group.id}`}>
              <h2 id={`faq-${group.id}`} className={styles.groupTitle}>
                {group.name}
              </h2>
              {group.questions.map((question) => (
                <details key={question.id} className={styles.question} data-question-id={question.id} open={Boolean(q)}>
                  <summary>{toPersianDigits(question.question)}</summary>
                  <div className={styles.answer}>
                    <RichText text={question.answer} />
                  </div>
                </details>
              ))}
            </section>
          ))}
        </FaqVisitCounter>
      )}
      <HelpTopics />
    </Container>
  );
}
