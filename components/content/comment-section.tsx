'use client';

import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import { contentKey, fetchCommentTree, likeComment, postComment } from '@/api/content';
import { isApiError } from '@/api/errors';
import { COMMENT_MAX, type CommentNode } from '@/api/contract/content';
import { notify } from '@/components/ui/notifications';
import { useSharedStore } from '@/stores/shared';
import { loginHref } from '@/lib/routes';
import { textLeftAfterSend } from '@/lib/text-after-send';
import { onPageText } from '@/components/catalog/ui/a11y-styles';
import { HIDDEN_WHEN_SIGNED_IN, SHOWN_ONLY_WHEN_SIGNED_IN } from '@/components/auth/early-session-sx';
import { formatJalaliDateTime, formatNumber, toPersianDigits } from '@/lib/persian';

/**
 * The comments of a page: the approved ones as a tree with likes (in the page's HTML, for readers
 * before any script and for crawlers), a form for a new one and a reply form under each. A new comment waits for an admin, and the writer is told so; what was typed
 * stays when sending fails.
 */
export function CommentSection({ pageId, initialTree }: { pageId: number; initialTree?: CommentNode[] }) {
  const t = useTranslations('content.comments');
  const tc = useTranslations('common');
  const tree = useQuery({ queryKey: [...contentKey, 'comments', pageId], queryFn: () => fetchCommentTree(pageId), initialData: initialTree });
  const count = (nodes: CommentNode[]): number => nodes.reduce((n, c) => n + 1 + count(c.replies), 0);

  return (
    <Box component="section" aria-labelledby="comments-title" sx={{ mt: 4, display: 'grid', gap: 2 }}>
      <Typography id="comments-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {tree.data ? t('titleCount', { count: formatNumber(count(tree.data)) }) : t('title')}
      </Typography>
      <CommentForm pageId={pageId} />
      {tree.isError ? (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void tree.refetch()}>{tc('retry')}</Button>}>
          {t('failed')}
        </Alert>
      ) : tree.isPending ? (
        <Skeleton variant="rectangular" height={96} aria-label={t('loading')} />
      ) : tree.data.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <CommentList nodes={tree.data} pageId={pageId} />
      )}
    </Box>
  );
}

function CommentList({ nodes, pageId }: { nodes: CommentNode[]; pageId: number }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {nodes.map((node) => (
        <CommentItem key={node.id} node={node} pageId={pageId} />
      ))}
    </Box>
  );
}

function CommentItem({ node, pageId }: { node: CommentNode; pageId: number }) {
  const t = useTranslations('content.comments');
  const [likes, setLikes] = useState(node.likeCount);
  const [liked, setLiked] = useState(false);
  const [replying, setReplying] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);

  async function like() {
    if (liked) return;
    setLiked(true);
    setLikes((n) => n + 1);
    try {
      setLikes((await likeComment(node.id)).likeCount);
    } catch (error) {
      setLiked(false);
      setLikes((n) => n - 1);
      notify.apiError(error);
    }
  }

  return (
    <Box component="li" aria-label={t('by', { author: node.author })}>
      <Box component="article" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, bgcolor: 'background.paper' }}>
        <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
          {node.author}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ms: 1, marginInlineStart: 1 }}>
            {formatJalaliDateTime(node.createdAt)}
          </Typography>
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', mt: 0.5, overflowWrap: 'anywhere' }}>{toPersianDigits(node.body)}</Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <Button size="small" startIcon={<ThumbUpOutlined />} onClick={() => void like()} aria-pressed={liked} aria-label={t('likeLabel', { count: formatNumber(likes) })}>
            {formatNumber(likes)}
          </Button>
          <Button ref={replyButton} size="small" onClick={() => setReplying((r) => !r)} aria-expanded={replying}>
            {t('reply')}
          </Button>
        </Box>
        {replying && (
          <CommentForm
            pageId={pageId}
            parentId={node.id}
            onDone={() => {
              setReplying(false);
              // The form and its button leave: the keyboard goes back to «پاسخ», where it came from.
              replyButton.current?.focus();
            }}
          />
        )}
      </Box>
      {node.replies.length > 0 && (
        <Box sx={{ mt: 1.5, paddingInlineStart: { xs: 2, sm: 4 }, borderInlineStart: 2, borderColor: 'divider' }}>
          <CommentList nodes={node.replies} pageId={pageId} />
        </Box>
      )}
    </Box>
  );
}

