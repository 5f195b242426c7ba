import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatJalaliDate, formatJalaliDateTime } from '@/lib/persian';
import { DateCell } from './date-cell';

const WHEN = '2026-11-20T10:00:00Z';

describe('DateCell', () => {
  it('keeps a date on one line', () => {
    const { container } = render(<DateCell value={WHEN} />);
    const parts = [...container.querySelectorAll<HTMLElement>('span[style]')];
    expect(parts.map((p) => [p.textContent, p.style.whiteSpace])).toEqual([['۲۹ آبان ۱۴۰۵', 'nowrap']]);
    expect(container.textContent).toBe(formatJalaliDate(WHEN));
  });

  it('breaks a date with its time only between the two, and reads as the whole', () => {
    const { container } = render(<DateCell value={WHEN} withTime />);
    const parts = [...container.querySelectorAll<HTMLElement>('span[style]')];
    expect(parts.map((p) => [p.textContent, p.style.whiteSpace])).toEqual([
      ['۲۹ آبان ۱۴۰۵', 'nowrap'],
      ['ساعت ۱۳:۳۰', 'nowrap'],
    ]);
    expect(container.textContent).toBe(formatJalaliDateTime(WHEN));
    // One child: a phone's card spreads a cell's children apart.
    expect(container.childElementCount).toBe(1);
  });
});
