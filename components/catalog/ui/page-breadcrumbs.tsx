import { getTranslations } from 'next-intl/server';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import { JsonLd } from '@/components/seo/json-ld-script';
import { breadcrumbJsonLd } from '@/components/seo/json-ld';
import { absoluteUrl } from '@/components/seo/page-metadata';

export type Crumb = { name: string; href: string };

/** The trail from the home page to this page, shown and given to crawlers as a BreadcrumbList. */
export async function PageBreadcrumbs({ items }: { items: Crumb[] }) {
  const t = await getTranslations('catalog');
  const trail = [{ name: t('home'), href: '/' }, ...items];
  return (
    <>
      <Breadcrumbs
        aria-label={t('breadcrumb')}
        separator={<NavigateBefore fontSize="small" />}
        sx={{ mb: 2, fontSize: 14, '& ol': { rowGap: 0.5 } }}
      >
        {trail.map((crumb, i) =>
          i === trail.length - 1 ? (
            <Typography key={crumb.href} aria-current="page" sx={{ color: 'text.primary', fontSize: 'inherit', fontWeight: 600 }}>
              {crumb.name}
            </Typography>
          ) : (
            <MuiLink key={crumb.href} href={crumb.href} color="inherit" sx={{ fontSize: 'inherit' }}>
              {crumb.name}
            </MuiLink>
          ),
        )}
      </Breadcrumbs>
      <JsonLd data={breadcrumbJsonLd(trail.map((c) => ({ name: c.name, url: absoluteUrl(c.href) })))} />
    </>
  );
}
