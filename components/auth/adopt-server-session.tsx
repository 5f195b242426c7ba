'use client';

import { useEffect } from 'react';
import type { ServerSession } from '@/lib/auth/server-session';
import { adoptServerSession } from './session';

/**
 * On a private page: the server's reading of the access cookie, taken by a device whose stored
 * login is gone (session.ts, `adoptServerSession`). Runs before the session's start (a child's
 * effect runs before its providers'), which then finds the login stored.
 */
export function AdoptServerSession({ session }: { session: ServerSession }) {
  useEffect(() => adoptServerSession(session), [session]);
  return null;
}
