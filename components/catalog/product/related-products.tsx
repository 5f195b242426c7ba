import { getTranslations } from 'next-intl/server';
import { getRelatedProducts } from '@/api/cached';
import type { SupplierProductCard } from '@/api/contract/catalog';
import { ListItems } from '../listing/list-items';
import { SectionHeading } from '../ui/section-heading';
import { optionalRead } from '../ui/optional-read';
import styles from './product-page.module.css';

/**
 * Below the fold, streamed after the page's top: the same product from other suppliers, then
 * similar products of the category, each under its own heading (one read gives both, the same
 * product first). Under one «کالاهای مشابه» the same name came back over and over.
 */
export async function RelatedProducts({ productId, baseProductId }: { productId: number; baseProductId: number }) {
  const t = await getTranslations('productPage');
  const items = await optionalRead(getRelatedProducts(productId, 8), 'related products');
  if (!items || items.length === 0) return null;
  const same = items.filter((item) => item.baseProductId === baseProductId);
  const similar = items.filter((item) => item.baseProductId !== baseProductId);
  return (
    <>
      <Related id="same-product-elsewhere" title={t('sameElsewhere')} items={same} />
      <Related id="related-products" title={t('related')} items={similar} />
    </>
  );
}

function Related({ id, title, items }: { id: string; title: string; items: SupplierProductCard[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.related}>
      <SectionHeading id={id} title={title} />
      <ListItems kind="products" items={items} label={title} emptyTitle={title} eagerImages={0} />
    </section>
  );
}
