'use client';

import { useTranslations } from 'next-intl';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import Title from '@mui/icons-material/Title';
import Undo from '@mui/icons-material/Undo';
import Redo from '@mui/icons-material/Redo';
import styles from './rich-text-editor.module.css';

type Props = { id: string; label: string; initialValue: string; onChange: (html: string) => void; error?: string | null; helperText?: string };

/**
 * The writer's rich text (tiptap, a maintained ProseMirror editor): right to left, with only what
 * the server's sanitiser keeps — paragraphs, bold, italic, small headings, lists and quotes. What
 * it produces is cleaned again on the server; this is convenience, not a guarantee.
 *
 * The text is the editor's own once it is made: `initialValue` is read once, and another text is
 * given by mounting it again (a `key`). Pushing the parent's copy back in raced the typist: a
 * render carrying the text of one keystroke ago replaced the text of the next, and the letter and
 * its bold were split or lost.
 */
export function RichTextEditor({ id, label, initialValue, onChange, error, helperText }: Props) {
  const t = useTranslations('content.editor');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto', 'tel'] },
      }),
    ],
    content: initialValue,
    immediatelyRender: false,
    editorProps: {
      attributes: { dir: 'rtl', id, role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, class: styles.content, ...(error ? { 'aria-invalid': 'true' } : {}) },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  return (
    <Box>
      <Box component="label" htmlFor={id} sx={{ display: 'block', mb: 0.5, color: error ? 'error.dark' : 'text.secondary', fontSize: 14 }}>
        {label}
      </Box>
      <Box className={styles.frame} data-invalid={error ? '' : undefined}>
        {editor ? <Toolbar editor={editor} label={t('toolbar')} /> : null}
        <EditorContent editor={editor} />
      </Box>
      <Box sx={{ mt: 0.5, fontSize: 12, color: error ? 'error.dark' : 'text.secondary' }}>{error ?? helperText}</Box>
    </Box>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const t = useTranslations('content.editor');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
    }),
  });
  const button = (key: keyof typeof state, icon: React.ReactNode, run: () => void) => (
    <ToggleButton size="small" value={key} selected={state[key]} onChange={run} aria-label={t(key)} title={t(key)}>
      {icon}
    </ToggleButton>
  );
  return (
    // A pressed button leaves the caret in the text: had it taken the focus, the letters typed before
    // the editor took it back (a frame later) went to the button, and a space pressed it again.
    <Box role="toolbar" aria-label={label} className={styles.toolbar} onMouseDown={(event: React.MouseEvent) => event.preventDefault()}>
      {button('bold', <FormatBold />, () => editor.chain().focus().toggleBold().run())}
      {button('italic', <FormatItalic />, () => editor.chain().focus().toggleItalic().run())}
      {button('h3', <Title />, () => editor.chain().focus().toggleHeading({ level: 3 }).run())}
      {button('bullet', <FormatListBulleted />, () => editor.chain().focus().toggleBulletList().run())}
      {button('ordered', <FormatListNumbered />, () => editor.chain().focus().toggleOrderedList().run())}
      {button('quote', <FormatQuote />, () => editor.chain().focus().toggleBlockquote().run())}
      <ToggleButton size="small" value="undo" selected={false} onChange={() => editor.chain().focus().undo().run()} aria-label={t('undo')} title={t('undo')}>
        <Undo />
      </ToggleButton>
      <ToggleButton size="small" value="redo" selected={false} onChange={() => editor.chain().focus().redo().run()} aria-label={t('redo')} title={t('redo')}>
        <Redo />
      </ToggleButton>
    </Box>
  );
}
