'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import IconButton from '@mui/material/IconButton';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { ConversationListItem } from '@/api/contract/ai';
import { deleteConversation } from '@/api/ai';
import { formatJalaliDate, formatNumber, toPersianDigits } from '@/lib/persian';
import styles from './assistant.module.css';

/** The visitor's recent conversations with the assistant: each opens where it was left, or is forgotten. */
export function RecentConversations({ initial }: { initial: ConversationListItem[] }) {
  const t = useTranslations('ai');
  const [items, setItems] = useState(initial);
  const [failed, setFailed] = useState(false);

  async function forget(id: string) {
    setFailed(false);
    try {
      await deleteConversation(id);
      setItems((list) => list.filter((i) => i.id !== id));
    } catch {
      setFailed(true);
    }
  }

  if (!items.length) return <p className={styles.muted}>{t('noConversations')}</p>;
  return (
    <>
      <ul className={styles.conversations}>
        {items.map((c) => (
          <li key={c.id} className={styles.conversation}>
            <a href={`/ai?c=${c.id}`} className={styles.conversationLink}>
              <span className={styles.conversationTitle}>{toPersianDigits(c.title)}</span>
              <span className={styles.muted}>{t('conversationLine', { count: formatNumber(c.turnCount), date: formatJalaliDate(c.updatedAt) })}</span>
            </a>
            <IconButton aria-label={t('forget', { title: c.title })} onClick={() => void forget(c.id)}>
              <DeleteOutline />
            </IconButton>
          </li>
        ))}
      </ul>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t('forgetFailed')}
        </p>
      ) : null}
    </>
  );
}
