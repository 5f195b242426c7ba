import { describe, expect, it } from 'vitest';
import messages from '@/messages/fa.json';
import { stateKey } from './state-label';

const said = (key: string) => key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], messages.directOrders);

describe('stateKey', () => {
  it('tells the supplier what an order waits for, in its own words; the rest as both sides read them', () => {
    expect(said(stateKey('published', 'supplier'))).toBe('منتظر پاسخ شما');
    expect(said(stateKey('countered', 'supplier'))).toBe('پیشنهاد شما، منتظر پاسخ خریدار');
    expect(said(stateKey('published', 'buyer'))).toBe('فرستاده‌شده به تأمین‌کننده');
    expect(said(stateKey('accepted', 'supplier'))).toBe('پذیرفته‌شده');
  });
});
