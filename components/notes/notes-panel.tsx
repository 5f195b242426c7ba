'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createNote, deleteNote, notesKey, notesOfObject, updateNote } from '@/api/notes';
import { isApiError } from '@/api/errors';
import { NOTE_MAX_LENGTH, type Note } from '@/api/contract/notes';
import type { PageKind } from '@/api/contract/catalog-enums';
import { useSharedStore } from '@/stores/shared';
import { notify } from '@/components/ui/notifications';
import { LOGIN_PATH } from '@/lib/safe-redirect';
import { plainText } from '@/lib/rich-text';
import { textOpening } from '@/lib/text-opening';
import { textLeftAfterSend } from '@/lib/text-after-send';
import { formatJalaliDateTime, toPersianDigits } from '@/lib/persian';
import { hasKeptDraft, useKeptDraft } from '@/components/ui/kept-draft/use-kept-draft';
import styles from './notes-panel.module.css';

/**
 * "My notes" on a product, supplier or article page: folded (`<details>`, HTML before any script); open, a
 * signed-in visitor reads, writes, edits and deletes their own notes on this object; a visitor is
 * offered the login page, which brings them back here.
 */
export function NotesPanel({ pageKind, objectId }: { pageKind: PageKind; objectId: number }) {
  const t = useTranslations('catalog.notes');
  const pathname = usePathname();
  const loggedIn = useSharedStore((s) => s.isLoggedIn);
  const [open, setOpen] = useState(false);
  // The page hydrates on the visitor's first tap (ADR 5): a tap on the summary opens the panel
  // before React listens for its toggle, so what the element shows is read once React is there.
  const panel = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    // A note typed and not saved before leaving the page opens the panel on the way back.
    if (loggedIn && panel.current && hasKeptDraft(noteDraftKey(pageKind, objectId))) panel.current.open = true;
    if (panel.current?.open) setOpen(true);
  }, [loggedIn, pageKind, objectId]);
  return (
    <details ref={panel} className={styles.panel} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>{t('title')}</summary>
      <div className={styles.body}>
        {loggedIn ? (
          open ? <MyNotes pageKind={pageKind} objectId={objectId} /> : null
        ) : (
          <>
            <p className={styles.loggedOut}>
              <Link href={`${LOGIN_PATH}?redirectPath=${encodeURIComponent(pathname)}`}>{t('login')}</Link>
            </p>
            <p className={styles.signedInOnly} role="status">
              {t('loading')}
            </p>
          </>
        )}
      </div>
    </details>
  );
}

const noteDraftKey = (pageKind: PageKind, objectId: number) => `note/${pageKind}/${objectId}`;

function MyNotes({ pageKind, objectId }: { pageKind: PageKind; objectId: number }) {
  const t = useTranslations('catalog.notes');
  const queryClient = useQueryClient();
  const queryKey = [...notesKey, pageKind, objectId] as const;
  const notes = useQuery({ queryKey, queryFn: () => notesOfObject(pageKind, objectId) });
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<Note | null>(null);
  // The new note's text is kept in the tab until saved (an edit starts from the note itself).
  const kept = useKeptDraft(noteDraftKey(pageKind, objectId), editing ? '' : text, setText, '');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Where the focus goes after an action whose button goes away or waits: never back to the page's top.
  const field = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLDivElement>(null);

  // The guard against a second submit while saving (the button stays focusable, so it can be pressed).
  const saving = useRef(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving.current) return;
    // Nothing to keep: said here, in words about a note, not by the server's «این مقدار لازم است».
    if (!text.trim()) {
      flushSync(() => setError(t('textNeeded')));
      field.current?.focus();
      return;
    }
    saving.current = true;
    setPending(true);
    setError(null);
    try {
      if (editing) await updateNote(editing.id, text);
      else await createNote(pageKind, objectId, text);
      notify.success(t('saved'));
      // Words typed while it saved stay: a new note's as the start of the next one; an edited
      // note's box stays on that note, to be saved again (another note opened meanwhile stays open).
      const left = textLeftAfterSend(field.current?.value ?? '', text);
      if (!left) {
        setText('');
        setEditing(null);
      } else if (!editing) setText(left);
      kept.saved();
      await queryClient.invalidateQueries({ queryKey: notesKey });
    } catch (failure) {
      // What was typed stays; the server's Persian reason shows under it, read out with the field
      // it describes, which takes the focus once the reason is there.
      if (isApiError(failure)) {
        flushSync(() => setError(failure.fieldErrors.body ?? (failure.detail || failure.title)));
        field.current?.focus();
      } else notify.apiError(failure);
    } finally {
      saving.current = false;
      setPending(false);
    }
  }

  async function remove(note: Note) {
    try {
      await deleteNote(note.id);
      notify.success(t('deleted'));
      if (editing?.id === note.id) {
        setEditing(null);
        setText('');
      }
      await queryClient.invalidateQueries({ queryKey: notesKey });
      list.current?.focus();
    } catch (failure) {
      notify.apiError(failure);
    }
  }

  return (
    <>
      {/* Where the focus goes after a deletion (the panel is already named by its summary). */}
      <div ref={list} tabIndex={-1}>
        {notes.isPending ? (
          <p role="status">{t('loading')}</p>
        ) : notes.isError ? (
          <p className={styles.error}>{t('failed')}</p>
        ) : notes.data.length ? (
          <ul className={styles.list} aria-label={t('title')}>
            {notes.data.map((note) => (
              <li key={note.id} className={styles.note}>
                <p className={styles.text}>{toPersianDigits(plainText(note.body))}</p>
                <div className={styles.meta}>
                  <span>{formatJalaliDateTime(note.updatedAt)}</span>
                  <button
                    type="button"
                    className={styles.quiet}
                    aria-label={t('editOf', { text: textOpening(plainText(note.body)) })}
                    onClick={() => {
                      // Rendered first, so the field is read out with its new label and text.
                      flushSync(() => {
                        setEditing(note);
                        setText(plainText(note.body));
                      });
                      field.current?.focus();
                    }}
                  >
                    {t('edit')}
                  </button>
                  <button type="button" className={styles.quiet} aria-label={t('deleteOf', { text: textOpening(plainText(note.body)) })} onClick={() => void remove(note)}>
                    {t('delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('empty')}</p>
        )}
      </div>
      <form onSubmit={save} noValidate>
        {kept.restored && !editing ? (
          <p className={styles.restored} role="status">
            {t('restored')}{' '}
            <button type="button" className={styles.quiet} onClick={kept.discard}>
              {t('discard')}
            </button>
          </p>
        ) : null}
        <label htmlFor={`note-${pageKind}-${objectId}`} className={styles.label}>
          {editing ? t('editLabel') : t('newLabel')}
        </label>
        <textarea
          ref={field}
          id={`note-${pageKind}-${objectId}`}
          className={styles.textarea}
          value={text}
          maxLength={NOTE_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `note-error-${objectId}` : undefined}
        />
        {error ? (
          <p id={`note-error-${objectId}`} className={styles.error}>
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          {/* Not `disabled` while saving: a disabled button drops the focus to the page's top. */}
          <button type="submit" className={styles.button} aria-disabled={pending}>
            {pending ? t('saving') : t('save')}
          </button>
          {editing ? (
            <button
              type="button"
              className={styles.quiet}
              onClick={() => {
                flushSync(() => {
                  setEditing(null);
                  setText('');
                });
                field.current?.focus();
              }}
            >
              {t('cancel')}
            </button>
          ) : null}
        </div>
      </form>
    </>
  );
}
