import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import Container from '@mui/material/Container';
import { getAdvertisements } from '@/api/cached';
import type { Advertisement } from '@/api/contract/marketing';
import { formatToman, toPersianDigits } from '@/lib/persian';
import { productHref } from '@/lib/routes';
import { CardGrid } from '@/components/catalog/ui/card-grid';
import { PlainIcon } from '@/components/catalog/ui/plain-icon';
import { SectionHeading } from '@/components/catalog/ui/section-heading';
import { SupplierCard, toSupplierCard } from '@/components/catalog/ui/supplier-card';
import { optionalRead } from '@/components/catalog/ui/optional-read';
import { PerUnit } from '@/components/catalog/ui/per-unit';
import styles from '@/components/catalog/ui/cards.module.css';

const readFeatured = () => optionalRead(getAdvertisements({ placement: 'home_featured', limit: 12 }), 'home advertisements');
type ProductAd = Advertisement & { product: NonNullable<Advertisement['product']> };

/** Advertised products of the home page: the product's card with the advertiser's tagline. */
export async function AdvertisedProducts() {
  const [t, tc] = await Promise.all([getTranslations('homeCatalog'), getTranslations('catalog')]);
  const ads = (await readFeatured())?.filter((ad): ad is ProductAd => !!ad.product) ?? [];
  if (ads.length === 0) return null;
  return (
    <Container maxWidth="lg" component="section" aria-labelledby="home-ad-products" sx={{ pt: 5 }}>
      <SectionHeading id="home-ad-products" title={t('advertisedProducts')} />
      <CardGrid min={220} phoneColumns={2} label={t('advertisedProducts')}>
        {ads.map((ad) => {
          const name = toPersianDigits(ad.product.name);
          const image = ad.product.image ?? ad.image;
          return (
            <li key={ad.id}>
              <article className={styles.card} style={{ position: 'relative' }}>
                <Link href={productHref(ad.product)} className={styles.link}>
                  <div className={styles.media}>
                    {image ? (
                      // eslint-disable-next-line @next/next/no-img-element -- API media, sized by the 4:3 box
                      <img src={image} alt={name} width={320} height={240} loading="lazy" decoding="async" />
                    ) : (
                      <PlainIcon name="box" size={48} />
                    )}
                  </div>
                  <div className={styles.body}>
                    {ad.subtitle ? <span className={styles.outlinedChip}>{ad.subtitle}</span> : null}
                    <h3 className={styles.title}>{name}</h3>
                    <p className={styles.meta}>{ad.supplier.name}</p>
                    <div className={styles.foot}>
                      {ad.product.price && ad.product.price > 0 ? (
                        <p className={styles.price}>
                          {formatToman(ad.product.price)}
                          {ad.product.priceUnitName ? <PerUnit text={tc('perUnit', { unit: ad.product.priceUnitName })} className={styles.unit} /> : null}
                        </p>
                      ) : (
                        <p className={styles.onRequest}>{tc('priceOnRequest')}</p>
                      )}
                    </div>
                  </div>
                </Link>
                <span className={styles.badge}>{t('adLabel')}</span>
              </article>
            </li>
          );
        })}
      </CardGrid>
    </Container>
  );
}

/** Advertised suppliers of the home page. */
export async function AdvertisedSuppliers() {
  const t = await getTranslations('homeCatalog');
  const ads = (await readFeatured())?.filter((ad) => ad.targetKind === 'supplier') ?? [];
  if (ads.length === 0) return null;
  return (
    <Container maxWidth="lg" component="section" aria-labelledby="home-ad-suppliers" sx={{ pt: 5 }}>
      <SectionHeading id="home-ad-suppliers" title={t('advertisedSuppliers')} />
      <CardGrid label={t('advertisedSuppliers')}>
        {ads.map((ad) => (
          <li key={ad.id}>
            <SupplierCard supplier={toSupplierCard(ad.supplier)} />
          </li>
        ))}
      </CardGrid>
    </Container>
  );
}
