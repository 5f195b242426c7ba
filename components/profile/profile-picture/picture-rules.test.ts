import { describe, expect, it } from 'vitest';
import { checkPicture } from './picture-rules';

describe('profile picture limits', () => {
  it('accepts JPEG, PNG and WebP up to 2 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(checkPicture({ type, size: 2 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other types, larger files and empty ones', () => {
    expect(checkPicture({ type: 'image/gif', size: 10 })).toBe('type');
    expect(checkPicture({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(checkPicture({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('size');
    expect(checkPicture({ type: 'image/png', size: 0 })).toBe('empty');
  });
});
