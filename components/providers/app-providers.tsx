'use client';

import { useState, type ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { theme } from '@/components/theme/theme';
import { SessionBootstrap } from './session-bootstrap';
import { LoadingOverlay } from '@/components/layout/loading-overlay';
import { NotificationHost } from '@/components/ui/notifications';

// The RTL cache takes stylis plugins (functions), so it must live in a client component.
const cacheOptions = { key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] };

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <AppRouterCacheProvider options={cacheOptions}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <SessionBootstrap />
          <LoadingOverlay />
          <NotificationHost />
          {children}
        </QueryClientProvider>
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
