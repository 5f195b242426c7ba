import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ClientMessages } from '@/i18n/client-messages';

/** The seed's empty layout: login and the 400/403 pages, nothing around them. */
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" id="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <ClientMessages namespaces={['login']}>{children}</ClientMessages>
    </Box>
  );
}
