'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Storefront } from '@/api/contract/supplier-desk';
import { storefrontQuery } from '@/api/supplier-desk';
import { onLiveMessage, onUnreadChange } from '@/components/messages/live-stream';
import { supplierHref } from '@/lib/routes';
import { toPersianDigits } from '@/lib/persian';
import { useListHref } from '@/components/ui/use-list-address';
import { DESK_HOME, deskHref } from './desk-routes';
import { SMALL_BUTTON_ROWS } from '@/components/theme/small-button-rows';

type Section = 'storefront' | 'products' | 'orders' | 'messages' | 'delegations' | 'pages';

/**
 * The sections of one storefront's desk, and the way back to all of them (MUI links: a client part).
 * Its counts start as the page was rendered and are read again when a message comes or a thread is
 * read, here or in another tab: the inbox's count had stayed as it was until a reload.
 */
export function DeskNav({ storefront: rendered, current }: { storefront: Storefront; current: Section }) {
  const t = useTranslations('supplierDesk');
  const queryClient = useQueryClient();
  const [fresh, setFresh] = useState<Storefront | null>(null);
  const storefront = fresh ?? rendered;
  useEffect(() => {
    const readAgain = () =>
      void queryClient
        .fetchQuery({ ...storefrontQuery(rendered.id), staleTime: 0 })
        .then(setFresh)
        .catch(() => undefined); // the counts stay as they were
    const stopMessages = onLiveMessage(readAgain);
    const stopUnread = onUnreadChange(readAgain);
    return () => {
      stopMessages();
      stopUnread();
    };
  }, [queryClient, rendered.id]);
  // The lists open as this tab left them, like Back would.
  const productsHref = useListHref(deskHref(storefront.id, 'products'));
  const ordersHref = useListHref(deskHref(storefront.id, 'orders'));
  const links: { key: Section | 'public' | 'home'; href: string; label: string }[] = [
    { key: 'products', href: productsHref, label: t('products') },
    { key: 'orders', href: ordersHref, label: t('ordersWaiting', { count: storefront.waitingOrderCount }) },
    { key: 'messages', href: deskHref(storefront.id, 'messages'), label: t('messagesUnread', { count: storefront.unreadThreadCount }) },
    { key: 'storefront', href: deskHref(storefront.id), label: t('storefront') },
    { key: 'delegations', href: deskHref(storefront.id, 'delegations'), label: t('delegations') },
    { key: 'pages', href: deskHref(storefront.id, 'pages'), label: t('pages') },
    { key: 'public', href: supplierHref(storefront), label: t('publicPage') },
    { key: 'home', href: DESK_HOME, label: t('mySuppliers') },
  ];
  return (
    <Box component="nav" aria-label={t('sections', { name: toPersianDigits(storefront.name) })} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2, ...SMALL_BUTTON_ROWS }}>
      {links.map((link) => (
        <Button
          key={link.key}
          component={Link}
          href={link.href}
          size="small"
          variant={link.key === current ? 'contained' : 'text'}
          aria-current={link.key === current ? 'page' : undefined}
        >
          {link.label}
        </Button>
      ))}
    </Box>
  );
}
