import { act, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, TestProviders } from '@/components/ui/testing/render-with-providers';
import { typeKeys } from '@/components/ui/testing/type-keys';
import { JalaliDateTimeField } from './jalali-date-time-field';

function Form() {
  const [value, setValue] = useState('');
  return (
    <>
      <JalaliDateTimeField label="آغاز نمایش" name="startsAt" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

const field = () => screen.getByRole('group', { name: 'آغاز نمایش' });
const part = (name: string) => within(field()).getByRole('spinbutton', { name });
const NAMES = ['سال', 'ماه', 'روز', 'ساعت‌ها', 'دقیقه‌ها'];
const values = () => NAMES.map((name) => part(name).getAttribute('aria-valuenow'));

/** The date-and-time field has the date field's key guard (the guard itself: jalali-date-field.test.tsx). */
describe('JalaliDateTimeField', () => {
  it('moves on at a separator after a digit, takes no letter, and publishes the moment typed', () => {
    renderWithProviders(<Form />);
    act(() => part('سال').focus());
    // «۱۴۰۵/» made the month «۰۰» before the guard was wired here.
    typeKeys('1405/');
    expect(values()).toEqual(['1405', null, null, null, null]);
    expect(document.activeElement).toBe(part('ماه'));
    typeKeys('آ');
    expect(values()).toEqual(['1405', null, null, null, null]);
    typeKeys('9/28');
    act(() => part('ساعت‌ها').focus());
    typeKeys('14:30');
    expect(values()).toEqual(['1405', '9', '28', '14', '30']);
    expect(field()).toHaveTextContent('۱۴۰۵/۰۹/۲۸');
    expect(field()).toHaveTextContent('۱۴:۳۰');
    // ۲۸ آذر ۱۴۰۵, 14:30 on the device's clock.
    expect(new Date(screen.getByRole('status').textContent!).getTime()).toBe(new Date(2026, 11, 19, 14, 30).getTime());
  });

  it("draws no moment on the server, which does not know the browser's zone, and shows it once hydrated without a mismatch", async () => {
    const moment = '2026-12-19T11:00:00.000Z';
    const ui = (
      <TestProviders>
        <JalaliDateTimeField label="آغاز نمایش" name="startsAt" value={moment} onChange={() => {}} />
      </TestProviders>
    );
    const html = renderToString(ui);
    // No Jalali day or hour: drawn in the server's zone, they disagreed with a browser in Tehran.
    expect(html).not.toMatch(/[۰-۹]{2}:[۰-۹]{2}|۱۴۰۵/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const recoverable = vi.fn();
    await act(async () => {
      render(ui, { container, hydrate: true, onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(field()).toHaveTextContent('۱۴۰۵/۰۹/۲۸');
    container.remove();
  });
});
