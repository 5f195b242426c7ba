import { getTranslations } from 'next-intl/server';
import { getRelatedProducts } from '@/api/cached';
import { ListItems } from '../listing/list-items';
import { SectionHeading } from '../ui/section-heading';
import { optionalRead } from '../ui/optional-read';
import styles from './product-page.module.css';

/** Similar products from the same category, below the fold; streamed after the page's top. */
export async function RelatedProducts({ productId }: { productId: number }) {
  const t = await getTranslations('productPage');
  const items = await optionalRead(getRelatedProducts(productId, 8), 'related products');
  if (!items || items.length === 0) return null;
  return (
    <section aria-labelledby="related-products" className={styles.related}>
      <SectionHeading id="related-products" title={t('related')} />
      <ListItems kind="products" items={items} label={t('related')} emptyTitle={t('related')} eagerImages={0} />
    </section>
  );
}
