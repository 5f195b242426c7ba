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

export async function SiteHeader() {
  const t = await getTranslations('common');
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -48,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          px: 2,
          py: 1,
          borderRadius: 1,
          zIndex: 10,
          '&:focus': { top: 8 },
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
        <Box sx={{ px: 1, pb: 0.5, display: { xs: 'none', md: 'block' } }}>
          <MegaMenu />
        </Box>
      </Container>
    </AppBar>
  );
}
