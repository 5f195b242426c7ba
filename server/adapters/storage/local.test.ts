import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local';
import { sniffImageType } from './image-type';

describe('local storage', () => {
  const root = path.join(os.tmpdir(), `bazargah-storage-${process.pid}-${Date.now()}`);
  const storage = createLocalStorage(root);
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('stores, reads back with its type, replaces and deletes', async () => {
    await storage.put('profile-pictures/7/a1.png', new Uint8Array([1, 2, 3]), 'image/png');
    expect(await storage.get('profile-pictures/7/a1.png')).toEqual({
      data: new Uint8Array([1, 2, 3]),
      contentType: 'image/png',
    });
    await storage.put('profile-pictures/7/a1.png', new Uint8Array([9]), 'image/png');
    expect((await storage.get('profile-pictures/7/a1.png'))?.data).toEqual(new Uint8Array([9]));
    await storage.delete('profile-pictures/7/a1.png');
    expect(await storage.get('profile-pictures/7/a1.png')).toBeNull();
    await expect(storage.delete('profile-pictures/7/a1.png')).resolves.toBeUndefined();
    const left = await fs.readdir(path.join(root, 'profile-pictures/7'));
    expect(left).toEqual([]);
  });

  it.each(['../outside.png', 'a/../../b', '/etc/passwd', 'a/.hidden', 'a//b', 'a\\b', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, new Uint8Array([1]), 'image/png')).rejects.toThrow();
      await expect(storage.get(key)).rejects.toThrow();
    },
  );
});

describe('image sniffing', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('image/jpeg');
    expect(
      sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])),
    ).toBe('image/png');
    const webp = new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
    expect(sniffImageType(webp)).toBe('image/webp');
  });

  it('refuses everything else, whatever it is called', () => {
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(
      sniffImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVEfmt ')),
    ).toBeNull();
    expect(
      sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeNull();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
