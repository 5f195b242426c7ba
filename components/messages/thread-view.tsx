'use client';

import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { deleteThreadForMe, fetchThread, markThreadRead } from '@/api/conversations';
import type { ConversationSummary, Message, Thread } from '@/api/contract/conversations';
import { ConfirmDialog } from '@/components/profile/address/confirm-dialog';
import { notify } from '@/components/ui/notifications';
import { toPersianDigits } from '@/lib/persian';
import { baseProductHref, productHref, supplierHref } from '@/lib/routes';
import { otherSide } from './conversation-list';
import { setTotalUnread } from './live-stream';
import { clockTime, dayHeading, dayKey } from './message-time';
import { fileSize } from './file-size';
import styles from './messages.module.css';

/** Where the thread's subject is shown on the site, while it exists. */
export function subjectHref(c: Pick<ConversationSummary, 'subject' | 'supplier'>): string | null {
  const { pageKind, objectId, slug } = c.subject;
  if (slug === null) return null;
  if (pageKind === 'supplier_product') return productHref({ id: objectId, slug });
  if (pageKind === 'base_product') return baseProductHref({ id: objectId, slug });
  return supplierHref({ id: objectId, slug });
}

/** Who a message is from, for a screen reader: an order's notice is the order's, not a line one wrote. */
function spokenBy(message: Message, otherName: string, t: ReturnType<typeof useTranslations<'conversations'>>): string {
  if (message.tradeRequestId) return t('orderNotice');
  return message.mine ? t('youSaid') : t('theySaid', { name: otherName });
}

