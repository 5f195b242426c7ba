import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';

const requestOtp = vi.fn();
vi.mock('@/api/auth', async (original) => ({ ...(await original<typeof import('@/api/auth')>()), requestOtp: (...args: unknown[]) => requestOtp(...args) }));
const { PhoneStep } = await import('./phone-step');

describe('PhoneStep', () => {
  it('asks for a number left empty, and says how to write one that is wrong, before anything is sent', () => {
    renderWithProviders(<PhoneStep initialPhone="" onSent={vi.fn()} />);
    const phone = screen.getByRole('textbox', { name: /شماره موبایل/ });
    const send = screen.getByRole('button', { name: 'دریافت کد ورود' });
    fireEvent.click(send);
    expect(phone).toHaveAccessibleDescription('شماره موبایل خود را بنویسید');
    expect(phone).toHaveFocus();
    fireEvent.change(phone, { target: { value: '۰۹۱۲' } });
    fireEvent.click(send);
    expect(phone).toHaveAccessibleDescription('شماره موبایل معتبر نیست؛ مانند ۰۹۱۲۱۲۳۴۵۶۷ وارد کنید');
    expect(requestOtp).not.toHaveBeenCalled();
  });
});
