import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatJalaliDate, formatJalaliDateTime } from '@/lib/persian';
import { DateCell, dateAndTimeParts } from './date-cell';

const WHEN = '2026-11-20T10:00:00Z';
const unbroken = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('span[style]')].map((p) => [p.textContent, p.style.whiteSpace]);

describe('DateCell', () => {
  it('keeps a date on one line, as a machine-readable time', () => {
    const { container } = render(<DateCell value={WHEN} />);
    expect(unbroken(container)).toEqual([['۲۹ آبان ۱۴۰۵', 'nowrap']]);
    expect(container.textContent).toBe(formatJalaliDate(WHEN));
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T10:00:00.000Z');
  });

  it('breaks a date with its time only between the two, and reads as the whole', () => {
    const { container } = render(<DateCell value={WHEN} withTime />);
    expect(unbroken(container)).toEqual([
      ['۲۹ آبان ۱۴۰۵', 'nowrap'],
      ['ساعت ۱۳:۳۰', 'nowrap'],
    ]);
    expect(container.textContent).toBe(formatJalaliDateTime(WHEN));
    // One child: a phone's card spreads a cell's children apart.
    expect(container.childElementCount).toBe(1);
  });
});

describe('dateAndTimeParts', () => {
  it('keeps a mark the formatter writes after the date with the date, so no line begins with it', () => {
    expect(dateAndTimeParts('۲۹ آبان ۱۴۰۵', '۲۹ آبان ۱۴۰۵، ساعت ۱۳:۳۰')).toEqual(['۲۹ آبان ۱۴۰۵،', 'ساعت ۱۳:۳۰']);
    expect(dateAndTimeParts('۲۹ آبان ۱۴۰۵', '۲۹ آبان ۱۴۰۵ ساعت ۱۳:۳۰')).toEqual(['۲۹ آبان ۱۴۰۵', 'ساعت ۱۳:۳۰']);
  });

  it('has nothing to cut in a text that does not begin with the date, or has no time after it', () => {
    expect(dateAndTimeParts('۲۹ آبان ۱۴۰۵', '۱۳:۳۰، ۲۹ آبان ۱۴۰۵')).toBeNull();
    expect(dateAndTimeParts('۲۹ آبان ۱۴۰۵', '۲۹ آبان ۱۴۰۵')).toBeNull();
  });
});
