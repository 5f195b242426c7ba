'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { fetchCatalog, type CatalogPage } from '@/api/catalog';
import { searchCategorySuppliers } from '@/api/categories';
import type { CategoryProperty, CategorySummary } from '@/api/contract/categories-extra';
import type { Page } from '@/api/contract/paging';
import type { SupplierSummary } from '@/api/contract/suppliers';
import { useCategoryStore, type CategoryPropertySelection } from '@/stores/category';
import { useProductStore } from '@/stores/product';
import { ListFrame } from '../listing/list-frame';
import { ListItems } from '../listing/list-items';
import { Pager } from '../listing/pager';
import { pageCount } from '../listing/list-state';
import { CardGridSkeleton } from '../ui/skeletons';
import { PropertyField } from './property-field';
import { onPageText } from '../ui/a11y-styles';
import { PROPERTY_PAGE_SIZE, readPropertyView, replaceProperty, selectionToQuery, type PropertyView } from './filter-state';
import type { PropertyFilter } from '@/api/contract/suppliers';

type View = PropertyView;

/** The view the server rendered: its filter, results, page and what it found. */
export type ServedPropertyView = {
  filters: PropertyFilter[];
  view: View;
  page: number;
  data: CatalogPage | Page<SupplierSummary>;
};

type Props = {
  category: CategorySummary;
  properties: CategoryProperty[];
  served: ServedPropertyView;
  /** The page's canonical path, for its page links. */
  path: string;
};


/**
 * The property search of a category: the filter lives in the seed's `category` state
 * (`selectedCategoryProperties`, `changedCategoryPropertiesFilter`) and in the URL; results are
 * the category's products, or its suppliers whose products match.
 */
