import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getUnderstoodNeed } from '@/api/cached';
import { fetchConversation, fetchConversations } from '@/api/ai';
import { isApiError } from '@/api/errors';
import type { AssistantConversation, ConversationListItem, UnderstoodNeed } from '@/api/contract/ai';
import { ConversationIdSchema, NEED_TEXT_MAX } from '@/api/contract/ai';
import { forwardedVisitorHeaders } from '@/lib/auth/request-session';
import { toPersianDigits } from '@/lib/persian';
import { ListItems } from '@/components/catalog/listing/list-items';
import { PageBreadcrumbs } from '@/components/catalog/ui/page-breadcrumbs';
import { pageMetadata } from '@/components/seo/page-metadata';
import { ClientMessages } from '@/i18n/client-messages';
import { categoryHref } from '@/lib/routes';
import { slugify } from '@/lib/slug';
import { NeedActions } from './need-actions';
import { ConversationKeeper, CONVERSATION_FIELD_ID } from './conversation-keeper';
import { RecentConversations } from './recent-conversations';
import styles from './assistant.module.css';

export const EXAMPLES = ['۵۰ تن میلگرد ۱۲ آجدار تحویل تهران تا آخر ماه', 'دنبال تولیدکننده لوله پلی‌اتیلن ۱۱۰ هستم', 'قیمت سیمان تیپ ۲ فله اصفهان'];

export const needOf = (q: string | string[] | undefined) => (Array.isArray(q) ? q[0] : (q ?? '')).trim().slice(0, NEED_TEXT_MAX);

/** The conversation id of the address (`?c=`), when it is one. */
export const conversationOf = (c: string | string[] | undefined) => {
  const id = Array.isArray(c) ? c[0] : c;
  return id && ConversationIdSchema.safeParse(id).success ? id : null;
};

/** The visitor's conversation of the address, and their recent ones on the assistant's home; neither stops the page. */
async function conversationsFor(conversationId: string | null, home: boolean) {
  const headers = await forwardedVisitorHeaders();
  const conversation: AssistantConversation | null = conversationId ? await fetchConversation(conversationId, { headers }).catch(() => null) : null;
  const recent: ConversationListItem[] = home && !conversation ? await fetchConversations({ headers }).catch(() => []) : [];
  return { conversation, recent };
}

export async function assistantMetadata(path: '/ai' | '/newai'): Promise<Metadata> {
  const t = await getTranslations('ai');
  return { ...pageMetadata({ title: t('title'), description: t('intro'), path: '/ai' }), ...(path === '/newai' ? { robots: { index: false, follow: true } } : {}) };
}

/**
 * `/ai` (and `/newai`, a fresh start): a need written in free Persian, read on the server without
 * any model — a plain GET form, so it works before any script — and answered with what was
 * understood, the matching categories, offers and suppliers; the chips and the drafts are the
 * browser's part. `?c=` names the visitor's conversation: its earlier needs are listed and the
 * next one asked goes on with it; the home lists the recent conversations instead.
 */
export async function AssistantPage({ q: asked, conversationId, path }: { q: string; conversationId: string | null; path: '/ai' | '/newai' }) {
  const t = await getTranslations('ai');
  const { conversation, recent } = await conversationsFor(conversationId, path === '/ai' && !asked);
  // A conversation opened without a need shows its last one answered again.
  const q = asked || conversation?.turns.at(-1)?.text || '';
  const earlier = (conversation?.turns ?? []).filter((turn, i, all) => !(i === all.length - 1 && turn.text === q));
  let need: UnderstoodNeed | null = null;
  let failure: string | null = null;
  if (q.length >= 2) {
    try {
      need = await getUnderstoodNeed(q);
    } catch (error) {
      failure = isApiError(error) && (error.status ?? 500) < 500 ? error.detail : t('failed');
    }
  }
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageBreadcrumbs items={[{ name: t('title'), href: '/ai' }]} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 22, md: 30 }, mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('intro')}</Typography>
      {earlier.length ? (
        <Box component="section" aria-labelledby="earlier-title" sx={{ mb: 2 }}>
          <Typography id="earlier-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('earlier')}
          </Typography>
          <ol className={styles.turns}>
            {earlier.map((turn) => (
              <li key={turn.position}>
                <a href={`/ai?c=${conversation!.id}&q=${encodeURIComponent(turn.text)}`}>{toPersianDigits(turn.text)}</a>
                {turn.understood.category ? <span className={styles.muted}> — {turn.understood.category.name}</span> : null}
              </li>
            ))}
          </ol>
        </Box>
      ) : null}
      <form action="/ai" method="get" className={styles.form}>
        {/* Disabled (not sent) until the visitor has a conversation to go on with. */}
        <input type="hidden" name="c" id={CONVERSATION_FIELD_ID} defaultValue={conversation?.id ?? ''} disabled={!conversation} />
        <label htmlFor="need" className={styles.label}>
          {t('label')}
        </label>
        <textarea id="need" name="q" className={styles.input} defaultValue={q} rows={3} maxLength={NEED_TEXT_MAX} placeholder={t('placeholder')} required minLength={2} />
        <div className={styles.actions}>
          <button type="submit" className={styles.button}>
            {t('ask')}
          </button>
          {conversation || need ? (
            <a href="/newai" className={styles.secondary}>
              {t('newConversation')}
            </a>
          ) : null}
        </div>
      </form>
      {!need && !failure ? (
        <Box component="section" aria-labelledby="examples-title" sx={{ mt: 2 }}>
          <Typography id="examples-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('examples')}
          </Typography>
          <ul className={styles.examples}>
            {EXAMPLES.map((e) => (
              <li key={e}>
                <a className={styles.example} href={`/ai?q=${encodeURIComponent(e)}`}>
                  {e}
                </a>
              </li>
            ))}
          </ul>
        </Box>
      ) : null}
      {path === '/ai' && !need && !failure ? (
        <Box component="section" aria-labelledby="recent-title" sx={{ mt: 3 }}>
          <Typography id="recent-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('recent')}
          </Typography>
          <ClientMessages namespaces={['ai']}>
            <RecentConversations initial={recent} />
          </ClientMessages>
        </Box>
      ) : null}
      {failure ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      ) : null}
      {need ? (
        <Box sx={{ display: 'grid', gap: 3, mt: 3 }}>
          {need.categories.length === 0 ? (
            <Alert severity="info">{t('notPlaced')}</Alert>
          ) : (
            <Box component="section" aria-labelledby="categories-title">
              <Typography id="categories-title" component="h2" variant="h6" sx={{ mb: 1 }}>
                {t('categories')}
              </Typography>
              <ul className={styles.examples}>
                {need.categories.slice(0, 3).map((c) => (
                  <li key={c.id}>
                    <a className={styles.example} href={categoryHref({ id: c.id, slug: slugify(c.name) })}>
                      {c.name}
                      {c.parentName ? ` (${c.parentName})` : ''}
                    </a>
                  </li>
                ))}
              </ul>
            </Box>
          )}
          <ClientMessages namespaces={['ai']}>
            <ConversationKeeper text={need.text} conversationId={conversation?.id ?? null} />
            <NeedActions key={q} need={need} />
          </ClientMessages>
          {need.products.length > 0 ? (
            <Box component="section" aria-labelledby="offers-title">
              <Typography id="offers-title" component="h2" variant="h6" sx={{ mb: 1 }}>
                {t('offersTitle')}
              </Typography>
              <ListItems kind="products" items={need.products} label={t('offersTitle')} emptyTitle={t('noSuppliers')} />
            </Box>
          ) : null}
        </Box>
      ) : null}
    </Container>
  );
}
