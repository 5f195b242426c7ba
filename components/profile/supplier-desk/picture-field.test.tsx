import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { PictureField } from './picture-field';

function Field({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return <PictureField supplierId={2} label="تصاویر" help="" value={value} onChange={setValue} max={8} />;
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
});
