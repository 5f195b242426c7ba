'use client';

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { startSessionKeeping } from '@/components/auth/session-renewal';
import { safeStorage } from '@/components/auth/session';

/**
 * Seed, section 4: detect a login from local storage on start, then drop the Loading flag; a login
 * whose access token ran out is renewed first, and every login is kept renewed while the page is
 * open (components/auth/session-renewal.ts).
 */
export function SessionBootstrap() {
  const queryClient = useQueryClient();
  useEffect(() => startSessionKeeping(safeStorage(), queryClient), [queryClient]);
  return null;
}
