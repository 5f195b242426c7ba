import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { typeKeys } from '@/components/ui/testing/type-keys';
import { JalaliDateField, weekdayInitial } from './jalali-date-field';

/**
 * The field in a form that renders again on demand, as an autosave's status line makes it, and
 * shows every value the field published.
 */
function Form({ initial = '' }: { initial?: string }) {
  const [published, setPublished] = useState<string[]>([]);
  const [, setRenders] = useState(0);
  return (
    <>
      <JalaliDateField
        label="تاریخ تحویل"
        name="wantedDate"
        value={published.at(-1) ?? initial}
        onChange={(next) => setPublished((all) => [...all, next])}
        direction="future"
      />
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        دوباره
      </button>
      <output>{published.join(' ')}</output>
    </>
  );
}

const part = (name: string) => within(dateField()).getByRole('spinbutton', { name });
const sectionValues = () => ['سال', 'ماه', 'روز'].map((name) => part(name).getAttribute('aria-valuenow'));
const dateField = () => screen.getByRole('group', { name: 'تاریخ تحویل' });
const published = () => screen.getByRole('status').textContent;
const focusPart = (name: string) => act(() => part(name).focus());

const typed = '1405/09/28';

describe('JalaliDateField', () => {
  // A phone: a coarse pointer, so the picker is the mobile one, as on the e2e suite's phone.
  beforeAll(() => {
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: false,
      media,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }));
  });
  afterAll(() => vi.unstubAllGlobals());

  it.each([...typed].map((_, keys) => keys))('keeps what was typed when the form renders again after %i keys', (keys) => {
    renderWithProviders(<Form />);
    focusPart('سال');
    typeKeys(typed.slice(0, keys));
    const before = dateField().textContent;
    fireEvent.click(screen.getByRole('button', { name: 'دوباره' }));
    expect(dateField().textContent).toBe(before);
    typeKeys(typed.slice(keys));
    expect(sectionValues()).toEqual(['1405', '9', '28']);
    // 1405/09/28 in the Gregorian calendar, and no impossible date on the way.
    expect(published()?.split(' ').at(-1)).toBe('2026-12-19');
    expect(published()).not.toContain('invalid');
  });

  it.each([
    ['a keyboard that lets a key be cancelled', true],
    ['a keyboard whose keys reach the field', false],
  ])('on %s, moves on at a separator after a digit, takes no letter, publishes no date in mid-typing', (_, cancellable) => {
    renderWithProviders(<Form />);
    focusPart('سال');
    // A full year moves on by itself; the slash after it does not move again.
    typeKeys('1405/', { cancellable });
    expect(sectionValues()).toEqual(['1405', null, null]);
    expect(document.activeElement).toHaveAccessibleName('ماه');
    expect(dateField()).toHaveTextContent('۱۴۰۵/ماه/روز');
    // A letter is no digit: it changes nothing (it gave «۰۰»), and the next digits still count.
    typeKeys('آ', { cancellable });
    expect(sectionValues()).toEqual(['1405', null, null]);
    expect(dateField()).toHaveTextContent('۱۴۰۵/ماه/روز');
    // A month of one digit that could take a second (۱ of ۱۰–۱۲) is ended by a dash.
    typeKeys('1-', { cancellable });
    expect(sectionValues()).toEqual(['1405', '1', null]);
    expect(document.activeElement).toHaveAccessibleName('روز');
    expect(dateField()).toHaveTextContent('۱۴۰۵/۰۱/روز');
    // A separator on an empty part, or on the last, changes nothing.
    typeKeys('/5.', { cancellable });
    expect(sectionValues()).toEqual(['1405', '1', '5']);
    expect(dateField()).toHaveTextContent('۱۴۰۵/۰۱/۰۵');
    expect(published()).toBe('2026-03-25');
  });

  it('types a new date over one already there, part by part, separators and all', () => {
    renderWithProviders(<Form initial="2025-06-01" />);
    expect(sectionValues()).toEqual(['1404', '3', '11']);
    focusPart('سال');
    typeKeys(typed);
    expect(sectionValues()).toEqual(['1405', '9', '28']);
    expect(published()?.split(' ').at(-1)).toBe('2026-12-19');
  });

  // A keyboard whose keys cannot be cancelled still gets MUI X's «۰۰۰۰» here (see date-key-guard.ts).
  it('takes no letter with every part selected (Ctrl+A) from a keyboard that lets it be cancelled', () => {
    renderWithProviders(<Form initial="2025-06-01" />);
    focusPart('سال');
    fireEvent.keyDown(document.activeElement!, { key: 'a', ctrlKey: true });
    expect(document.activeElement).not.toHaveAttribute('role', 'spinbutton');
    typeKeys('x');
    // It gave the year «۰۰۰۰».
    expect(dateField()).toHaveTextContent('۱۴۰۴/۰۳/۱۱');
    expect(published()).toBe('');
  });
});

describe('the calendar\'s weekday heads', () => {
  it('are the days\' Persian initials, from Saturday: ش ی د س چ پ ج', () => {
    // 2026-11-28 (۷ آذر ۱۴۰۵) is a Saturday.
    const week = Array.from({ length: 7 }, (_, i) => weekdayInitial(new Date(2026, 10, 28 + i)));
    expect(week).toEqual(['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج']);
  });
});
