import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getProduct } from '@/api/cached';
import type { SupplierProductDetail } from '@/api/contract/catalog';
import { formatToman, toPersianDigits } from '@/lib/persian';
import { categoryHref, categoryTypeHref, productHref, supplierHref } from '@/lib/routes';
import { JsonLd } from '@/components/seo/json-ld-script';
import { productJsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, pageMetadata } from '@/components/seo/page-metadata';
import { ensureCanonicalSlug, orNotFound, requireId } from '../route-params';
import { PageBreadcrumbs } from '../ui/page-breadcrumbs';
import { RichText } from '../ui/rich-text';
import { plainText } from '@/lib/rich-text';
import { SectionSkeleton } from '../ui/skeletons';
import { VisitTracker } from '../visit-tracker';
import { ProductGallery } from './product-gallery';
import { ProductSummary } from './product-summary';
import { PropertyTable } from './property-table';
import { RelatedProducts } from './related-products';
import { NotesPanel } from '@/components/notes/notes-panel';
import { ClientMessages } from '@/i18n/client-messages';
import container from '@/components/layout/container.module.css';
import styles from './product-page.module.css';

export type ProductRouteParams = { productId: string; name?: string[] };
const pathOf = (p: ProductRouteParams) => `/products/${p.productId}/${(p.name ?? []).join('/')}`;

const loadProduct = (params: ProductRouteParams) => orNotFound(getProduct(requireId(params.productId, pathOf(params))), pathOf(params));

export async function productPageMetadata(params: ProductRouteParams): Promise<Metadata> {
  const product = await loadProduct(params);
  const t = await getTranslations('productPage');
  const category = product.categoryPath[product.categoryPath.length - 1];
  return pageMetadata({
    title: t('title', { name: toPersianDigits(product.name), supplier: product.supplier.name }),
    description:
      (product.description && plainText(product.description)) ||
      t('description', {
        name: product.name,
        supplier: product.supplier.name,
        category: category?.name ?? '',
        price: product.price ? formatToman(product.price) : t('priceOnRequest'),
      }),
    path: productHref(product),
    image: product.image,
  });
}

function toJsonLd(product: SupplierProductDetail) {
  return productJsonLd({
    name: product.name,
    url: absoluteUrl(productHref(product)),
    description: product.description ? plainText(product.description) : null,
    image: product.image ? absoluteUrl(product.image) : null,
    category: product.categoryPath.map((c) => c.name).join(' > '),
    sku: String(product.id),
    properties: product.properties.map((p) => ({ name: p.name, value: p.display })),
    offers: [
      {
        url: absoluteUrl(productHref(product)),
        price: product.price,
        stockState: product.stockState,
        priceUnitName: product.priceUnit?.name,
        minOrder: product.minOrderQuantity ? { quantity: product.minOrderQuantity, unitName: product.minOrderUnit?.name ?? '' } : null,
        seller: { name: product.supplier.name, url: absoluteUrl(supplierHref(product.supplier)) },
      },
    ],
  });
}

/** `/products/{productId}/{name...}`: one supplier's offer of a product. */
export async function ProductPage(params: ProductRouteParams) {
  const product = await loadProduct(params);
  ensureCanonicalSlug(params.name, product.slug, productHref(product));
  const [t, tt] = await Promise.all([getTranslations('productPage'), getTranslations('categoryTypes')]);
  return (
    <div className={`${container.lg} ${styles.page}`}>
      <PageBreadcrumbs
        items={[
          { name: tt(product.categoryType), href: categoryTypeHref(product.categoryType) },
          ...product.categoryPath.map((c) => ({ name: c.name, href: categoryHref(c) })),
          { name: toPersianDigits(product.name), href: productHref(product) },
        ]}
      />
      <JsonLd data={toJsonLd(product)} />
      <VisitTracker pageKind="supplier_product" objectId={product.id} loginPerPage={`product-${product.id}`} />
      <div className={styles.top}>
        <div>
          <ClientMessages namespaces={['productPage']}>
            <ProductGallery images={product.images.length ? product.images : product.image ? [product.image] : []} name={product.name} />
          </ClientMessages>
        </div>
        <ProductSummary product={product} />
      </div>
      <div className={styles.details}>
        {product.properties.length ? (
          <section aria-labelledby="product-properties">
            <h2 id="product-properties" className={styles.sectionTitle}>
              {t('properties')}
            </h2>
            <PropertyTable properties={product.properties} caption={t('properties')} />
          </section>
        ) : null}
        {product.description ? (
          <section aria-labelledby="product-description">
            <h2 id="product-description" className={styles.sectionTitle}>
              {t('about')}
            </h2>
            <div className={styles.about}>
              <RichText text={product.description} />
            </div>
          </section>
        ) : null}
      </div>
      <NotesPanel pageKind="supplier_product" objectId={product.id} />
      <Suspense fallback={<SectionSkeleton count={4} height={300} min={220} />}>
        <RelatedProducts productId={product.id} baseProductId={product.baseProductId} />
      </Suspense>
    </div>
  );
}
