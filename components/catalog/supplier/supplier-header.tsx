import { getTranslations } from 'next-intl/server';
import { FavoriteButton } from '@/components/favorites/favorite-button';
import type { SupplierDetail } from '@/api/contract/suppliers';
import { formatNumber, toPersianDigits } from '@/lib/persian';
import { messageSupplierHref, newDirectOrderHref } from '@/lib/routes';
import { LinkButton } from '../ui/link-button';
import { PlainIcon } from '../ui/plain-icon';
import chips from '../ui/chips.module.css';
import headings from '../ui/headings.module.css';
import { Picture } from '../ui/picture';
import styles from './supplier-header.module.css';

/** Between the counts of the header: the Persian comma, which no reader takes for a digit. */
const COUNT_SEPARATOR = '، ';

const jalaliYear = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  year: 'numeric',
  timeZone: 'Asia/Tehran',
});

/** A storefront's top: logo, name, verified mark, place, rating, founding year and counts. */
export async function SupplierHeader({
  supplier,
  headingLevel = 'h1',
}: {
  supplier: SupplierDetail;
  headingLevel?: 'h1' | 'p';
}) {
  const t = await getTranslations('supplierPage');
  const tt = await getTranslations('categoryTypes');
  // Delegations and sale cities are a storefront's extras: «۰ نمایندگی» read as something missing.
  const counts = [
    t('countProducts', { count: supplier.counts.products }),
    t('countCategories', { count: supplier.counts.categories }),
    supplier.counts.merchantDelegations > 0 ? t('countDelegations', { count: supplier.counts.merchantDelegations }) : null,
    supplier.counts.saleCities > 0 ? t('countSaleCities', { count: supplier.counts.saleCities }) : null,
  ].filter((count) => count !== null);
  const Heading = headingLevel;
  return (
    <>
      {supplier.cover ? (
        <div className={styles.cover}>
          <Picture src={supplier.cover} alt="" sizes="(min-width: 1280px) 1232px, 100vw" />
        </div>
      ) : null}
      <div className={styles.header}>
        <div className={styles.logo}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a logo of any size, stored as uploaded */}
          {supplier.logo ? <img src={supplier.logo} alt="" /> : supplier.name.charAt(0)}
        </div>
        <div className={styles.body}>
          <Heading className={headings.entityName}>{supplier.name}</Heading>
          <div className={chips.chips}>
            {supplier.isVerified ? (
              <span className={`${chips.chip} ${chips.verified}`}>
                <PlainIcon name="verified" />
                {t('verified')}
              </span>
            ) : null}
            {supplier.categoryTypes.map((type) => (
              <span key={type} className={`${chips.chip} ${chips.outlined}`}>
                {tt(type)}
              </span>
            ))}
            {supplier.city ? (
              <span className={styles.fact}>
                <PlainIcon name="place" />
                {supplier.city.name}، {supplier.city.stateName}
              </span>
            ) : null}
            {supplier.rating > 0 ? (
              <span className={styles.fact}>
                <PlainIcon name="star" className={styles.star} />
                {t('rating', { rating: formatNumber(supplier.rating, { decimals: true }) })}
              </span>
            ) : null}
            {supplier.foundedYear ? (
              <span className={styles.fact}>
                {t('founded', {
                  year: jalaliYear.format(new Date(Date.UTC(supplier.foundedYear, 6, 1))),
                })}
              </span>
            ) : null}
          </div>
          <p className={styles.counts}>
            {/* «،», not «·»: a middle dot between Persian numbers reads as a zero (۰). */}
            {counts.join(COUNT_SEPARATOR)}
          </p>
          <div className={styles.actions}>
            <LinkButton
              href={newDirectOrderHref({ supplierId: supplier.id })}
              variant="contained"
              icon="cart"
            >
              {t('directOrder')}
            </LinkButton>
            <LinkButton
              href={messageSupplierHref(supplier.id, {
                pageKind: 'supplier',
                objectId: supplier.id,
              })}
              variant="outlined"
              icon="chat"
            >
              {t('messageSupplier')}
            </LinkButton>
          </div>
        </div>
        <FavoriteButton
          pageKind="supplier"
          objectId={supplier.id}
          name={toPersianDigits(supplier.name)}
        />
      </div>
    </>
  );
}
