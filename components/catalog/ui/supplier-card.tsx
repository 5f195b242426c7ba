import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/persian';
import { supplierHref } from '@/lib/routes';
import { FavoriteButton } from '@/components/favorites/favorite-button';
import { PlainIcon } from './plain-icon';
import styles from './cards.module.css';

export type SupplierCardData = {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  isVerified: boolean;
  rating: number;
  cityName: string | null;
  productCount?: number;
};

/** One supplier in a list: logo, name, verified mark, city, rating and what it offers. */
export function SupplierCard({ supplier, headingLevel = 'h3' }: { supplier: SupplierCardData; headingLevel?: 'h2' | 'h3' }) {
  const t = useTranslations('catalog');
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <Link href={supplierHref(supplier)} className={styles.supplier}>
        <span className={styles.logo} aria-hidden>
          {supplier.logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- API media, 56 px
            <img src={supplier.logo} alt="" width={56} height={56} loading="lazy" decoding="async" />
          ) : (
            supplier.name.charAt(0)
          )}
        </span>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Heading className={styles.title}>
            {supplier.name}
            {/* The spaces keep the link's accessible name in words: «… سیمرغ تأییدشده، تهران، …». */}
            {supplier.isVerified ? <> <PlainIcon name="verified" className={styles.verified} label={t('verified')} /></> : null}
          </Heading>
          <div className={`${styles.meta} ${styles.facts}`}>
            {supplier.cityName ? <span>{supplier.cityName}</span> : null}{' '}
            {supplier.rating > 0 ? (
              <span role="img" aria-label={t('ratingLabel', { rating: supplier.rating })}>
                <PlainIcon name="star" className={styles.star} />
                {formatNumber(supplier.rating, { decimals: true })}
              </span>
            ) : null}{' '}
            {supplier.productCount !== undefined ? <span>{t('productCount', { count: supplier.productCount })}</span> : null}
          </div>
        </div>
      </Link>
      <div className={styles.heart}>
        <FavoriteButton pageKind="supplier" objectId={supplier.id} name={supplier.name} />
      </div>
    </article>
  );
}

/** The card data of an API supplier summary. */
export function toSupplierCard(s: {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  isVerified: boolean;
  rating: number;
  city?: { name: string } | null;
  cityName?: string | null;
  productCount?: number;
}): SupplierCardData {
  return {
    id: s.id,
    name: s.name,
    slug: s.slug,
    logo: s.logo,
    isVerified: s.isVerified,
    rating: s.rating,
    cityName: s.city?.name ?? s.cityName ?? null,
    productCount: s.productCount,
  };
}
