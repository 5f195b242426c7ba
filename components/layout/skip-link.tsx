import { getTranslations } from 'next-intl/server';
import styles from './skip-link.module.css';

/**
 * «رفتن به محتوای اصلی»: the page's first Tab stop, before the announcement bars (each with a link
 * and a close button) and the header, so a keyboard user skips them all with one key.
 */
export async function SkipLink() {
  const t = await getTranslations('common');
  return (
    <a href="#main" className={styles.skip}>
      {t('skipToContent')}
    </a>
  );
}
