'use client';

import { useEffect } from 'react';
import { reloadOnChunkError } from '@/lib/build-check';
import { ErrorView } from '@/components/layout/error-view';

/** Any error below the root layout: logged to the console, the visitor sees the service-problem page. */
export default function RootError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    // A chunk of an older build is gone after a deployment: one guarded reload fixes it.
    if (reloadOnChunkError(error, window)) return;
    console.error(error);
  }, [error]);
  return <ErrorView statusCode={500} redirectOnMount />;
}
