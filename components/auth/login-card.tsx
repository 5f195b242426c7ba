import { getTranslations } from 'next-intl/server';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MuiLink from '@mui/material/Link';
import { LoginFlow } from './login-flow';

/** The login page's card: the site's name back home, the heading, the flow. */
export async function LoginCard({ target, loginPerPage }: { target: string; loginPerPage: string | null }) {
  const t = await getTranslations('login');
  const tc = await getTranslations('common');
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 2.5, sm: 4 } }}>
      <MuiLink href="/" variant="h6" underline="none" sx={{ fontWeight: 800, color: 'primary.main' }}>
        {tc('siteName')}
      </MuiLink>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mt: 2, mb: 2 }}>
        {t('heading')}
      </Typography>
      <LoginFlow target={target} loginPerPage={loginPerPage} />
    </Paper>
  );
}
