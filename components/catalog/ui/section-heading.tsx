import type { ReactNode } from 'react';
import { LinkButton } from './link-button';
import styles from './section-heading.module.css';

/** A section's heading with an optional "see all" link at the far end. */
export function SectionHeading({ id, title, action }: { id: string; title: ReactNode; action?: { href: string; label: string } }) {
  return (
    <div className={styles.heading}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {action ? (
        <LinkButton href={action.href} endIcon="back">
          {action.label}
        </LinkButton>
      ) : null}
    </div>
  );
}
