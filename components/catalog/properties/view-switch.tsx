import Link from 'next/link';
import type { PropertyView } from './filter-state';
import styles from './view-switch.module.css';

/** Products or suppliers of a property search, as two links that keep the filter (ADR 9). */
export function ViewSwitch({ label, current, links }: { label: string; current: PropertyView; links: { view: PropertyView; label: string; href: string }[] }) {
  return (
    <nav aria-label={label} className={styles.switch}>
      {links.map((link) => (
        <Link key={link.view} href={link.href} className={styles.option} aria-current={link.view === current ? 'page' : undefined} scroll={false} rel="nofollow">
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
