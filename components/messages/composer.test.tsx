import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { ApiError } from '@/api/errors';
import { Composer } from './composer';

const refused = () =>
  new ApiError({
    request: new Request('http://x/api/v1/conversations', { method: 'POST' }),
    response: new Response(null, { status: 400, headers: { 'content-type': 'application/problem+json' } }),
    body: { type: 'about:blank', title: 'درخواست نامعتبر است', status: 400, detail: 'برخی از مقادیر معتبر نیستند', errors: [{ field: 'body', message: 'متن پیام را بنویسید', code: 'custom' }] },
  });

describe('Composer', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps what was typed when sending fails, shows why, and clears it once sent', async () => {
    const onSend = vi.fn().mockRejectedValueOnce(refused()).mockResolvedValueOnce(undefined);
    renderWithProviders(<Composer threadKey="7" onSend={onSend} />);
    const box = screen.getByLabelText('متن پیام');
    fireEvent.change(box, { target: { value: 'قیمت ۲۰ تن؟' } });
    fireEvent.click(screen.getByRole('button', { name: 'فرستادن' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('متن پیام را بنویسید');
    expect(box).toHaveValue('قیمت ۲۰ تن؟');
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(box).toHaveValue(''));
    expect(onSend).toHaveBeenLastCalledWith('قیمت ۲۰ تن؟', []);
  });

  it('leaves the cursor in the box after a message sent with the button, for the next one', async () => {
    renderWithProviders(<Composer threadKey="11" onSend={vi.fn().mockResolvedValue(undefined)} />);
    const box = screen.getByLabelText('متن پیام');
    fireEvent.change(box, { target: { value: 'سلام' } });
    const send = screen.getByRole('button', { name: 'فرستادن' });
    send.focus();
    fireEvent.click(send);
    await waitFor(() => expect(box).toHaveValue(''));
    expect(box).toHaveFocus();
  });

  it('keeps what was typed while a message was on its way, as the next one (and its draft)', async () => {
    let arrive = () => {};
    const onSend = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    renderWithProviders(<Composer threadKey="12" onSend={onSend} />);
    const box = screen.getByLabelText('متن پیام');
    fireEvent.change(box, { target: { value: 'قیمت ۲۰ تن؟' } });
    fireEvent.click(screen.getByRole('button', { name: 'فرستادن' }));
    fireEvent.change(box, { target: { value: 'قیمت ۲۰ تن؟\nتحویل کی؟' } });
    arrive();
    await waitFor(() => expect(box).toHaveValue('تحویل کی؟'));
    expect(onSend).toHaveBeenCalledWith('قیمت ۲۰ تن؟', []);
    expect(sessionStorage.getItem(Object.keys(sessionStorage).find((k) => k.endsWith('12'))!)).toBe('تحویل کی؟');
  });

  it("a new thread's first message: what was typed meanwhile waits in the draft of the thread it became, whose box takes over", async () => {
    let arrive = (_: string) => {};
    const onSend = vi.fn(() => new Promise<string>((resolve) => (arrive = resolve)));
    const onContinued = vi.fn();
    const { unmount } = renderWithProviders(<Composer threadKey="1:supplier_product:2" onSend={onSend} onContinued={onContinued} />);
    const box = screen.getByLabelText('متن پیام');
    fireEvent.change(box, { target: { value: 'قیمت بتن C35؟' } });
    fireEvent.click(screen.getByRole('button', { name: 'فرستادن' }));
    fireEvent.change(box, { target: { value: 'قیمت بتن C35؟ ضمناً شماره حساب هم لازم است' } });
    arrive('55');
    await waitFor(() => expect(onContinued).toHaveBeenCalledWith('55'));
    unmount();
    renderWithProviders(<Composer threadKey="55" onSend={vi.fn()} />);
    expect(screen.getByLabelText('متن پیام')).toHaveValue('ضمناً شماره حساب هم لازم است');
    renderWithProviders(<Composer threadKey="1:supplier_product:2" onSend={vi.fn()} />);
    expect(screen.getAllByLabelText('متن پیام').at(-1)).toHaveValue('');
  });

  it("keeps a thread's draft across a reload of the page, per thread", () => {
    const { unmount } = renderWithProviders(<Composer threadKey="7" onSend={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('متن پیام'), { target: { value: 'پیش‌نویس' } });
    unmount();
    renderWithProviders(<Composer threadKey="7" onSend={vi.fn()} />);
    expect(screen.getByLabelText('متن پیام')).toHaveValue('پیش‌نویس');
    const other = renderWithProviders(<Composer threadKey="8" onSend={vi.fn()} />);
    expect(other.getAllByLabelText('متن پیام').at(-1)).toHaveValue('');
  });

  it('says which files it takes when one of another type is picked (an SVG is a picture, but not one it sends)', async () => {
    const { container } = renderWithProviders(<Composer threadKey="10" onSend={vi.fn()} />);
    const picker = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(picker, { target: { files: [new File(['<svg/>'], 'icon.svg', { type: 'image/svg+xml' })] } });
    expect(await screen.findByText(/فقط عکس JPEG\u200f، PNG یا WebP، یا PDF/)).toBeInTheDocument();
  });

  it('sends nothing empty: the button waits for text or a file', () => {
    renderWithProviders(<Composer threadKey="9" onSend={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'فرستادن' })).toBeDisabled();
  });
});
