'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { toPersianDigits } from '@/lib/persian';
import { useConversationStream, useLiveConversations } from './live-stream';

export const MESSAGES_HREF = '/profile/messages';

/**
 * The header's way to the messages, with the unread count kept live by the tab's stream. Before
 * React knows the login it is drawn without a count, and only for a visitor the early-session
 * script found signed in (`hiddenUntil` is then its CSS selector).
 */
export function MessagesLink({ live, hiddenUntil }: { live: boolean; hiddenUntil?: string }) {
  const t = useTranslations('accountMenu');
  useConversationStream(live);
  const unread = useLiveConversations((s) => s.totalUnread) ?? 0;
  const count = live ? unread : 0;
  return (
    <IconButton
      component={Link}
      href={MESSAGES_HREF}
      aria-label={count > 0 ? t('messagesUnread', { count: toPersianDigits(count) }) : t('messages')}
      sx={{ flexShrink: 0, ...(hiddenUntil ? { display: 'none', [hiddenUntil]: { display: 'inline-flex' } } : {}) }}
    >
      <Badge badgeContent={count > 0 ? toPersianDigits(count > 99 ? '99+' : count) : null} color="error" data-testid="unread-badge">
        <ChatBubbleOutlineOutlined />
      </Badge>
    </IconButton>
  );
}
