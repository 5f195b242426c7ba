import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageBreadcrumbs } from '@/components/catalog/ui/page-breadcrumbs';
import { pageMetadata } from '@/components/seo/page-metadata';
import { ClientMessages } from '@/i18n/client-messages';
import { FeedbackForm } from '../feedback-form';

export async function feedbackMetadata(): Promise<Metadata> {
  const t = await getTranslations('content.feedback');
  return pageMetadata({ title: t('title'), description: t('intro'), path: '/feedback' });
}

/** `/feedback`: a message to the site's team. */
export async function FeedbackPage() {
  const t = await getTranslations('content.feedback');
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageBreadcrumbs items={[{ name: t('title'), href: '/feedback' }]} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 22, md: 30 }, mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('intro')}</Typography>
      <ClientMessages namespaces={['content']}>
        <FeedbackForm />
      </ClientMessages>
    </Container>
  );
}
