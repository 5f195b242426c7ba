import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '../messages/fa.json';

export type Namespace = keyof typeof messages;

/**
 * What the site-wide client components translate (header, menus, notifications, error pages,
 * catalogue cards and pagers). Server components read every namespace on the server; the browser
 * only receives the namespaces its components use, not the whole catalogue of texts.
 */
export const SHELL_NAMESPACES = [
  'common',
  'notifications',
  'categoryTypes',
  'megaMenu',
  'headerSearch',
  'accountMenu',
  'errors',
  'catalog',
] as const satisfies Namespace[];

export function pickMessages(namespaces: readonly Namespace[]) {
  // The same objects every time: React's payload writes a repeated namespace once.
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
}

/** A part of the page whose client components also need `namespaces`, beside the shell's. */
export function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider messages={pickMessages([...SHELL_NAMESPACES, ...namespaces])}>
      {children}
    </NextIntlClientProvider>
  );
}

/** What every private screen translates in the browser (the profile shell, its forms and tables). */
export const PROFILE_NAMESPACES = ['profile', 'profileForms', 'personalInfo', 'customerProfile', 'addressBook', 'dataTable', 'supplierDesk', 'keptDraft'] as const satisfies Namespace[];

/**
 * A part of a profile screen that also needs `namespaces`: a nested provider replaces its parent's
 * texts rather than adding to them, so the profile's own namespaces come along.
 */
export function ProfileMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  return <ClientMessages namespaces={[...PROFILE_NAMESPACES, ...namespaces]}>{children}</ClientMessages>;
}
