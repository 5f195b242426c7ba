import type { ReactNode } from 'react';
import { PlainIcon } from '@/components/catalog/ui/plain-icon';
import styles from './empty-state.module.css';

/** What a list shows when it has nothing yet: an icon, a sentence and, optionally, a next step. */
export function EmptyState({ title, description, action, icon }: { title: string; description?: string; action?: ReactNode; icon?: ReactNode }) {
  return (
    <div role="status" className={styles.empty}>
      <div className={styles.icon} aria-hidden>
        {icon ?? <PlainIcon name="inbox" />}
      </div>
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
