import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const countFaqVisit = vi.fn((_id: number) => Promise.resolve());
vi.mock('@/api/content', () => ({ countFaqVisit: (id: number) => countFaqVisit(id) }));

const { FaqVisitCounter } = await import('./faq-visit-counter');

describe('FaqVisitCounter', () => {
  it('counts a question opened by the tap that woke the page, and each one opened after', async () => {
    const { container } = render(
      <FaqVisitCounter>
        <details data-question-id="7" open>
          <summary>ارسال به شهرستان چقدر طول می‌کشد؟</summary>
        </details>
        <details data-question-id="9">
          <summary>پرداخت در محل ممکن است؟</summary>
        </details>
      </FaqVisitCounter>,
    );
    expect(countFaqVisit).toHaveBeenCalledWith(7);
    const second = container.querySelectorAll('details')[1];
    const toggled = new Promise((resolve) => second.addEventListener('toggle', resolve, { once: true }));
    await act(async () => {
      second.open = true;
      await toggled;
    });
    expect(countFaqVisit).toHaveBeenCalledWith(9);
    // Closed and opened again in the same view: read once.
    await act(async () => {
      second.open = false;
      await new Promise((resolve) => second.addEventListener('toggle', resolve, { once: true }));
      second.open = true;
      await new Promise((resolve) => second.addEventListener('toggle', resolve, { once: true }));
    });
    expect(countFaqVisit).toHaveBeenCalledTimes(2);
  });
});
