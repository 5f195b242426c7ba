import { describe, expect, it } from 'vitest';
import { eachWordOf } from './trigram';

describe('eachWordOf', () => {
  it('makes each word of three letters or more, of the text and of its correction, a text of its own', () => {
    const search = { needle: 'خرما تحوبل ۱۲ و', corrected: 'خرما تحویل ۱۲ و', needles: ['خرما تحوبل ۱۲ و', 'خرما تحویل ۱۲ و'], mayBeMisspelt: true };
    expect(eachWordOf(search)).toEqual({ needle: 'خرما تحوبل ۱۲ و', needles: ['خرما', 'تحوبل', 'تحویل'], mayBeMisspelt: true });
  });

  it('has nothing to add to a text of one word, or of short words only', () => {
    expect(eachWordOf({ needle: 'میلگرد', needles: ['میلگرد'], mayBeMisspelt: false })).toBeUndefined();
    expect(eachWordOf({ needle: 'ب ۱', needles: ['ب ۱'], mayBeMisspelt: false })).toBeUndefined();
  });
});
