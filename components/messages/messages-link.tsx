'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { toPersianDigits } from '@/lib/persian';
import { PlainIcon } from '@/components/catalog/ui/plain-icon';
import { useConversationStream, useLiveConversations } from './live-stream';
import styles from './messages-link.module.css';

export const MESSAGES_HREF = '/profile/messages';

/**
 * The header's way to the messages, with the unread count kept live by the tab's stream. Before
 * React knows the login it is drawn without a count, and only for a visitor the early-session
 * script found signed in (`hiddenUntilSignedIn`).
 */
export function MessagesLink({ live, hiddenUntilSignedIn = false }: { live: boolean; hiddenUntilSignedIn?: boolean }) {
  const t = useTranslations('accountMenu');
  useConversationStream(live);
  const unread = useLiveConversations((s) => s.totalUnread) ?? 0;
  const count = live ? unread : 0;
  return (
    <Link
      href={MESSAGES_HREF}
      aria-label={count > 0 ? t('messagesUnread', { count: toPersianDigits(count) }) : t('messages')}
      className={`${styles.link} ${hiddenUntilSignedIn ? styles.signedInOnly : ''}`}
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