export function PropertySearch({ category, properties, served, path }: Props) {
  const t = useTranslations('propertiesPage');
  const tc = useTranslations('catalog');
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const wide = useMediaQuery((theme) => theme.breakpoints.up('md'), { noSsr: false });
  const [panelOpen, setPanelOpen] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const filterable = useMemo(() => properties.filter((p) => p.isFilterable), [properties]);

  const current = useMemo(() => readPropertyView(new URLSearchParams(searchParams.toString()), filterable), [searchParams, filterable]);
  const { selection: applied, page, view } = current;
  const appliedKey = searchParams.toString();
  const [draft, setDraft] = useState<CategoryPropertySelection[]>(applied);
  const [draftOf, setDraftOf] = useState(appliedKey);
  // The URL is the truth (reload, back, a shared link): the form starts again from it...
  if (draftOf !== appliedKey) {
    setDraftOf(appliedKey);
    setDraft(applied);
  }
  // ...and the seed's store follows it (without counting that as the visitor's change).
  useEffect(() => {
    useCategoryStore.setState({ selectedCategoryProperties: applied });
  }, [applied]);

  useEffect(() => {
    const entry = { ...category, subcategories: [], readcategoryId: category.id };
    useProductStore.getState().setSelectedCategory(entry);
  }, [category]);

  const filters = current.filters;
  // The server's view while the URL still names it; any other view is fetched here.
  const fromServer = view === served.view && page === served.page && JSON.stringify(filters) === JSON.stringify(served.filters);
  const query = useQuery<CatalogPage | Page<SupplierSummary>>({
    queryKey: ['property-search', category.id, view, filters, page],
    queryFn: () =>
      view === 'products'
        ? fetchCatalog({ categoryId: category.id, properties: filters, pageNumber: page, pageSize: PROPERTY_PAGE_SIZE, sort: 'newest' })
        : searchCategorySuppliers(category.id, filters, { pageNumber: page, pageSize: PROPERTY_PAGE_SIZE }),
    enabled: !fromServer,
    placeholderData: keepPreviousData,
  });
  const data = fromServer ? served.data : query.data;

  const navigate = (params: URLSearchParams) => {
    const text = params.toString();
    window.history.pushState(null, '', text ? `${pathname}?${text}` : pathname);
  };
  const apply = (selection: CategoryPropertySelection[]) => {
    useCategoryStore.getState().setSelectedCategoryProperties(selection);
    const params = selectionToQuery(selection, filterable, new URLSearchParams(searchParams.toString()));
    params.delete('page');
    navigate(params);
    if (!wide) setPanelOpen(false);
  };
  const setView = (next: View) => {
    const params = new URLSearchParams(searchParams.toString());
    params.delete('page');
    if (next === 'suppliers') params.set('view', 'suppliers');
    else params.delete('view');
    navigate(params);
  };
  const restQuery = (() => {
    const params = new URLSearchParams(searchParams.toString());
    params.delete('page');
    return params.toString();
  })();

  const panel = (
    <Paper variant="outlined" component="form" aria-label={t('filters')} onSubmit={(e) => { e.preventDefault(); apply(draft); }} sx={{ p: 2 }}>
      <Box key={appliedKey} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {filterable.map((property) => (
          <PropertyField
            key={property.id}
            property={property}
            value={draft.filter((s) => s.propertyId === property.id)}
            onChange={(entries) => setDraft((d) => replaceProperty(d, property.id, entries))}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained" fullWidth>
          {t('apply')}
        </Button>
        <Button type="button" variant="text" onClick={() => apply([])} disabled={applied.length === 0 && draft.length === 0} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          {t('clear')}
        </Button>
      </Box>
    </Paper>
  );

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '300px 1fr' }, alignItems: 'start' }}>
      <Box>
        {filterable.length === 0 ? (
          <Alert severity="info">{t('noProperties')}</Alert>
        ) : wide ? (
          panel
        ) : (
          <>
            <Button variant="outlined" fullWidth startIcon={<TuneOutlined />} aria-expanded={panelOpen} onClick={() => setPanelOpen((o) => !o)} sx={onPageText}>
              {applied.length ? t('filtersActive', { count: new Set(applied.map((a) => a.propertyId)).size }) : t('filters')}
            </Button>
            <Collapse in={panelOpen} unmountOnExit>
              <Box sx={{ mt: 1.5 }}>{panel}</Box>
            </Collapse>
          </>
        )}
      </Box>
      <Box ref={top} sx={{ minWidth: 0, scrollMarginTop: 160 }}>
        <ToggleButtonGroup exclusive size="small" value={view} onChange={(_, v: View | null) => v && setView(v)} aria-label={t('resultsOf')} sx={{ mb: 2 }}>
          <ToggleButton value="products">{t('viewProducts')}</ToggleButton>
          <ToggleButton value="suppliers">{t('viewSuppliers')}</ToggleButton>
        </ToggleButtonGroup>
        <ListFrame
          summary={data ? tc(view === 'products' ? 'productsFound' : 'suppliersFound', { count: data.totalCount }) : tc('loadingList')}
          busy={query.isFetching}
          pager={
            data ? (
              <Pager
                page={page}
                count={pageCount(data.totalCount, PROPERTY_PAGE_SIZE)}
                query={restQuery}
                path={path}
                onPage={(next) => {
                  const params = new URLSearchParams(searchParams.toString());
                  if (next > 1) params.set('page', String(next));
                  else params.delete('page');
                  navigate(params);
                  top.current?.scrollIntoView({ block: 'start' });
                }}
              />
            ) : null
          }
        >
          {query.isError && !data ? (
            <Alert severity="error" action={<Button color="inherit" onClick={() => query.refetch()}>{tc('retry')}</Button>}>
              {tc('listFailed')}
            </Alert>
          ) : !data ? (
            <CardGridSkeleton count={6} height={view === 'products' ? 300 : 96} />
          ) : view === 'products' ? (
            <ListItems kind="products" items={(data as CatalogPage).items} label={t('resultsOf')} emptyTitle={t('noMatch')} emptyHint={t('noMatchHint')} />
          ) : (
            <ListItems kind="suppliers" items={(data as Page<SupplierSummary>).items} label={t('resultsOf')} emptyTitle={t('noMatch')} emptyHint={t('noMatchHint')} />
          )}
        </ListFrame>
      </Box>
    </Box>
  );
}
