'use client';

import { useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import IconButton from '@mui/material/IconButton';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { uploadAttachment } from '@/api/conversations';
import { isApiError } from '@/api/errors';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  MESSAGE_MAX_ATTACHMENTS,
  MESSAGE_MAX_LENGTH,
  type Attachment,
} from '@/api/contract/conversations';
import { toPersianDigits } from '@/lib/persian';
import { textLeftAfterSend } from '@/lib/text-after-send';
import { MESSAGE_DRAFT_PREFIX } from '@/components/ui/kept-draft/tab-drafts';
import { fileSize } from './file-size';
import styles from './messages.module.css';

type Pending = { key: string; name: string; state: 'uploading' | 'ready' | 'failed'; attachment?: Attachment; error?: string };

const draftKey = (thread: string) => `${MESSAGE_DRAFT_PREFIX}${thread}`;
/** The widths where the message box takes a row of its own (messages.module.css says the same). */
const PHONE_COMPOSER = '(max-width: 479.95px)';

function readDraft(thread: string): string {
  try {
    return sessionStorage.getItem(draftKey(thread)) ?? '';
  } catch {
    return '';
  }
}

function writeDraft(thread: string, text: string): void {
  try {
    if (text) sessionStorage.setItem(draftKey(thread), text);
    else sessionStorage.removeItem(draftKey(thread));
  } catch {
    // Private mode or full storage: the text stays in the box all the same.
  }
}

/**
 * Writes a message: text (kept as a draft per thread while typing, and kept in the box when
 * sending fails) and files, each uploaded as soon as it is picked. Ctrl+Enter sends; Enter is a
 * new line, as on a phone's keyboard.
 */
