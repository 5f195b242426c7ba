import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MuiLink from '@mui/material/Link';
import { HelpLink } from '@/components/content/help-link';
import { LoginFlow } from './login-flow';

/** The login page's card: the site's name back home, the link to the help, the heading, the flow. */
export async function LoginCard({ target, loginPerPage }: { target: string; loginPerPage: string | null }) {
  const t = await getTranslations('login');
  const tc = await getTranslations('common');
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 2.5, sm: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <MuiLink href="/" variant="h6" underline="none" sx={{ fontWeight: 800, color: 'primary.main' }}>
          {tc('siteName')}
        </MuiLink>
        <HelpLink topic="login" />
      </Box>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mt: 2, mb: 2 }}>
        {t('heading')}
      </Typography>
      <LoginFlow target={target} loginPerPage={loginPerPage} />
    </Paper>
  );
}
