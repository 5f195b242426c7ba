import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { JalaliDateField } from './jalali-date-field';

/** A form around the field that renders again on demand, as an autosave's status line makes it. */
function Form() {
  const [value, setValue] = useState('');
  const [, setRenders] = useState(0);
  return (
    <>
      <JalaliDateField label="تاریخ تحویل" name="wantedDate" value={value} onChange={setValue} direction="future" />
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        دوباره
      </button>
      <output>{value}</output>
    </>
  );
}

/**
 * Each key as a browser gives it to the focused section: `beforeinput` first and, unless that is
 * cancelled, the section's text becomes the key (a selected section is replaced by what is typed).
 */
function type(text: string, { cancellable = true } = {}) {
  for (const key of text) {
    const section = document.activeElement!;
    const before = new InputEvent('beforeinput', { inputType: 'insertText', data: key, bubbles: true, cancelable: cancellable });
    let typedThrough = true;
    act(() => {
      typedThrough = section.dispatchEvent(before);
    });
    if (typedThrough) fireEvent.input(section, { target: { textContent: key } });
  }
}

const sectionValues = (field: HTMLElement) =>
  ['سال', 'ماه', 'روز'].map((name) => within(field).getByRole('spinbutton', { name }).getAttribute('aria-valuenow'));

const typed = '1405/09/28';

describe('JalaliDateField', () => {
  // A phone: a coarse pointer, so the picker is the mobile one, as on the e2e suite's phone.
  const matchMedia = window.matchMedia;
  beforeAll(() => {
    window.matchMedia = ((media: string) => ({
      matches: false,
      media,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  });
  afterAll(() => {
    window.matchMedia = matchMedia;
  });

  it.each([...typed].map((_, keys) => keys))('keeps what was typed when the form renders again after %i keys', (keys) => {
    renderWithProviders(<Form />);
    const field = screen.getByRole('group', { name: 'تاریخ تحویل' });
    const year = within(field).getByRole('spinbutton', { name: 'سال' });
    act(() => year.focus());
    type(typed.slice(0, keys));
    const before = field.textContent;
    fireEvent.click(screen.getByRole('button', { name: 'دوباره' }));
    expect(field.textContent).toBe(before);
    act(() => (document.activeElement as HTMLElement).focus());
    type(typed.slice(keys));
    expect(sectionValues(field)).toEqual(['1405', '9', '28']);
    // 1405/09/28 in the Gregorian calendar.
    expect(screen.getByRole('status')).toHaveTextContent('2026-12-19');
  });

  it.each([
    ['a slash the keyboard lets be cancelled', true, '/'],
    ['a dash that reaches the field', false, '-'],
  ])('moves on at %s instead of reading it as a zero, takes no letter, and publishes no date while one is typed', (_, cancellable, separator) => {
    const published: string[] = [];
    function Watched() {
      const [value, setValue] = useState('');
      return (
        <JalaliDateField
          label="تاریخ تحویل"
          name="wantedDate"
          value={value}
          onChange={(next) => {
            published.push(next);
            setValue(next);
          }}
          direction="future"
        />
      );
    }
    renderWithProviders(<Watched />);
    const field = screen.getByRole('group', { name: 'تاریخ تحویل' });
    act(() => within(field).getByRole('spinbutton', { name: 'سال' }).focus());
    type(`1405${separator}`, { cancellable });
    expect(sectionValues(field)).toEqual(['1405', null, null]);
    // A letter is no digit either: it changes nothing (it used to give «۰۰»).
    type('آ', { cancellable });
    expect(sectionValues(field)).toEqual(['1405', null, null]);
    expect(document.activeElement).toHaveAccessibleName('ماه');
    // A month of one digit that could still take a second one (۱ of ۱۰–۱۲) is ended by the separator.
    type(`1${separator}`, { cancellable });
    expect(sectionValues(field)).toEqual(['1405', '1', null]);
    expect(document.activeElement).toHaveAccessibleName('روز');
    expect(field.textContent).not.toContain('۰۰');
    // On the last part a separator changes nothing.
    type(`5${separator}`, { cancellable });
    expect(sectionValues(field)).toEqual(['1405', '1', '5']);
    expect(published).toEqual(['2026-03-25']);
  });
});
