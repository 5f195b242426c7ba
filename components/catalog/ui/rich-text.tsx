import { headingsUnderTitle, isHtml, persianDigitsInHtml } from '@/lib/rich-text';
import { toPersianDigits } from '@/lib/persian';
import styles from './rich-text.module.css';

/**
 * A description: sanitised HTML from the supplier desk (cleaned by the server's allow-list on the
 * way in, so it is shown as it is), or plain text kept with its line breaks. `underTitle`: it
 * follows the page's h1 directly, with no section heading between.
 */
export function RichText({ text, className, underTitle = false }: { text: string; className?: string; underTitle?: boolean }) {
  const classes = [styles.richText, className].filter(Boolean).join(' ');
  if (!isHtml(text)) return <div className={`${classes} ${styles.plain}`}>{toPersianDigits(text)}</div>;
  const html = persianDigitsInHtml(text);
  return <div className={classes} dangerouslySetInnerHTML={{ __html: underTitle ? headingsUnderTitle(html) : html }} />;
}
