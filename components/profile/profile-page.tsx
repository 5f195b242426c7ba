import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { HelpLink } from '@/components/content/help-link';
import type { HelpTopicId } from '@/lib/help-topics';
import type { ProfileMenuKey } from '@/stores/user';
import { PageProfileMenu } from './page-profile-menu';

/** A profile screen's heading, and the link to its help when it has one. */
export function ProfileHeading({ title, help }: { title: string; help?: HelpTopicId }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      {/* On a phone the help link goes under the heading rather than squeezing it into four lines. */}
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, flex: { xs: '1 1 100%', sm: 1 }, minWidth: 0 }}>
        {title}
      </Typography>
      {help ? <HelpLink topic={help} /> : null}
    </Box>
  );
}

/**
 * The frame of every profile screen: its heading and a card for its content. `menu` is the menu's
 * item for a screen whose path would choose another (PageProfileMenu).
 */
export function ProfilePage({ title, help, menu, children }: { title: string; help?: HelpTopicId; menu?: ProfileMenuKey; children: ReactNode }) {
  return (
    <>
      {menu ? <PageProfileMenu item={menu} /> : null}
      <ProfileHeading title={title} help={help} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
        {children}
      </Paper>
    </>
  );
}
