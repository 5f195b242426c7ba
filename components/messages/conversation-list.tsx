'use client';

import { useTranslations } from 'next-intl';
import type { ConversationSummary } from '@/api/contract/conversations';
import { Picture } from '@/components/catalog/ui/picture';
import { toPersianDigits } from '@/lib/persian';
import { shortTime } from './message-time';
import styles from './messages.module.css';

/** The other side's name, as the list and the thread's header show it. */
export const otherSide = (c: ConversationSummary) => (c.mySide === 'buyer' ? c.supplier.name : c.buyer.name);

/** The threads, newest activity first; each a link (`?c=id`) that the screen opens in place. */
export function ConversationList({
  items,
  selectedId,
  hrefOf,
  onOpen,
}: {
  items: ConversationSummary[];
  selectedId: number | null;
  hrefOf: (id: number) => string;
  onOpen: (id: number) => void;
}) {
  const t = useTranslations('conversations');
  return (
    <ul className={styles.list} aria-label={t('listLabel')}>
      {items.map((c) => {
        const picture = c.mySide === 'buyer' ? (c.supplier.logo ?? c.subject.image) : c.subject.image;
        const last = c.lastMessage;
        const preview = last
          ? // An order's notice says who did what itself («خریدار سفارش … را لغو کرد»): no «شما:».
            `${last.senderSide === c.mySide && last.tradeRequestId === null ? t('you') : ''}${last.excerpt || t('attachmentsOnly', { count: toPersianDigits(last.attachments) })}`
          : '';
        return (
          <li key={c.id}>
            <a
              href={hrefOf(c.id)}
              data-conversation={c.id}
              className={styles.item}
              aria-current={c.id === selectedId ? 'true' : undefined}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onOpen(c.id);
              }}
            >
              <span className={styles.avatar} aria-hidden>
                {picture ? <Picture src={picture} sizes="44px" alt="" width={44} height={44} loading="lazy" /> : toPersianDigits(otherSide(c)).slice(0, 1)}
              </span>
              <span className={styles.itemText}>
                <span className={styles.itemTop}>
                  <strong className={styles.itemName}>{toPersianDigits(otherSide(c))}</strong>
                  <time className={styles.itemTime} dateTime={c.lastMessageAt}>
                    {shortTime(c.lastMessageAt)}
                  </time>
                </span>
                <span className={styles.itemSubject}>{toPersianDigits(c.subject.title)}</span>
                <span className={styles.itemBottom}>
                  <span className={styles.itemPreview}>{toPersianDigits(preview)}</span>
                  {c.unreadCount > 0 && (
                    <span className={styles.unread} aria-label={t('unreadCount', { count: toPersianDigits(c.unreadCount) })}>
                      {toPersianDigits(c.unreadCount)}
                    </span>
                  )}
                </span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
