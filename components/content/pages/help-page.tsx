import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getHelp } from '@/api/cached';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageBreadcrumbs } from '@/components/catalog/ui/page-breadcrumbs';
import { RichText } from '@/components/catalog/ui/rich-text';
import { orNotFound, pageNotFound } from '@/components/catalog/route-params';
import { pageMetadata } from '@/components/seo/page-metadata';
import { HELP_INDEX_HREF, helpHref } from '@/lib/routes';
import { HelpTopics } from '../help-topics';
import { plainText } from '@/lib/rich-text';
import styles from '../content.module.css';

const ID = /^[a-z0-9-]{1,60}$/;

function load(uniqueId: string) {
  if (!ID.test(uniqueId)) pageNotFound(helpHref(uniqueId));
  return orNotFound(getHelp(uniqueId), helpHref(uniqueId));
}

export async function helpMetadata(uniqueId: string): Promise<Metadata> {
  const entry = await load(uniqueId);
  return pageMetadata({ title: entry.title, description: plainText(entry.body).slice(0, 200), path: helpHref(uniqueId) });
}

/** `/help/{uniqueId}`: the help of one screen. */
export async function HelpPage({ uniqueId }: { uniqueId: string }) {
  const [entry, t] = await Promise.all([load(uniqueId), getTranslations('content.help')]);
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageBreadcrumbs items={[{ name: t('crumb'), href: HELP_INDEX_HREF }, { name: entry.title, href: helpHref(uniqueId) }]} />
      <article className={styles.article}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 22, md: 30 }, mb: 2 }}>
          {entry.title}
        </Typography>
        <RichText text={entry.body} underTitle />
      </article>
      <HelpTopics current={uniqueId} />
    </Container>
  );
}
