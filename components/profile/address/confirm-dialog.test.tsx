import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('keeps the words it asked with while it fades out, after its caller has let go of what it asked about', async () => {
    const onExited = vi.fn();
    const asking = (open: boolean, name: string) => (
      <ConfirmDialog open={open} title={name ? `«${name}» حذف شود؟` : ''} message={name ? `${name} از فهرست برداشته می‌شود.` : ''} confirmLabel="حذف" onConfirm={() => undefined} onClose={() => undefined} onExited={onExited} />
    );
    const { rerender } = renderWithProviders(asking(true, 'انبار شیراز'));
    expect(await screen.findByRole('alertdialog', { name: '«انبار شیراز» حذف شود؟' })).toBeTruthy();

    // The caller answers and lets go of the row in one render: the dialog is closing, still on screen.
    rerender(asking(false, ''));
    const fading = screen.getByRole('alertdialog', { hidden: true });
    expect(within(fading).getByText('«انبار شیراز» حذف شود؟')).toBeTruthy();
    expect(within(fading).getByText('انبار شیراز از فهرست برداشته می‌شود.')).toBeTruthy();
    await waitFor(() => expect(onExited).toHaveBeenCalled());

    // Asked again about another row, it shows that row's words.
    rerender(asking(true, 'دفتر تبریز'));
    expect(await screen.findByRole('alertdialog', { name: '«دفتر تبریز» حذف شود؟' })).toBeTruthy();
  });
});
