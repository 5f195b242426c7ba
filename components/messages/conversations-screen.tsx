'use client';

import { useCallback, useEffect, useMemo, useRef } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import {
  conversationsKey,
  fetchConversations,
  fetchThread,
  fetchThreadAbout,
  sendMessage,
  type ConversationAbout,
} from '@/api/conversations';
import type { ConversationList as List, ConversationSummary, Thread } from '@/api/contract/conversations';
import { EmptyState } from '@/components/ui/empty-state';
import { toPersianDigits } from '@/lib/persian';
import { useSharedStore } from '@/stores/shared';
import { Composer } from './composer';
import { ConversationList } from './conversation-list';
import { onLiveMessage, onUnreadChange, useConversationStream } from './live-stream';
import { ThreadView } from './thread-view';
import styles from './messages.module.css';

/** A thread to begin from a product or supplier page (`?to=…&about=…`), with the names to show. */
export type NewThread = ConversationAbout & { supplierName: string; subjectTitle: string };

/**
 * Where the keyboard's focus goes once the screen has rendered a change it asked for: the element
 * that had it (the first message's box, a list link on a phone, the back button) has left the
 * screen, and the focus of a removed or hidden element falls to the page's top.
 */
type FocusIntent = { to: 'composer' } | { to: 'thread' } | { to: 'list'; conversationId: number | null };

const listKey = (supplierId: number | undefined) => [...conversationsKey, 'list', supplierId ?? 'all'] as const;
const threadKey = (id: number) => [...conversationsKey, 'thread', id] as const;

/**
 * The messages screen: the caller's threads beside the open one on a wide screen, the list then
 * the thread on a phone (the browser's back returns to the list). In the supplier desk it shows
 * one storefront's threads, answered as it. Everything new arrives through the tab's stream.
 */
