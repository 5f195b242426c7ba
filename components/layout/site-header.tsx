import { getTranslations } from 'next-intl/server';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import MuiLink from '@mui/material/Link';
import { MegaMenu } from './mega-menu';
import { SiteMenu } from './site-menu';
import { HeaderSearch } from './header-search';
import { AccountButton } from './account-button';
import { flatLinks, readMenu } from './content-links';

export async function SiteHeader() {
  const [t, menu] = await Promise.all([getTranslations('common'), readMenu('header')]);
  const links = flatLinks(menu);
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: 8,
          // Off screen until focused, however tall the announcement bars above the header are.
          transform: 'translateY(-100vh)',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          px: 2,
          py: 1,
          borderRadius: 1,
          zIndex: 10,
          '&:focus': { transform: 'none' },
        }}
      >
        {t('skipToContent')}
      </Box>
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: { xs: 1, sm: 2 }, minHeight: { xs: 60, md: 68 }, px: { xs: 1, sm: 2 } }}>
          <SiteMenu />
          <MuiLink
            href="/"
            variant="h6"
            underline="none"
            sx={{ fontWeight: 800, color: 'primary.main', whiteSpace: 'nowrap' }}
          >
            {t('siteName')}
          </MuiLink>
          <Box sx={{ flex: 1, minWidth: 0, display: { xs: 'none', sm: 'block' } }}>
            <HeaderSearch />
          </Box>
          <Box sx={{ flex: { xs: 1, sm: 0 } }} />
          <AccountButton />
        </Toolbar>
        <Box sx={{ display: { xs: 'block', sm: 'none' }, px: 1, pb: 1 }}>
          <HeaderSearch />
        </Box>
        <Box sx={{ px: 1, pb: 0.5, display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 2 }}>
          <MegaMenu />
          {links.length > 0 ? (
            <Box component="nav" aria-label={t('contentMenu')} sx={{ marginInlineStart: 'auto' }}>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 2 }}>
                {links.map((l) => (
                  <li key={l.id}>
                    <MuiLink href={l.url!} underline="hover" color="text.secondary" sx={{ fontSize: 14, whiteSpace: 'nowrap' }}>
                      {l.title}
                    </MuiLink>
                  </li>
                ))}
              </Box>
            </Box>
          ) : null}
        </Box>
      </Container>
    </AppBar>
  );
}
