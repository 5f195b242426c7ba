import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
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
});