export function ConversationsScreen({ supplierId, newThread }: { supplierId?: number; newThread?: NewThread }) {
  const t = useTranslations('conversations');
  const queryClient = useQueryClient();
  const pathname = usePathname();
  const params = useSearchParams();
  const loggedIn = useSharedStore((s) => s.isLoggedIn);
  useConversationStream(loggedIn);
  const selectedId = Number(params.get('c')) || null;
  // Only while the address still asks for it: back to the list (`pushState`) leaves it.
  const starting = !selectedId && newThread && params.get('to') ? newThread : null;

  const list = useQuery({ queryKey: listKey(supplierId), queryFn: ({ signal }) => fetchConversations({ supplierId }, signal) });
  const thread = useQuery({
    queryKey: threadKey(selectedId ?? 0),
    queryFn: ({ signal }) => fetchThread(selectedId!, undefined, signal),
    enabled: selectedId !== null,
  });
  // Beginning from a page: an existing thread about the same object opens instead.
  const existing = useQuery({
    queryKey: [...conversationsKey, 'about', starting],
    queryFn: ({ signal }) => fetchThreadAbout(starting!, signal),
    enabled: starting !== null,
  });

  const screen = useRef<HTMLDivElement>(null);
  const focusIntent = useRef<FocusIntent | null>(null);
  const hrefOf = useCallback((id: number) => `${pathname}?c=${id}`, [pathname]);
  // In place (no server round trip); the browser's back and forward still walk the threads.
  const open = useCallback((id: number, replace = false) => window.history[replace ? 'replaceState' : 'pushState'](null, '', hrefOf(id)), [hrefOf]);
  const back = useCallback(() => {
    focusIntent.current = { to: 'list', conversationId: selectedId };
    window.history.pushState(null, '', pathname);
  }, [pathname, selectedId]);

  // A new thread begun from a page («پیام به تأمین‌کننده») is there to be written: the cursor goes
  // to its message box, once per thread begun (its box was below a tall empty thread on a phone).
  const focusedNewThread = useRef<string | null>(null);
  const newThreadKey = starting && existing.data && !existing.data.conversation ? `${starting.supplierId}:${starting.pageKind}:${starting.objectId}` : null;
  useEffect(() => {
    if (newThreadKey === null || focusedNewThread.current === newThreadKey) return;
    focusedNewThread.current = newThreadKey;
    focusIntent.current = { to: 'composer' };
  }, [newThreadKey]);

  // After every render: a pending intent waits until its target is on the screen (a thread still loading).
  useEffect(() => {
    const intent = focusIntent.current;
    const root = screen.current;
    if (!intent || !root) return;
    if (intent.to === 'thread' && document.activeElement?.checkVisibility?.() !== false && document.activeElement !== document.body) {
      // A wide screen keeps the list beside the thread: the reader stays on the link they chose.
      focusIntent.current = null;
      return;
    }
    const target =
      intent.to === 'composer'
        ? root.querySelector<HTMLElement>('[data-composer-text]')
        : intent.to === 'thread'
          ? root.querySelector<HTMLElement>('[data-thread-heading]')
          : (root.querySelector<HTMLElement>(`[data-conversation="${intent.conversationId}"]`) ??
            root.querySelector<HTMLElement>('[data-conversation]') ??
            root.querySelector<HTMLElement>('[data-list-pane]'));
    if (!target) return;
    focusIntent.current = null;
    target.focus();
  });

  useEffect(() => {
    if (existing.data?.conversation) {
      queryClient.setQueryData<Thread>(threadKey(existing.data.conversation.id), existing.data as Thread);
      open(existing.data.conversation.id, true);
    }
  }, [existing.data, open, queryClient]);

  const inScope = useCallback(
    (c: ConversationSummary) => supplierId === undefined || (c.mySide === 'supplier' && c.supplier.id === supplierId),
    [supplierId],
  );

  useEffect(() => {
    const stopMessages = onLiveMessage(({ message, conversation }) => {
      if (!inScope(conversation)) return;
      queryClient.setQueryData<List>(listKey(supplierId), (old) =>
        old ? { ...old, items: [conversation, ...old.items.filter((c) => c.id !== conversation.id)] } : old,
      );
      queryClient.setQueryData<Thread>(threadKey(conversation.id), (old) =>
        old && !old.messages.some((m) => m.id === message.id)
          ? { ...old, conversation, messages: [...old.messages, message].sort((a, b) => a.id - b.id) }
          : old,
      );
    });
    const stopUnread = onUnreadChange(({ conversationId, unreadCount }) => {
      if (conversationId === null || unreadCount === null) return;
      queryClient.setQueryData<List>(listKey(supplierId), (old) =>
        old ? { ...old, items: old.items.map((c) => (c.id === conversationId ? { ...c, unreadCount } : c)) } : old,
      );
    });
    return () => {
      stopMessages();
      stopUnread();
    };
  }, [inScope, queryClient, supplierId]);

  const sent = useCallback(
    (result: Awaited<ReturnType<typeof sendMessage>>) => {
      const { conversation, message } = result;
      queryClient.setQueryData<List>(listKey(supplierId), (old) =>
        old ? { ...old, items: [conversation, ...old.items.filter((c) => c.id !== conversation.id)] } : old,
      );
      queryClient.setQueryData<Thread>(threadKey(conversation.id), (old) =>
        old
          ? { ...old, conversation, messages: old.messages.some((m) => m.id === message.id) ? old.messages : [...old.messages, message] }
          : { conversation, messages: [message], hasMore: false },
      );
    },
    [queryClient, supplierId],
  );

  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const showing = selectedId !== null || starting !== null;

  const listPane = (
    <div className={styles.listPane} data-hidden-on-phone={showing ? 'true' : undefined} data-list-pane tabIndex={-1}>
      {list.isPending ? (
        <div aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={72} sx={{ mb: 1 }} />
          ))}
        </div>
      ) : list.isError ? (
        <Alert severity="error" action={<Button onClick={() => list.refetch()}>{t('retry')}</Button>}>
          {t('loadFailed')}
        </Alert>
      ) : items.length === 0 ? (
        <EmptyState icon={<ChatBubbleOutlineOutlined />} title={supplierId ? t('emptyDesk') : t('empty')} description={supplierId ? t('emptyDeskHint') : t('emptyHint')} />
      ) : (
        <ConversationList
          items={items}
          selectedId={selectedId}
          hrefOf={hrefOf}
          onOpen={(id) => {
            focusIntent.current = { to: 'thread' };
            open(id);
          }}
        />
      )}
    </div>
  );

  let threadPane: React.ReactNode;
  if (selectedId !== null) {
    threadPane = thread.data ? (
      <ThreadView
        thread={thread.data}
        queryKey={threadKey(selectedId)}
        onBack={back}
        onDeleted={() => {
          queryClient.setQueryData<List>(listKey(supplierId), (old) => (old ? { ...old, items: old.items.filter((c) => c.id !== selectedId) } : old));
          queryClient.removeQueries({ queryKey: threadKey(selectedId) });
          back();
        }}
        composer={
          <Composer
            key={selectedId}
            threadKey={String(selectedId)}
            onSend={async (body, attachmentIds) => sent(await sendMessage({ conversationId: selectedId, body, attachmentIds }))}
          />
        }
      />
    ) : thread.isError ? (
      <div className={styles.threadEmpty}>
        <Alert severity="error">{t('threadMissing')}</Alert>
        <Button onClick={back}>{t('backToList')}</Button>
      </div>
    ) : (
      <div className={styles.threadEmpty} aria-busy="true">
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={240} />
      </div>
    );
  } else if (starting) {
    threadPane = existing.isPending ? (
      <div className={styles.threadEmpty} aria-busy="true">
        <Skeleton variant="rounded" height={240} />
      </div>
    ) : (
      <section className={styles.thread} aria-label={t('newThreadLabel', { name: toPersianDigits(starting.supplierName) })}>
        <header className={styles.threadHeader}>
          <div className={styles.threadTitle}>
            <h2>{toPersianDigits(starting.supplierName)}</h2>
            <p>
              {t('about')} {toPersianDigits(starting.subjectTitle)}
            </p>
          </div>
        </header>
        <div className={styles.messages}>
          <p className={styles.newThreadHint}>{t('newThreadHint', { name: toPersianDigits(starting.supplierName) })}</p>
        </div>
        <Composer
          key={`${starting.supplierId}:${starting.pageKind}:${starting.objectId}`}
          threadKey={`${starting.supplierId}:${starting.pageKind}:${starting.objectId}`}
          onSend={async (body, attachmentIds) => {
            const result = await sendMessage({ supplierId: starting.supplierId, pageKind: starting.pageKind, objectId: starting.objectId, body, attachmentIds });
            sent(result);
            return String(result.conversation.id);
          }}
          onContinued={(conversationId) => {
            focusIntent.current = { to: 'composer' };
            open(Number(conversationId), true);
          }}
        />
      </section>
    );
  } else {
    threadPane = (
      <div className={styles.threadEmpty}>
        <p>{items.length > 0 ? t('pick') : ''}</p>
      </div>
    );
  }

  return (
    <div className={styles.screen} ref={screen}>
      {listPane}
      <div className={styles.threadPane} data-hidden-on-phone={showing ? undefined : 'true'}>
        {threadPane}
      </div>
    </div>
  );
}