function CommentForm({ pageId, parentId, onDone }: { pageId: number; parentId?: number; onDone?: () => void }) {
  const t = useTranslations('content.comments');
  const pathname = usePathname();
  const loggedIn = useSharedStore((s) => s.isLoggedIn);
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  // Set before the first await: a second press before the re-render sends nothing.
  const sending = useRef(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = parentId ? `reply-${parentId}` : 'comment-new';
  // «نوشتن دیدگاه» tapped before the page knew the login: the field takes the caret once shown.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (loggedIn && wanted) field.current?.focus();
  }, [loggedIn, wanted]);

  if (!loggedIn) {
    return (
      <Typography variant="body2">
        <Button href={loginHref(`${pathname}#comments-title`)} variant="outlined" size="small" sx={{ ...onPageText, ...HIDDEN_WHEN_SIGNED_IN }}>
          {t('loginToComment')}
        </Button>
        {/* Its tap wakes the page, whose form then takes its place; a tap the page hands on once
            awake puts the caret in it, or, the login having ended meanwhile, asks for it. */}
        <Button
          type="button"
          variant="outlined"
          size="small"
          onClick={() => (useSharedStore.getState().isLoggedIn ? setWanted(true) : window.location.assign(loginHref(`${pathname}#comments-title`)))}
          sx={{ ...onPageText, ...SHOWN_ONLY_WHEN_SIGNED_IN }}
        >
          {t('write')}
        </Button>
      </Typography>
    );
  }

  // The field reads its error (its description) when it takes the focus, so the error is rendered first.
  function showError(message: string) {
    flushSync(() => setError(message));
    field.current?.focus();
  }

  async function submit() {
    if (sending.current) return;
    const text = body.trim();
    if (text.length < 2) {
      showError(t('tooShort'));
      return;
    }
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      await postComment({ pageId, parentId: parentId ?? null, body: text });
      // Words typed while it was sent stay in the box, and a reply's box stays open for them.
      const left = textLeftAfterSend(field.current?.value ?? '', text);
      setBody(left);
      setSent(true);
      await queryClient.invalidateQueries({ queryKey: [...contentKey, 'comments', pageId] });
      if (!left) onDone?.();
      notify.success(t('sent'));
    } catch (failure) {
      showError(isApiError(failure) ? (failure.fieldErrors.body ?? failure.detail) : t('failedToSend'));
    }
    sending.current = false;
    setBusy(false);
  }

  return (
    <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void submit())} sx={{ display: 'grid', gap: 1, mt: parentId ? 1.5 : 0 }}>
      {sent && !parentId && <Alert severity="info">{t('waiting')}</Alert>}
      <TextField
        id={id}
        inputRef={field}
        // «پاسخ» opens the box to write in: the cursor goes there.
        autoFocus={!!parentId}
        label={parentId ? t('replyLabel') : t('label')}
        multiline
        minRows={parentId ? 2 : 3}
        value={body}
        onChange={(e) => {
          setBody(e.target.value);
          setError(null);
        }}
        error={!!error}
        helperText={error ?? t('hint', { max: formatNumber(COMMENT_MAX) })}
        slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
      />
      <Button type="submit" variant="contained" aria-disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : null} sx={{ justifySelf: 'start' }}>
        {parentId ? t('sendReply') : t('send')}
      </Button>
    </Box>
  );
}
