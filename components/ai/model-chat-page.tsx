import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageBreadcrumbs } from '@/components/catalog/ui/page-breadcrumbs';
import { pageMetadata } from '@/components/seo/page-metadata';
import { ClientMessages } from '@/i18n/client-messages';
import { env } from '@/lib/config/env';
import { ModelChat } from './model-chat';

export async function modelChatMetadata(): Promise<Metadata> {
  const t = await getTranslations('ai.model');
  return { ...pageMetadata({ title: t('title'), description: t('intro'), path: '/openai' }), robots: { index: false, follow: true } };
}

/**
 * `/openai`: the model-backed chat when an OpenAI-compatible model is configured (`AI_BASE_URL`);
 * otherwise the page says so plainly and sends the buyer to the rule-based assistant.
 */
export async function ModelChatPage() {
  const t = await getTranslations('ai.model');
  const configured = Boolean(env().AI_BASE_URL);
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageBreadcrumbs items={[{ name: t('title'), href: '/openai' }]} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 22, md: 30 }, mb: 2 }}>
        {t('title')}
      </Typography>
      {configured ? (
        <ClientMessages namespaces={['ai']}>
          <ModelChat />
        </ClientMessages>
      ) : (
        // The way on under the words, not beside them: on a phone the action's narrow column broke
        // «رفتن به دستیار خرید» over three lines.
        <Alert severity="info">
          {t('notConfigured')}
          <Button color="inherit" variant="outlined" href="/ai" sx={{ display: 'flex', width: 'fit-content', mt: 1 }}>
            {t('toAssistant')}
          </Button>
        </Alert>
      )}
    </Container>
  );
}
