import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Role } from '@/api/contract/enums';
import { fetchMe } from '@/api/users';
import { forwardedAuthHeaders } from '@/lib/auth/request-session';
import { LogoutEverywhereButton } from '@/components/auth/logout-everywhere-button';
import { HelpLink } from '@/components/content/help-link';
import { ProfileIdentity } from './personal-info/profile-identity';
import { PROFILE_MENU } from './profile-menu-items';
import { PROFILE_MENU_ICONS } from './profile-menu-icons';

/** Who you are, your roles, and a shortcut to every screen of the profile. */
export async function ProfileHome({ name: tokenName, roles: tokenRoles }: { name: string; roles: Role[] }) {
  const t = await getTranslations('profilePages');
  const tm = await getTranslations('profile');
  // The profile from the API is fresher than the token (a name saved or a role granted since login).
  const profile = await fetchMe({ headers: await forwardedAuthHeaders() }).catch(() => null);
  const name = profile?.displayName || tokenName;
  const roles = profile?.roles ?? tokenRoles;
  const heading = name ? t('welcome', { name }) : t('welcomeAnonymous');
  const shortcuts = PROFILE_MENU.filter((i) => i.key !== 'Home' && (!i.adminOnly || roles.includes('admin')));
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {profile ? (
          <ProfileIdentity profile={profile} heading={heading} editLabel={tm('PersonalInfo')} />
        ) : (
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {heading}
          </Typography>
        )}
        <Typography component="h2" variant="subtitle2" sx={{ mt: 2, color: 'text.secondary' }}>
          {t('yourRoles')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {roles.map((role) => (
            <Chip key={role} label={t(`roles.${role}`)} color={role === 'admin' ? 'primary' : 'default'} />
          ))}
        </Stack>
      </Paper>
      <Box component="section" aria-labelledby="shortcuts">
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
          <Typography id="shortcuts" component="h2" variant="h6" sx={{ flex: 1 }}>
            {t('shortcuts')}
          </Typography>
          <HelpLink topic="profile" />
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
          {shortcuts.map((item) => (
            <Paper key={item.key} variant="outlined" sx={{ '&:hover, &:focus-within': { borderColor: 'primary.main' } }}>
              <CardActionArea href={item.href} sx={{ p: 2, display: 'flex', gap: 1, justifyContent: 'flex-start' }}>
                <Box sx={{ color: 'primary.main', display: 'flex' }}>{PROFILE_MENU_ICONS[item.key]}</Box>
                {tm(item.key)}
              </CardActionArea>
            </Paper>
          ))}
        </Box>
      </Box>
      <Paper component="section" aria-labelledby="account-security" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="account-security" component="h2" variant="h6">
          {t('security')}
        </Typography>
        <Typography sx={{ mt: 1, mb: 2, color: 'text.secondary' }}>{t('securityHint')}</Typography>
        <LogoutEverywhereButton />
      </Paper>
    </Stack>
  );
}