export function Composer({
  threadKey,
  onSend,
  onContinued,
  disabled = false,
}: {
  /** Where the draft is kept: the thread's id, or the object a new thread will be about. */
  threadKey: string;
  /**
   * Sends; resolves when sent (with the thread's key when a new thread was started, its
   * conversation now under another key), rejects with the API's error.
   */
  onSend: (body: string, attachmentIds: number[]) => Promise<string | void>;
  /** A new thread's first message is sent: what was typed meanwhile waits in the draft under `key`. */
  onContinued?: (key: string) => void;
  disabled?: boolean;
}) {
  const t = useTranslations('conversations');
  const id = useId();
  // Mounted per thread (the screen keys it by `threadKey`): the draft is read once.
  const [text, setText] = useState(() => readDraft(threadKey));
  const [files, setFiles] = useState<Pending[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  const change = (value: string) => {
    setText(value);
    writeDraft(threadKey, value);
  };

  const attach = (list: FileList | null) => {
    if (!list) return;
    const room = MESSAGE_MAX_ATTACHMENTS - files.length;
    const picked = [...list].slice(0, Math.max(room, 0));
    if (list.length > room) setError(t('tooManyFiles', { count: toPersianDigits(MESSAGE_MAX_ATTACHMENTS) }));
    for (const file of picked) {
      const key = `${file.name}-${file.size}-${Math.random()}`;
      const refused =
        file.size > ATTACHMENT_MAX_BYTES
          ? t('fileTooLarge', { size: toPersianDigits(ATTACHMENT_MAX_BYTES / 1024 / 1024) })
          : file.type && !(ATTACHMENT_TYPES as readonly string[]).includes(file.type)
            ? t('fileType')
            : null;
      if (refused) {
        setFiles((all) => [...all, { key, name: file.name, state: 'failed', error: refused }]);
        continue;
      }
      setFiles((all) => [...all, { key, name: file.name, state: 'uploading' }]);
      uploadAttachment(file).then(
        (attachment) => setFiles((all) => all.map((f) => (f.key === key ? { ...f, state: 'ready', attachment } : f))),
        (failure: unknown) =>
          setFiles((all) =>
            all.map((f) => (f.key === key ? { ...f, state: 'failed', error: isApiError(failure) ? failure.detail : t('uploadFailed') } : f)),
          ),
      );
    }
    if (picker.current) picker.current.value = '';
  };

  const ready = files.filter((f) => f.state === 'ready').map((f) => f.attachment!.id);
  const uploading = files.some((f) => f.state === 'uploading');
  const canSend = !disabled && !sending && !uploading && (text.trim().length > 0 || ready.length > 0);

  const send = async () => {
    if (!canSend) return;
    setSending(true);
    setError(null);
    const sentFiles = new Set(files.map((f) => f.key));
    try {
      const continuesIn = await onSend(text, ready);
      // What was typed or picked while the message was on its way stays for the next one; a new
      // thread's goes to the draft of the thread it became, whose own box takes over from this one.
      // A box gone meanwhile (another thread opened) left its words in the draft.
      const left = textLeftAfterSend(box.current?.value ?? readDraft(threadKey), text);
      if (continuesIn) {
        writeDraft(threadKey, '');
        // Files picked meanwhile are not carried over: they are this box's, and go with it.
        if (left) writeDraft(continuesIn, left);
        onContinued?.(continuesIn);
        return;
      }
      change(left);
      setFiles((all) => all.filter((f) => !sentFiles.has(f.key)));
    } catch (failure) {
      // The text and the files stay, to send again.
      setError(isApiError(failure) ? (Object.values(failure.fieldErrors)[0] ?? failure.detail) : t('sendFailed'));
    } finally {
      setSending(false);
      // The next message (or this one again) goes in the same box: the focus left on the send
      // button, disabled while sending, fell to the page, and a phone's keyboard closed each time.
      if (!box.current?.contains(document.activeElement)) box.current?.focus();
    }
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {files.length > 0 && (
        <ul className={styles.pendingFiles} aria-label={t('attachments')}>
          {files.map((f) => (
            <li key={f.key} className={styles.pendingFile} data-state={f.state}>
              {f.state === 'uploading' && <CircularProgress size={14} aria-label={t('uploading')} />}
              <span className={styles.pendingName}>{toPersianDigits(f.name)}</span>
              {f.attachment && <span className={styles.pendingSize}>{fileSize(f.attachment.size)}</span>}
              {f.error && <span className={styles.pendingError}>{f.error}</span>}
              <IconButton size="small" aria-label={t('removeFile', { name: f.name })} onClick={() => setFiles((all) => all.filter((x) => x.key !== f.key))}>
                <CloseOutlined fontSize="small" />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className={styles.composerError} role="alert">
          {error}
        </p>
      )}
      <div className={styles.composerRow}>
        {/* The text first, then its buttons: on a phone they wrap under it in the same order. */}
        <label htmlFor={`${id}-text`} className={styles.visuallyHidden}>
          {t('messageLabel')}
        </label>
        <textarea
          ref={box}
          id={`${id}-text`}
          data-composer-text
          className={styles.textarea}
          value={text}
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t('placeholder')}
          aria-describedby={`${id}-hint`}
          aria-keyshortcuts="Control+Enter"
          disabled={disabled}
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void send();
            }
          }}
        />
        <input
          ref={picker}
          id={`${id}-files`}
          type="file"
          multiple
          accept={ATTACHMENT_TYPES.join(',')}
          className={styles.visuallyHidden}
          onChange={(event) => attach(event.target.files)}
        />
        <IconButton component="label" htmlFor={`${id}-files`} aria-label={t('attach')} disabled={disabled || files.length >= MESSAGE_MAX_ATTACHMENTS}>
          <AttachFileOutlined />
        </IconButton>
        <Button
          type="submit"
          variant="contained"
          disabled={!canSend}
          aria-label={t('send')}
          // A tap sends without taking the focus from the box: the phone's keyboard stays open.
          onMouseDown={(event) => event.preventDefault()}
          // On a phone, under the text at the row's end (messages.module.css); MUI's own margin would win over a class.
          sx={{ minWidth: 48, px: 1.5, flexShrink: 0, [`@media ${PHONE_COMPOSER}`]: { marginInlineStart: 'auto' } }}
        >
          {sending ? <CircularProgress size={20} color="inherit" /> : <SendOutlined sx={{ transform: 'scaleX(-1)' }} />}
        </Button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('hint', { size: toPersianDigits(ATTACHMENT_MAX_BYTES / 1024 / 1024) })}
      </p>
    </form>
  );
}
