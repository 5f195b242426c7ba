'use client';

import { useLayoutEffect } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { toPersianDigits } from '@/lib/persian';
import { PlainIcon } from '@/components/catalog/ui/plain-icon';
import { setTotalUnread, useConversationStream, useLiveConversations } from './live-stream';
import { earlyUnread, UNREAD_LABEL_ATTRIBUTE } from './unread-early';
import styles from './messages-link.module.css';

export const MESSAGES_HREF = '/profile/messages';

/**
 * The header's way to the messages, with the unread count kept live by the tab's stream. Before
 * React knows the login it is drawn only for a visitor the early-session script found signed in
 * (`hiddenUntilSignedIn`), its count from the early unread script (unread-early.ts), which the live
 * link starts from until the stream says.
 */
export function MessagesLink({ live, hiddenUntilSignedIn = false }: { live: boolean; hiddenUntilSignedIn?: boolean }) {
  const t = useTranslations('accountMenu');
  useConversationStream(live);
  // Going live, the early count stands until the stream says (before the paint: the badge stays on).
  // Only then: the stream's own gaps show no count, not an old one.
  useLayoutEffect(() => {
    const early = live ? earlyUnread() : null;
    if (early !== null && useLiveConversations.getState().totalUnread === null) setTotalUnread(early);
  }, [live]);
  const unread = useLiveConversations((s) => s.totalUnread) ?? 0;
  const count = live ? unread : 0;
  return (
    <Link
      href={MESSAGES_HREF}
      aria-label={count > 0 ? t('messagesUnread', { count: toPersianDigits(count) }) : t('messages')}
      className={`${styles.link} ${hiddenUntilSignedIn ? styles.signedInOnly : ''}`}
      {...(live ? {} : { [UNREAD_LABEL_ATTRIBUTE]: t('messagesUnread', { count: '{count}' }) })}
    >
      <PlainIcon name="chat" size={24} />
      {count > 0 ? (
        <span className={styles.badge} data-testid="unread-badge">
          {toPersianDigits(count > 99 ? '99+' : count)}
        </span>
      ) : null}
    </Link>
  );
}
