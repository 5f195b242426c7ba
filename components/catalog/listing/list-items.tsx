import { useTranslations } from 'next-intl';
import type { SupplierProductCard } from '@/api/contract/catalog';
import type { SupplierSummary } from '@/api/contract/suppliers';
import { EmptyState } from '@/components/ui/empty-state';
import { CardGrid } from '../ui/card-grid';
import { ProductCard } from '../ui/product-card';
import { SupplierCard, toSupplierCard } from '../ui/supplier-card';

export type ListItemsProps =
  | { kind: 'products'; items: SupplierProductCard[] }
  | { kind: 'suppliers'; items: SupplierSummary[] };

/**
 * The cards of one page of a list, or an honest empty state. Renders on server and client.
 * The first `eagerImages` product images (2: the top of a list page) load at once with high
 * priority; a list further down the page passes 0 so it does not compete with what is on screen.
 */
export function ListItems(props: ListItemsProps & { label: string; emptyTitle: string; emptyHint?: string; eagerImages?: number }) {
  const eagerImages = props.eagerImages ?? 2;
  const t = useTranslations('catalog');
  if (props.items.length === 0) return <EmptyState title={props.emptyTitle} description={props.emptyHint ?? t('emptyHint')} />;
  if (props.kind === 'products') {
    return (
      <CardGrid label={props.label} min={220} phoneColumns={2}>
        {props.items.map((product, i) => (
          <li key={product.id}>
            <ProductCard product={product} priority={i < eagerImages} />
          </li>
        ))}
      </CardGrid>
    );
  }
  return (
    <CardGrid label={props.label}>
      {props.items.map((supplier) => (
        <li key={supplier.id}>
          <SupplierCard supplier={toSupplierCard(supplier)} />
        </li>
      ))}
    </CardGrid>
  );
}
