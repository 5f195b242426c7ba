import { ProductPageSkeleton } from '@/components/catalog/product/product-page-skeleton';

export default function Loading() {
  return <ProductPageSkeleton />;
}
