import { useTranslations } from 'next-intl';
import { formatToman } from '@/lib/persian';
import { PerUnit } from './per-unit';
import styles from './price-text.module.css';

type Props = {
  /** Rial; null means the supplier quotes on request. */
  price: number | null;
  unitName?: string | null;
};

/** A price as people read it, large: Toman with Persian digits, per unit; or "price on request". */
export function PriceText({ price, unitName }: Props) {
  const t = useTranslations('catalog');
  if (price === null || price <= 0) return <p className={styles.onRequest}>{t('priceOnRequest')}</p>;
  return (
    <p className={styles.price}>
      {formatToman(price)}
      {unitName ? <PerUnit text={t('perUnit', { unit: unitName })} className={styles.unit} /> : null}
    </p>
  );
}
