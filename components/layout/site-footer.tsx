import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import MuiLink from '@mui/material/Link';
import { CATEGORY_TYPES } from '@/api/contract/enums';
import { readMenu } from './content-links';

export async function SiteFooter() {
  const t = await getTranslations('footer');
  const tc = await getTranslations('common');
  const tt = await getTranslations('categoryTypes');
  const menu = await readMenu('footer');
  // The footer's groups from the website menu; without it (an API outage), the guide's four links.
  const groups = menu.length
    ? menu.map((g) => ({ title: g.title, links: g.children.filter((c) => c.url).map((c) => ({ href: c.url!, label: c.title })) }))
    : [
        {
          title: t('links'),
          links: [
            { href: '/how-it-work', label: t('howItWorks') },
            { href: '/faq', label: t('faq') },
            { href: '/videos', label: t('videos') },
            { href: '/feedback', label: t('feedback') },
          ],
        },
      ];
  return (
    <Box component="footer" sx={{ bgcolor: 'secondary.main', color: 'common.white', mt: 6, py: 4 }}>
      <Container maxWidth="lg">
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
              {tc('siteName')}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.85, mt: 1 }}>
              {t('about')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {tc('categories')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {CATEGORY_TYPES.map((type) => (
                <li key={type}>
                  <MuiLink href={`/category/categoryType/${type}`} color="inherit" variant="body2">
                    {tt(type)}
                  </MuiLink>
                </li>
              ))}
            </Box>
          </Grid>
          {groups.map((group) => (
            <Grid key={group.title} size={{ xs: 6, md: 2 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {group.title}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {group.links.map((l) => (
                  <li key={l.href}>
                    <MuiLink href={l.href} color="inherit" variant="body2">
                      {l.label}
                    </MuiLink>
                  </li>
                ))}
              </Box>
            </Grid>
          ))}
        </Grid>
        <Typography variant="caption" component="p" sx={{ mt: 3, opacity: 0.7 }}>
          {t('copyright', { year: Number(new Intl.DateTimeFormat('en-u-ca-persian', { year: 'numeric' }).format(new Date()).split(' ')[0]) })}
        </Typography>
      </Container>
    </Box>
  );
}
