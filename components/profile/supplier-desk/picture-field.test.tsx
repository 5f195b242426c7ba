import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
const uploadDeskPicture = vi.fn();
vi.mock('@/api/supplier-desk', async (original) => ({
  ...(await original<typeof import('@/api/supplier-desk')>()),
  uploadDeskPicture: (...args: unknown[]) => uploadDeskPicture(...args),
}));
const { PictureField } = await import('./picture-field');
const { ApiError } = await import('@/api/errors');

function Field({ initial, max = 8, locked }: { initial: string[]; max?: number; locked?: boolean }) {
  const [value, setValue] = useState(initial);
  return <PictureField supplierId={2} label="تصاویر" help="" value={value} onChange={setValue} max={max} locked={locked} />;
}

const pictures = ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp'];
const order = () => screen.getAllByRole('img').map((img) => img.getAttribute('src') ?? '');

describe('PictureField', () => {
  it('a picture moved by its button keeps the focus on it in its new place, and the move is said', async () => {
    renderWithProviders(<Field initial={pictures} />);
    fireEvent.click(screen.getByRole('button', { name: 'تصویر ۲ یک جا جلوتر' }));
    await waitFor(() => expect(order()[0]).toContain('b.webp'));
    // Now first: it can go no earlier, so the focus is on the button that moves it back.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'تصویر ۱ یک جا عقب‌تر' }));
    expect(screen.getByRole('status')).toHaveTextContent('تصویر ۲ اکنون تصویر ۱ است');

    fireEvent.click(screen.getByRole('button', { name: 'تصویر ۱ یک جا عقب‌تر' }));
    await waitFor(() => expect(order()[1]).toContain('b.webp'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'تصویر ۲ یک جا عقب‌تر' }));
  });

  it("a removed picture's place goes to the next picture's remove button, then to «افزودن تصویر» once none is left", async () => {
    renderWithProviders(<Field initial={pictures.slice(0, 2)} />);
    fireEvent.click(screen.getByRole('button', { name: 'حذف تصویر ۱' }));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(1));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'حذف تصویر ۱' }));
    expect(screen.getByRole('status')).toHaveTextContent('تصویر ۱ برداشته شد');
    fireEvent.click(screen.getByRole('button', { name: 'حذف تصویر ۱' }));
    await waitFor(() => expect(screen.queryAllByRole('img')).toHaveLength(0));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'افزودن تصویر' }));
  });

  it('says under the field, until the next choice, why pictures were not taken; one too large is not sent', async () => {
    uploadDeskPicture.mockRejectedValueOnce(refusedSmall());
    const { container } = renderWithProviders(<Field initial={[]} />);
    const picker = container.querySelector<HTMLInputElement>('input[type=file]')!;
    const big = new File([new Uint8Array(9 * 1024 * 1024)], 'بزرگ.jpg', { type: 'image/jpeg' });
    const tiny = new File([new Uint8Array(10)], 'ریز.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [big, tiny] } });
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('ریز.png: تصویر کوچک‌تر از ۶۴ در ۶۴ پیکسل است'));
    expect(alert).toHaveTextContent('بزرگ.jpg: حجم تصویر بیش از ۸ مگابایت است؛ تصویری کوچک‌تر بفرستید.');
    expect(uploadDeskPicture).toHaveBeenCalledTimes(1);
  });

  it('a picture dragged onto another takes its place, but not while the form is saving', async () => {
    const drag = (from: number, to: number) => {
      const items = screen.getAllByRole('listitem');
      fireEvent.dragStart(items[from]);
      fireEvent.dragOver(items[to]);
      fireEvent.drop(items[to]);
    };
    const { unmount } = renderWithProviders(<Field initial={pictures} locked />);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('draggable', 'false');
    drag(0, 2);
    expect(order().map((src) => src.match(/[abc]\.webp/)?.[0])).toEqual(['a.webp', 'b.webp', 'c.webp']);
    unmount();

    renderWithProviders(<Field initial={pictures} />);
    drag(0, 2);
    await waitFor(() => expect(order()[2]).toContain('a.webp'));
  });

  it('a field of one picture (a logo) offers no moves', () => {
    renderWithProviders(<Field initial={pictures.slice(0, 1)} max={1} />);
    expect(screen.getByRole('button', { name: 'حذف تصویر ۱' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /یک جا/ })).toBeNull();
  });
});

function refusedSmall() {
  return new ApiError({
    request: new Request('http://x/api/v1/supplier-desk/suppliers/2/pictures', { method: 'POST' }),
    response: new Response(null, { status: 400, headers: { 'content-type': 'application/problem+json' } }),
    body: { type: 'about:blank', title: 'درخواست نامعتبر است', status: 400, code: 'picture_too_small', detail: 'تصویر کوچک‌تر از ۶۴ در ۶۴ پیکسل است؛ تصویری بزرگ‌تر بفرستید' },
  });
}
