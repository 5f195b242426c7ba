import { describe, expect, it } from 'vitest';
import compile from 'icu-minify/compile';
import { allEnums, typeModelNamed, typeModelNames } from '@/server/services/content/type-models';
import { ACTION_NAMES, STATE_NAMES } from '@/server/services/trade/trade-states';

/**
 * The build precompiles messages/fa.json (next.config.ts): a message with ICU syntax becomes a
 * structure, a plain one stays the same string. Server code that reads the file itself, not
 * through a translator, is built with the precompiled file, so what it reads must be plain text.
 */
describe('texts the API reads straight from messages/fa.json', () => {
  const texts = [
    ...Object.values(STATE_NAMES),
    ...Object.values(ACTION_NAMES),
    ...allEnums().flatMap((e) => e.values.map((v) => v.title)),
    ...typeModelNames().flatMap((name) => typeModelNamed(name).fields.map((f) => f.title)),
  ];

  it('are plain text, which the precompiled catalogue keeps as it is', () => {
    expect(texts.length).toBeGreaterThan(40);
    for (const text of texts) expect(compile(text)).toBe(text);
  });

  it('would not be, had one ICU syntax (the check can fail)', () => {
    expect(compile('{count, plural, other {# مورد}}')).not.toBe('{count, plural, other {# مورد}}');
  });
});
