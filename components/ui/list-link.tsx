'use client';

import type { ReactNode } from 'react';
import Link from 'next/link';
import { useListHref } from './use-list-address';

/** A link back to a list, opening it as this tab left it (for a server component's page). */
export function ListLink({ list, className, children }: { list: string; className?: string; children: ReactNode }) {
  const href = useListHref(list);
  return (
    <Link className={className} href={href}>
      {children}
    </Link>
  );
}
