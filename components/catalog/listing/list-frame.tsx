import type { ReactNode } from 'react';
import styles from './list-page.module.css';

/** A list's frame: how many there are, its order control, the cards and the pager. */
export function ListFrame(props: { summary: string; toolbar?: ReactNode; children: ReactNode; pager?: ReactNode; busy?: boolean }) {
  return (
    <div aria-busy={props.busy || undefined}>
      <div className={styles.toolbar}>
        <p role="status" className={styles.summary}>
          {props.summary}
        </p>
        {props.toolbar}
      </div>
      {props.children}
      {props.pager}
    </div>
  );
}
