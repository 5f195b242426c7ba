import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import messages from '@/messages/fa.json';

/**
 * The unit tests read messages/fa.json as the build does (vitest.config.ts): compiled by
 * next-intl's catalogue loader and formatted by the format-only formatter. Were they to read the
 * raw file again, a component test would pass on a message the build formats otherwise.
 */
describe('the messages the tests read', () => {
  const raw = '{count, plural, =0 {سفارش‌ها} other {سفارش‌ها (# در انتظار پاسخ)}}';

  it('are the compiled catalogue: a message with ICU syntax is a structure, not its source', () => {
    expect(messages.supplierDesk.ordersWaiting).not.toBe(raw);
    expect(typeof messages.supplierDesk.ordersWaiting).not.toBe('string');
  });

  it('are formatted by the build’s format-only formatter, which formats the compiled form', () => {
    const t = createTranslator({ locale: 'fa', messages, namespace: 'supplierDesk' });
    expect(t('ordersWaiting', { count: 3 })).toBe('سفارش‌ها (۳ در انتظار پاسخ)');
    expect(t('ordersWaiting', { count: 0 })).toBe('سفارش‌ها');
    // The full formatter would parse this source; the format-only one cannot, and hands it back.
    const fromSource = createTranslator({ locale: 'fa', messages: { m: raw } as Record<string, string> });
    expect(fromSource('m', { count: 3 })).toBe(raw);
  });
});
