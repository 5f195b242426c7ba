import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { JsonLd } from '@/components/seo/json-ld-script';
import { itemListJsonLd } from '@/components/seo/json-ld';
import { absoluteUrl } from '@/components/seo/page-metadata';
import { PageBreadcrumbs, type Crumb } from '../ui/page-breadcrumbs';
import { PagedSection } from './paged-section';
import type { PagedSectionProps } from './paged-section';

type Props = {
  crumbs: Crumb[];
  title: string;
  intro?: ReactNode;
  /** Links above the list (subcategories, other types). */
  nav?: ReactNode;
  navLabel?: string;
  list: PagedSectionProps;
  /** Name and URL of each entry of the first page, for the ItemList crawlers read. */
  entries: { name: string; href: string }[];
  children?: ReactNode;
};

/** The frame of every paged catalogue list page: breadcrumb, heading, list, ItemList data. */
export function ListPage({ crumbs, title, intro, nav, navLabel, list, entries, children }: Props) {
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageBreadcrumbs items={crumbs} />
      <JsonLd data={itemListJsonLd(entries.map((e) => ({ name: e.name, url: absoluteUrl(e.href) })), { name: title })} />
      <Box component="header" sx={{ mb: 2 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: 24, md: 32 } }}>
          {title}
        </Typography>
        {intro ? <Box sx={{ color: 'text.secondary', mt: 1 }}>{intro}</Box> : null}
      </Box>
      {nav ? (
        <Box component="nav" aria-label={navLabel} sx={{ mb: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {nav}
        </Box>
      ) : null}
      {children}
      <PagedSection {...list} />
    </Container>
  );
}
