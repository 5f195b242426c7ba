'use client';

import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import type { Payment } from '@/api/contract/wallet';
import { consumerName, ownedBuyersQuery } from './owned-buyers';

type Named = Pick<Payment, 'purpose' | 'forUserId'>;

/**
 * What payments are for, in words, naming the consumer whose wallet an owner's charge fills («شارژ
 * کیف پول» alone read as the owner's own). The owner's consumers are read only when one is shown.
 */
export function usePaymentWords(payments: readonly Named[] | undefined) {
  const t = useTranslations('wallet');
  const needed = payments?.some((p) => p.forUserId !== null) ?? false;
  const owned = useQuery({ ...ownedBuyersQuery(), enabled: needed });
  const consumerOf = (p: Named) => {
    const consumer = owned.data?.find((b) => b.userId === p.forUserId);
    return consumer ? consumerName(consumer) : t('result.yourConsumer');
  };
  return {
    /** False while a consumer's name is being read: a status said before it would be said twice. */
    ready: !needed || !owned.isPending,
    consumerOf,
    purposeOf: (p: Named) => (p.forUserId === null ? t(`purposes.${p.purpose}`) : t('chargeFor', { name: consumerOf(p) })),
  };
}
