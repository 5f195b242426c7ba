import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import { getRelatedProducts } from '@/api/cached';
import { ListItems } from '../listing/list-items';
import { SectionHeading } from '../ui/section-heading';
import { optionalRead } from '../ui/optional-read';

/** Similar products from the same category, below the fold; streamed after the page's top. */
export async function RelatedProducts({ productId }: { productId: number }) {
  const t = await getTranslations('productPage');
  const items = await optionalRead(getRelatedProducts(productId, 8), 'related products');
  if (!items || items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="related-products" sx={{ mt: 5 }}>
      <SectionHeading id="related-products" title={t('related')} />
      <ListItems kind="products" items={items} label={t('related')} emptyTitle={t('related')} eagerImages={0} />
    </Box>
  );
}
