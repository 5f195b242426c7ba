import { getTranslations } from 'next-intl/server';
import type { SupplierProductCard } from '@/api/contract/catalog';
import { formatNumber, formatToman, toPersianDigits } from '@/lib/persian';
import { productHref, supplierHref } from '@/lib/routes';
import { OFFER_SORTS, offerCities, sortOffers } from './offer-sort';
import styles from './offer-comparison.module.css';

const SORT_FIELD = 'offer-sort';
const CITY_FIELD = 'offer-city';
const ALL = 'all';

/**
 * Every supplier's offer of one product, side by side: price, city, minimum order, supplier.
 * Its order and city are two native selects that work on the first tap with no script and no
 * request (ADR 9): the table is rendered once per order, and CSS shows the one whose option is
 * chosen (`:has(option:checked)`) and hides the rows of other cities. The selects carry no
 * default of React's, so hydration leaves a choice made before it as it is.
 */
export async function OfferComparison({ offers }: { offers: SupplierProductCard[] }) {
  const t = await getTranslations('baseProductPage');
  const tc = await getTranslations('catalog');
  const cities = offerCities(offers);
  const price = (o: SupplierProductCard) =>
    o.price && o.price > 0 ? `${formatToman(o.price)}${o.priceUnit ? `\u00a0/\u00a0${o.priceUnit.name}` : ''}` : tc('priceOnRequest');
  const minOrder = (o: SupplierProductCard) =>
    o.minOrderQuantity ? `${formatNumber(o.minOrderQuantity, { decimals: true })} ${o.minOrderUnit?.name ?? ''}`.trim() : t('noMinimum');
  // One rule per city: the ids are the data's, so these rules cannot live in the stylesheet.
  const cityRules = cities
    .map((c) => `[data-offers]:has(select[name="${CITY_FIELD}"] option[value="${c.id}"]:checked) tr[data-city]:not([data-city="${c.id}"]){display:none}`)
    .join('');

  return (
    <div className={styles.comparison} data-offers="">
      {cityRules ? <style>{cityRules}</style> : null}
      <div className={styles.controls}>
        <label className={styles.field}>
          <span>{t('sortBy')}</span>
          <select name={SORT_FIELD} className={styles.select}>
            {OFFER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        {cities.length > 1 ? (
          <label className={styles.field}>
            <span>{t('city')}</span>
            <select name={CITY_FIELD} className={styles.select}>
              <option value={ALL}>{t('allCities')}</option>
              {cities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <div className={styles.scroller}>
        <table aria-label={t('tableLabel')} className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('colSupplier')}</th>
              <th scope="col">{t('colPrice')}</th>
              <th scope="col" className={styles.wide}>
                {t('colCity')}
              </th>
              <th scope="col" className={styles.wide}>
                {t('colMinOrder')}
              </th>
            </tr>
          </thead>
          {OFFER_SORTS.map((sort) => (
            <tbody key={sort} data-sort={sort}>
              {sortOffers(offers, sort).map((o) => (
                <tr key={o.id} data-city={o.supplier.city?.id ?? ''}>
                  <td>
                    <a href={supplierHref(o.supplier)} className={styles.supplier}>
                      {o.supplier.name}
                    </a>
                    {o.supplier.isVerified ? (
                      <svg className={styles.verified} viewBox="0 0 24 24" width="16" height="16" role="img" aria-label={tc('verified')}>
                        <path
                          fill="currentColor"
                          d="m23 12-2.44-2.79.34-3.69-3.61-.82-1.89-3.2L12 2.96 8.6 1.5 6.71 4.69 3.1 5.5l.34 3.7L1 12l2.44 2.79-.34 3.7 3.61.82L8.6 22.5l3.4-1.47 3.4 1.46 1.89-3.19 3.61-.82-.34-3.69zm-12.91 4.72-3.8-3.81 1.48-1.48 2.32 2.33 5.85-5.87 1.48 1.48z"
                        />
                      </svg>
                    ) : null}
                    <a href={productHref(o)} className={styles.product}>
                      {toPersianDigits(o.name)}
                    </a>
                    <span className={styles.narrow}>{[o.supplier.city?.name, `${t('colMinOrder')}: ${minOrder(o)}`].filter(Boolean).join('، ')}</span>
                  </td>
                  <td className={styles.price}>{price(o)}</td>
                  <td className={styles.wide}>{o.supplier.city?.name ?? '—'}</td>
                  <td className={styles.wide}>{minOrder(o)}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}
