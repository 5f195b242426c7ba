'use client';

import { useState, type ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { retryUnlessRefused } from './query-retry';
import rtlPlugin from 'stylis-plugin-rtl';
import { theme } from '@/components/theme/theme';
import { SessionBootstrap } from './session-bootstrap';
import { LoadingOverlay } from '@/components/layout/loading-overlay';
import { LazyNotificationHost } from '@/components/ui/notifications';
import { ForgetOpenedRowAway } from '@/components/ui/data-table/use-focus-on-return';

// The RTL cache takes stylis plugins (functions), so it must live in a client component.
// Styles are written left-to-right and flipped; no vendor prefixer: every browser we serve
// supports the unprefixed properties, and prefixes cost every page about 14 kB of CSS.
const cacheOptions = { key: 'muirtl', stylisPlugins: [rtlPlugin] };

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 60_000,
            refetchOnWindowFocus: false,
            retry: retryUnlessRefused,
          },
        },
      }),
  );
  return (
    <AppRouterCacheProvider options={cacheOptions}>
      {/* The theme's variables and the baseline come from static stylesheets (components/theme/). */}
      <ThemeProvider theme={theme} disableStyleSheetGeneration>
        <QueryClientProvider client={queryClient}>
          <SessionBootstrap />
          <LoadingOverlay />
          <LazyNotificationHost />
          <ForgetOpenedRowAway />
          {children}
        </QueryClientProvider>
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
