import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { UserProfile } from '@/api/contract/users';
import { profilePictureSrc } from '@/api/users';
import { toPersianDigits } from '@/lib/persian/digits';
import { toLocalMobile } from '@/lib/phone';

/** Picture, name and phone of the logged-in user, for the top of the profile home. */
export function ProfileIdentity({ profile, heading, editLabel }: { profile: UserProfile; heading: string; editLabel: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Avatar
        src={profile.hasProfilePicture ? profilePictureSrc() : undefined}
        alt={profile.displayName}
        sx={{ width: 72, height: 72, fontSize: 32 }}
      >
        {profile.displayName ? profile.displayName.charAt(0) : null}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {heading}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
          <bdi dir="ltr">{toPersianDigits(toLocalMobile(profile.phone))}</bdi>
        </Typography>
        <MuiLink href="/profile/personal-info" variant="body2">
          {editLabel}
        </MuiLink>
      </Box>
    </Box>
  );
}
