import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { FavoriteButton } from '@/components/favorites/favorite-button';
import type { SupplierProductDetail } from '@/api/contract/catalog';
import { formatJalaliDate, formatNumber, toLatinDigits, toPersianDigits } from '@/lib/persian';
import { baseProductHref, categorySupplierProductsHref, messageSupplierHref, newDirectOrderHref, supplierHref } from '@/lib/routes';
import { LinkButton } from '../ui/link-button';
import { PlainIcon } from '../ui/plain-icon';
import { PriceText } from '../ui/price-text';
import chips from '../ui/chips.module.css';
import headings from '../ui/headings.module.css';
import styles from './product-page.module.css';

/** The buying box of a product page: price, minimum order, stock, the supplier and what to do next. */
export async function ProductSummary({ product }: { product: SupplierProductDetail }) {
  const t = await getTranslations('productPage');
  const tc = await getTranslations('catalog');
  const supplier = product.supplier;
  const others = product.offerCount - 1;
  return (
    <div>
      <h1 className={headings.entityName}>{toPersianDigits(product.name)}</h1>
      <div className={chips.chips}>
        <span className={`${chips.chip} ${product.stockState === 'in_stock' ? chips.positive : ''}`}>{tc(`stock.${product.stockState}`)}</span>
        {supplier.isVerified ? (
          <span className={`${chips.chip} ${chips.verified}`}>
            <PlainIcon name="verified" />
            {tc('verified')}
          </span>
        ) : null}
        <span className={styles.favorite}>
          <FavoriteButton pageKind="supplier_product" objectId={product.id} name={toPersianDigits(product.name)} />
        </span>
      </div>
      <div className={styles.panel}>
        <PriceText price={product.price} unitName={product.priceUnit?.name} />
        {product.minOrderQuantity ? (
          <p className={styles.minOrder}>
            {tc('minOrder', { quantity: formatNumber(product.minOrderQuantity, { decimals: true }), unit: product.minOrderUnit?.name ?? '' })}
          </p>
        ) : null}
        <p className={styles.updated}>{t('updatedAt', { date: formatJalaliDate(product.updatedAt) })}</p>
        <div className={styles.actions}>
          <LinkButton href={newDirectOrderHref({ supplierProductId: product.id })} variant="contained" icon="cart">
            {t('directOrder')}
          </LinkButton>
          <LinkButton href={messageSupplierHref(product.supplier.id, { pageKind: 'supplier_product', objectId: product.id })} variant="outlined" icon="chat">
            {t('messageSupplier')}
          </LinkButton>
          {others > 0 ? (
            <LinkButton href={baseProductHref(product.baseProduct)} variant="outlined" icon="compare">
              {t('compareOffers', { count: others })}
            </LinkButton>
          ) : null}
        </div>
      </div>
      <section aria-labelledby="product-supplier" className={styles.panel}>
        <h2 id="product-supplier" className={styles.sellerLabel}>
          {t('seller')}
        </h2>
        <Link href={supplierHref(supplier)} className={styles.sellerName}>
          {supplier.name}
        </Link>
        {supplier.rating > 0 ? <p className={styles.rating}>{tc('ratingLabel', { rating: supplier.rating })}</p> : null}
        <hr className={styles.divider} />
        {supplier.city || supplier.address ? (
          <p className={styles.place}>
            <PlainIcon name="place" />
            <span>{toPersianDigits(supplier.address ?? [supplier.city?.name, supplier.city?.stateName].filter(Boolean).join('، '))}</span>
          </p>
        ) : null}
        {supplier.phone ? (
          <p className={styles.phone}>
            <PlainIcon name="phone" />
            <a href={`tel:${toLatinDigits(supplier.phone)}`} dir="ltr" className={styles.phoneLink}>
              {toPersianDigits(supplier.phone)}
            </a>
          </p>
        ) : null}
        <LinkButton href={categorySupplierProductsHref(product.categoryId, supplier.id)} className={styles.more}>
          {t('moreFromSupplier', { category: product.categoryPath[product.categoryPath.length - 1]?.name ?? '' })}
        </LinkButton>
      </section>
    </div>
  );
}
