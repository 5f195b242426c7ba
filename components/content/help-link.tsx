import { getTranslations } from 'next-intl/server';
import { PlainIcon } from '@/components/catalog/ui/plain-icon';
import type { HelpTopicId } from '@/lib/help-topics';
import { helpHref } from '@/lib/routes';
import styles from './help-link.module.css';

/**
 * A screen's link to its help. It opens in a new tab: the screens that have help are forms and
 * lists a visitor is in the middle of, and leaving one would lose what was typed. `label` names a
 * part's help where the screen's own link is on the same page: two links of one name must not
 * lead to two places.
 */
export async function HelpLink({ topic, label }: { topic: HelpTopicId; label?: string }) {
  const t = await getTranslations('content.help');
  return (
    <a href={helpHref(topic)} target="_blank" rel="noopener" className={styles.link}>
      <PlainIcon name="help" />
      {label ?? t('link')}{' '}
      <span className={styles.hidden}>{t('newTab')}</span>
    </a>
  );
}
