import type { CSSProperties } from 'react';
import container from '@/components/layout/container.module.css';
import styles from './skeletons.module.css';

/** Placeholder cards while a list streams in. */
export function CardGridSkeleton({ count = 6, height = 96, min = 240 }: { count?: number; height?: number; min?: number }) {
  return (
    <div aria-hidden className={styles.grid} style={{ '--card-min': `${min}px` } as CSSProperties}>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={`${styles.bone} ${styles.card}`} style={{ height }} />
      ))}
    </div>
  );
}

/** A section (heading + cards) still on its way. */
export function SectionSkeleton({ count = 6, height = 96, min = 240 }: { count?: number; height?: number; min?: number }) {
  return (
    <div className={styles.section} aria-busy="true">
      <span className={`${styles.bone} ${styles.line} ${styles.heading}`} />
      <CardGridSkeleton count={count} height={height} min={min} />
    </div>
  );
}

/** The whole catalogue page while its route loads: breadcrumb, title, a grid. */
export function CataloguePageSkeleton({ cardHeight = 96, min = 240 }: { cardHeight?: number; min?: number }) {
  return (
    <div className={`${container.lg} ${styles.page}`} aria-busy="true">
      <span className={`${styles.bone} ${styles.line} ${styles.trail}`} />
      <span className={`${styles.bone} ${styles.line} ${styles.title}`} />
      <span className={`${styles.bone} ${styles.line} ${styles.subtitle}`} />
      <div className={styles.gridPlace}>
        <CardGridSkeleton count={8} height={cardHeight} min={min} />
      </div>
    </div>
  );
}
