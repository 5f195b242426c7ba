'use client';

import { useEffect } from 'react';
import { ErrorView } from '@/components/layout/error-view';

/** Any error below the root layout: logged to the console, the visitor sees the service-problem page. */
export default function RootError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorView statusCode={500} redirectOnMount />;
}