function MessageBubble({ message, otherName }: { message: Message; otherName: string }) {
  const t = useTranslations('conversations');
  return (
    <li className={styles.bubble} data-mine={message.mine ? 'true' : undefined} data-message-id={message.id}>
      <span className={styles.visuallyHidden}>{spokenBy(message, otherName, t)}</span>
      {message.body && <p className={styles.bubbleText}>{toPersianDigits(message.body)}</p>}
      {message.tradeRequestId && (
        <Link href={`/profile/directorderinfo/${message.tradeRequestId}`} className={styles.orderLink}>
          {t('openOrder', { id: toPersianDigits(message.tradeRequestId) })}
        </Link>
      )}
      {message.attachments.length > 0 && (
        <ul className={styles.bubbleFiles}>
          {message.attachments.map((a) => (
            <li key={a.id}>
              {a.contentType === 'application/pdf' ? (
                <a href={a.url} className={styles.fileLink} download={a.fileName}>
                  <PictureAsPdfOutlined fontSize="small" aria-hidden />
                  <span>{toPersianDigits(a.fileName)}</span>
                  <span className={styles.fileSize}>{fileSize(a.size)}</span>
                </a>
              ) : (
                <a href={a.url} target="_blank" rel="noopener" className={styles.imageLink} aria-label={t('openPicture', { name: a.fileName })}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- a private file, served with the session */}
                  <img src={a.url} alt={a.fileName} loading="lazy" />
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      <time className={styles.bubbleTime} dateTime={message.createdAt}>
        {clockTime(message.createdAt)}
      </time>
    </li>
  );
}

/**
 * One thread: its header (the other side, what it is about, delete for me), the messages grouped
 * by day with older ones on request, and what the caller writes. New messages come in through
 * the screen's stream listener (the thread's query data); the thread is marked read while the
 * tab is visible.
 */
export function ThreadView({
  thread,
  queryKey,
  onBack,
  onDeleted,
  composer,
}: {
  thread: Thread;
  queryKey: readonly unknown[];
  onBack: () => void;
  onDeleted: () => void;
  composer: React.ReactNode;
}) {
  const t = useTranslations('conversations');
  const queryClient = useQueryClient();
  const { conversation, messages } = thread;
  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const marked = useRef(0);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const lastId = messages.at(-1)?.id ?? 0;
  const href = subjectHref(conversation);

  // New messages keep the view at the bottom, unless the reader scrolled up to read older ones.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && stickToBottom.current) box.scrollTop = box.scrollHeight;
  }, [lastId, conversation.id]);

  useEffect(() => {
    const mark = () => {
      if (document.visibilityState !== 'visible' || lastId <= marked.current) return;
      const unread = messages.some((m) => !m.mine && m.id > marked.current) && conversation.unreadCount > 0;
      marked.current = lastId;
      if (!unread) return;
      markThreadRead(conversation.id, lastId).then(
        (state) => {
          setTotalUnread(state.totalUnread);
          queryClient.setQueryData<Thread>(queryKey, (old) => (old ? { ...old, conversation: { ...old.conversation, unreadCount: state.unreadCount } } : old));
        },
        () => (marked.current = 0),
      );
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [conversation.id, conversation.unreadCount, lastId, messages, queryClient, queryKey]);

  const loadOlder = async () => {
    setLoadingOlder(true);
    const box = scroller.current;
    const fromBottom = box ? box.scrollHeight - box.scrollTop : 0;
    try {
      const older = await fetchThread(conversation.id, messages[0]?.id);
      stickToBottom.current = false;
      queryClient.setQueryData<Thread>(queryKey, (old) =>
        old ? { ...old, messages: [...older.messages.filter((m) => !old.messages.some((o) => o.id === m.id)), ...old.messages], hasMore: older.hasMore } : old,
      );
      // The reader stays where they were: the older messages appear above.
      requestAnimationFrame(() => {
        if (box) box.scrollTop = box.scrollHeight - fromBottom;
      });
    } catch (failure) {
      notify.apiError(failure);
    } finally {
      setLoadingOlder(false);
    }
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteThreadForMe(conversation.id);
      notify.success(t('deleted'));
      onDeleted();
    } catch (failure) {
      notify.apiError(failure);
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  const name = toPersianDigits(otherSide(conversation));
  return (
    <section className={styles.thread} aria-label={t('threadLabel', { name })}>
      <header className={styles.threadHeader}>
        <IconButton className={styles.backButton} onClick={onBack} aria-label={t('back')}>
          <ArrowForwardOutlined />
        </IconButton>
        <div className={styles.threadTitle}>
          <h2 tabIndex={-1} data-thread-heading>
            {name}
          </h2>
          <p>
            {t('about')}{' '}
            {href ? (
              <Link href={href}>{toPersianDigits(conversation.subject.title)}</Link>
            ) : (
              toPersianDigits(conversation.subject.title)
            )}
            {conversation.mySide === 'supplier' && <span className={styles.sideTag}>{t('asSupplier', { name: toPersianDigits(conversation.supplier.name) })}</span>}
          </p>
        </div>
        <IconButton onClick={() => setConfirming(true)} aria-label={t('delete')}>
          <DeleteOutlineOutlined />
        </IconButton>
      </header>
      <div
        ref={scroller}
        className={styles.messages}
        tabIndex={0}
        role="log"
        aria-live="polite"
        aria-label={t('messagesLabel')}
        onScroll={(event) => {
          const box = event.currentTarget;
          stickToBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 80;
        }}
      >
        {thread.hasMore && (
          <div className={styles.older}>
            <Button size="small" onClick={loadOlder} disabled={loadingOlder}>
              {t('older')}
            </Button>
          </div>
        )}
        <ol className={styles.messageList}>
          {messages.map((m, i) => (
            <Fragment key={m.id}>
              {(i === 0 || dayKey(messages[i - 1].createdAt) !== dayKey(m.createdAt)) && (
                <li className={styles.day} aria-hidden={false}>
                  {dayHeading(m.createdAt, { today: t('today'), yesterday: t('yesterday') })}
                </li>
              )}
              <MessageBubble message={m} otherName={toPersianDigits(conversation.mySide === 'buyer' ? conversation.supplier.name : conversation.buyer.name)} />
            </Fragment>
          ))}
        </ol>
      </div>
      {composer}
      <ConfirmDialog
        open={confirming}
        title={t('deleteTitle')}
        message={t('deleteMessage', { name })}
        confirmLabel={t('delete')}
        pending={deleting}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
