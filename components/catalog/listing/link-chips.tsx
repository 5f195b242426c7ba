import Link from 'next/link';
import styles from './link-chips.module.css';

/** A row of links shown as pills (subcategories, category types); wraps on phones. */
export function LinkChips({ label, links }: { label: string; links: { href: string; label: string; current?: boolean }[] }) {
  if (links.length === 0) return null;
  return (
    <ul aria-label={label} className={styles.chips}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} aria-current={link.current ? 'page' : undefined} className={`${styles.chip} ${link.current ? styles.current : ''}`}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
