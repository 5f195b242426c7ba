'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import ThumbUp from '@mui/icons-material/ThumbUp';
import { fetchPage, likePage } from '@/api/content';
import { notify } from '@/components/ui/notifications';
import { formatNumber } from '@/lib/persian';
import { onPageText } from '@/components/catalog/ui/a11y-styles';

/**
 * «پسندیدم»: anyone may like a page once, signed in or not (a visitor by its cookie). The count is
 * the shared page's; whether this visitor already liked it is asked in the browser.
 */
export function LikeButton({ pageId, initialCount }: { pageId: number; initialCount: number }) {
  const t = useTranslations('content.page');
  const [count, setCount] = useState(initialCount);
  const [liked, setLiked] = useState(false);
  // Once the visitor taps, the tap's answer wins over a read that was already on its way.
  const acted = useRef(false);

  useEffect(() => {
    let cancelled = false;
    fetchPage(pageId)
      .then((page) => {
        if (cancelled || acted.current) return;
        setLiked(page.likedByMe);
        setCount(page.likeCount);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [pageId]);

  async function like() {
    if (liked) return;
    acted.current = true;
    // Liked at once: a second press meets `liked` and sends nothing; the button stays focusable meanwhile.
    setLiked(true);
    setCount((c) => c + 1);
    try {
      const result = await likePage(pageId);
      setCount(result.likeCount);
    } catch (error) {
      setLiked(false);
      setCount((c) => c - 1);
      notify.apiError(error);
    }
  }

  return (
    <Button
      variant={liked ? 'contained' : 'outlined'}
      startIcon={liked ? <ThumbUp /> : <ThumbUpOutlined />}
      onClick={() => void like()}
      aria-pressed={liked}
      // On the page's grey, not a card: the dark shade keeps the outlined text readable (AA).
      sx={liked ? undefined : { ...onPageText, borderColor: 'primary.dark' }}
    >
      {liked ? t('liked', { count: formatNumber(count) }) : t('like', { count: formatNumber(count) })}
    </Button>
  );
}
