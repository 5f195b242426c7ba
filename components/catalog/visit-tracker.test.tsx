import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VISIT_ATTRIBUTE, VISIT_SENT_GLOBAL } from './visit-early';

const postVisitCount = vi.fn(() => Promise.resolve({ visitCount: 1 }));
vi.mock('@/api/marketing', () => ({ postVisitCount: (...args: unknown[]) => postVisitCount(...(args as [])) }));

const { VisitTracker } = await import('./visit-tracker');
const sent = window as unknown as Record<string, string | undefined>;

describe('VisitTracker', () => {
  beforeEach(() => {
    postVisitCount.mockClear();
    delete sent[VISIT_SENT_GLOBAL];
  });

  it('leaves a mark for the early script, and counts nothing the early script counted for this page load', () => {
    sent[VISIT_SENT_GLOBAL] = 'supplier_product:12';
    const { container } = render(<VisitTracker pageKind="supplier_product" objectId={12} />);
    expect(container.querySelector(`[${VISIT_ATTRIBUTE}]`)?.getAttribute(VISIT_ATTRIBUTE)).toBe('supplier_product:12');
    expect(postVisitCount).not.toHaveBeenCalled();
  });

  it('counts a page React shows itself (a navigation within the site), and tells the early script so', () => {
    sent[VISIT_SENT_GLOBAL] = 'react';
    render(<VisitTracker pageKind="category" objectId={3} />);
    expect(postVisitCount).toHaveBeenCalledWith('category', 3);
    render(<VisitTracker pageKind="supplier_product" objectId={12} />);
    expect(postVisitCount).toHaveBeenCalledTimes(2);
    expect(sent[VISIT_SENT_GLOBAL]).toBe('react');
  });
});
