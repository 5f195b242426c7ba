import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getHelpTopics } from '@/api/cached';
import { helpHref } from '@/lib/routes';
import styles from './help-topics.module.css';

/**
 * The index of every screen's help, under the FAQ and under each help page: how a visitor finds
 * the help of a screen they are not on. `current` is left out. A secondary section: when the
 * index cannot be read the page goes out without it.
 */
export async function HelpTopics({ current }: { current?: string }) {
  const [topics, t] = await Promise.all([getHelpTopics().catch(() => []), getTranslations('content.help')]);
  const shown = topics.filter((topic) => topic.frontUniqueId !== current);
  if (shown.length === 0) return null;
  return (
    <section id="help" aria-labelledby="help-topics" className={styles.topics}>
      <h2 id="help-topics" className={styles.title}>
        {t('topics')}
      </h2>
      <p className={styles.hint}>{t('topicsHint')}</p>
      <ul className={styles.list}>
        {shown.map((topic) => (
          <li key={topic.frontUniqueId}>
            <Link href={helpHref(topic.frontUniqueId)} className={styles.link}>
              {topic.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
