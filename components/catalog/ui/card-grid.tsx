import type { CSSProperties, ReactNode } from 'react';
import styles from './cards.module.css';

/** The responsive grid of catalogue cards: one or two columns on a 360 px phone, more as space allows. */
export function CardGrid({ children, min = 240, label, phoneColumns = 1 }: { children: ReactNode; min?: number; label?: string; phoneColumns?: 1 | 2 }) {
  const style = { '--card-min': `${min}px`, '--phone-columns': phoneColumns } as CSSProperties;
  return (
    <ul aria-label={label} className={styles.grid} style={style}>
      {children}
    </ul>
  );
}
