import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { HelpLink } from '@/components/content/help-link';
import type { HelpTopicId } from '@/lib/help-topics';

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

/** The frame of every profile screen: its heading and a card for its content. */
export function ProfilePage({ title, help, children }: { title: string; help?: HelpTopicId; children: ReactNode }) {
  return (
    <>
      <ProfileHeading title={title} help={help} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
        {children}
      </Paper>
    </>
  );
}
