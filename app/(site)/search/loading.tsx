import { CataloguePageSkeleton } from '@/components/catalog/ui/skeletons';

export default function Loading() {
  return <CataloguePageSkeleton />;
}
