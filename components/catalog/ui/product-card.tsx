import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { SupplierProductCard } from '@/api/contract/catalog';
import { formatNumber, formatToman, toPersianDigits } from '@/lib/persian';
import { productHref } from '@/lib/routes';
import { FavoriteButton } from '@/components/favorites/favorite-button';
import { PlainIcon } from './plain-icon';
import { Picture } from './picture';
import { PerUnit } from './per-unit';
import styles from './cards.module.css';

/** Two cards a row on a phone, up to five on a wide screen (cards.module.css). */
const CARD_SIZES = '(min-width: 1200px) 240px, (min-width: 600px) 33vw, 50vw';

/**
 * One supplier product in a list. Plain elements and static CSS (see cards.module.css); no
 * server-only code, so the same card renders in server lists and in the client's paged lists.
 */
export function ProductCard({ product, priority = false }: { product: SupplierProductCard; priority?: boolean }) {
  const t = useTranslations('catalog');
  const name = toPersianDigits(product.name);
  const place = [product.supplier.name, product.supplier.city?.name].filter(Boolean).join('، ');
  return (
    <article className={styles.card}>
      <Link href={productHref(product)} className={styles.link}>
        <div className={styles.media}>
          {product.image ? (
            <Picture
              src={product.image}
              alt={name}
              sizes={CARD_SIZES}
              width={320}
              height={240}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              decoding="async"
            />
          ) : (
            <PlainIcon name="box" size={48} />
          )}
        </div>
        <div className={styles.body}>
          <h3 className={styles.title}>{name}</h3>
          <p className={styles.meta}>{place}</p>
          <div className={styles.foot}>
            {product.price && product.price > 0 ? (
              <p className={styles.price}>
                {formatToman(product.price)}
                {product.priceUnit ? <PerUnit text={t('perUnit', { unit: product.priceUnit.name })} className={styles.unit} /> : null}
              </p>
            ) : (
              <p className={styles.onRequest}>{t('priceOnRequest')}</p>
            )}
            {product.minOrderQuantity ? (
              <p className={styles.caption}>
                {t('minOrder', { quantity: formatNumber(product.minOrderQuantity, { decimals: true }), unit: product.minOrderUnit?.name ?? '' })}
              </p>
            ) : null}
            {product.stockState !== 'in_stock' ? <span className={styles.chip}>{t(`stock.${product.stockState}`)}</span> : null}
          </div>
        </div>
      </Link>
      {/* Beside the link, not in it: a form cannot sit inside a link. */}
      <div className={styles.heart}>
        {/* Offers of one base product share its name: the supplier tells their hearts apart. */}
        <FavoriteButton pageKind="supplier_product" objectId={product.id} name={`${name}، ${toPersianDigits(product.supplier.name)}`} />
      </div>
    </article>
  );
}
