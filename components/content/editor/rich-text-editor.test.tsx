import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Editor } from '@tiptap/react';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { RichTextEditor } from './rich-text-editor';

/** tiptap hangs its editor on the editable element. */
const editorOf = (box: HTMLElement) => (box as HTMLElement & { editor: Editor }).editor;

/**
 * The page editor's way of holding the text: every change goes up to the form's state, and the
 * form renders the editor again with it, here with the copy of one change ago, as a busy phone
 * does when a letter comes between React's render and its effects.
 */
function Form() {
  const [kept, setKept] = useState<string[]>(['<p>ظرفیت</p>']);
  const shown = kept[Math.max(0, kept.length - 2)];
  return <RichTextEditor id="body" label="متن صفحه" initialValue={shown} onChange={(html) => setKept((k) => [...k, html])} />;
}

describe('RichTextEditor', () => {
  it('keeps what is typed, with its bold in one piece, while the form renders it again with an older copy', async () => {
    renderWithProviders(<Form />);
    const box = await screen.findByRole('textbox', { name: 'متن صفحه' });
    await waitFor(() => expect(editorOf(box)).toBeTruthy());
    const editor = editorOf(box);
    expect(editor.getHTML()).toBe('<p>ظرفیت</p>');

    // The caret after the last letter (focusing would scroll, which jsdom cannot measure).
    act(() => void editor.chain().setTextSelection(editor.state.doc.content.size - 1).insertContent(' را ').run());
    act(() => void editor.chain().toggleBold().insertContent('د').run());
    act(() => void editor.chain().insertContent('و برابر').run());
    act(() => void editor.chain().toggleBold().insertContent(' کردیم.').run());

    await waitFor(() => expect(editor.getHTML()).toBe('<p>ظرفیت را <strong>دو برابر</strong> کردیم.</p>'));
    expect(box.querySelectorAll('strong')).toHaveLength(1);
  });

  it('starts from the text it is given and hands up each change, an emptied text as nothing', async () => {
    const onChange = vi.fn();
    renderWithProviders(<RichTextEditor id="body" label="متن صفحه" initialValue="<p>ظرفیت</p>" onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: 'متن صفحه' });
    await waitFor(() => expect(editorOf(box)).toBeTruthy());
    expect(box.textContent).toBe('ظرفیت');
    const editor = editorOf(box);
    act(() => void editor.chain().setTextSelection(editor.state.doc.content.size - 1).insertContent(' دو برابر').run());
    expect(onChange).toHaveBeenLastCalledWith('<p>ظرفیت دو برابر</p>');
    act(() => void editor.commands.clearContent(true));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('leaves the focus in the text when a toolbar button is pressed with a pointer', async () => {
    renderWithProviders(<RichTextEditor id="body" label="متن صفحه" initialValue="" onChange={vi.fn()} />);
    const bold = await screen.findByRole('button', { name: 'پررنگ' });
    // false: the browser's default, moving the focus to the button, was prevented.
    expect(fireEvent.mouseDown(bold)).toBe(false);
  });
});
