import { describe, expect, it } from 'vitest';
import { textLeftAfterSend } from './text-after-send';

describe('textLeftAfterSend', () => {
  it('empties a box that still holds just what was sent, spaces around it included', () => {
    expect(textLeftAfterSend('قیمت ۲۰ تن؟', 'قیمت ۲۰ تن؟')).toBe('');
    expect(textLeftAfterSend('  قیمت ۲۰ تن؟ \n', 'قیمت ۲۰ تن؟')).toBe('');
  });

  it('keeps what was typed after the sent text while it was on its way', () => {
    expect(textLeftAfterSend('قیمت ۲۰ تن؟\nتحویل کی؟', 'قیمت ۲۰ تن؟')).toBe('تحویل کی؟');
    expect(textLeftAfterSend('سلامو', 'سلام')).toBe('و');
  });

  it('keeps the whole box when the sent part was changed meanwhile', () => {
    expect(textLeftAfterSend('قیمت ۳۰ تن؟', 'قیمت ۲۰ تن؟')).toBe('قیمت ۳۰ تن؟');
    expect(textLeftAfterSend('', 'قیمت ۲۰ تن؟')).toBe('');
  });

  it('keeps what was typed when only files were sent', () => {
    expect(textLeftAfterSend('متن تازه', '')).toBe('متن تازه');
  });
});
