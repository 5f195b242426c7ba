import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { loginAs, type LoggedIn } from '../../testing/login';
import { createLocalStorage, useStorageForTests } from '../../adapters/storage';

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 1, 2, 3,
]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 9, 9, 9]);
const padded = (head: Uint8Array, size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
};

describeEachDatabase(
  '/users/profile-picture',
  () => {
    const app = createApp();
    const root = path.join(os.tmpdir(), `bazargah-pictures-${process.pid}-${crypto.randomUUID()}`);
    let me: LoggedIn;
    let other: LoggedIn;
    beforeAll(async () => {
      useStorageForTests(createLocalStorage(root));
      me = await loginAs(app, `0938${crypto.randomInt(1_000_000, 9_999_999)}`);
      other = await loginAs(app, `0938${crypto.randomInt(1_000_000, 9_999_999)}`);
    });
    afterAll(async () => {
      useStorageForTests(undefined);
      await fs.rm(root, { recursive: true, force: true });
    });

    const upload = (
      bytes: Uint8Array,
      name: string,
      type: string,
      who: LoggedIn = me,
      field = 'file',
    ) => {
      const form = new FormData();
      form.set(field, new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
      return app.request('/api/v1/users/profile-picture', {
        method: 'POST',
        headers: who.headers,
        body: form,
      });
    };
    const download = (who: LoggedIn = me) =>
      app.request('/api/v1/users/profile-picture', { headers: who.headers });
    const files = async () =>
      (
        await fs.readdir(path.join(root, 'profile-pictures', String(me.userId))).catch(() => [])
      ).filter((f) => !f.endsWith('.json'));

    it('has no picture at first (404) and refuses strangers (401)', async () => {
      const res = await download();
      expect(res.status).toBe(404);
      expect((await res.json()).detail).toMatch(/[\u0600-\u06FF]/);
      expect((await app.request('/api/v1/users/profile-picture')).status).toBe(401);
    });

    it('keeps a PNG and gives it back to its owner only', async () => {
      const res = await upload(PNG, 'me.png', 'image/png');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ contentType: 'image/png', size: PNG.length });
      const back = await download();
      expect(back.status).toBe(200);
      expect(back.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await back.arrayBuffer())).toEqual(PNG);
      expect((await download(other)).status).toBe(404);
      const profile = await (await app.request('/api/v1/users/me', { headers: me.headers })).json();
      expect(profile.hasProfilePicture).toBe(true);
    });

    it('trusts the bytes, not the name: a JPEG named .png is kept as JPEG and replaces the old file', async () => {
      expect((await upload(JPEG, 'photo.png', 'image/png')).status).toBe(200);
      expect((await download()).headers.get('content-type')).toBe('image/jpeg');
      expect(await files()).toHaveLength(1);
    });

    it.each([
      [
        'text dressed as a PNG',
        new TextEncoder().encode('hello, not an image'),
        'x.png',
        'image/png',
      ],
      [
        'an SVG',
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
        'x.svg',
        'image/svg+xml',
      ],
      ['a GIF', new TextEncoder().encode('GIF89a\u0001\u0000'), 'x.gif', 'image/gif'],
    ])('refuses %s with 415 and keeps the old picture', async (_name, bytes, name, type) => {
      const res = await upload(bytes, name, type);
      expect(res.status).toBe(415);
      expect(await res.json()).toMatchObject({ code: 'unsupported_image_type' });
      expect((await download()).headers.get('content-type')).toBe('image/jpeg');
      expect(await files()).toHaveLength(1);
    });

    it('refuses pictures over 2 MB, just over or far over, with 413', async () => {
      for (const size of [2 * 1024 * 1024 + 1, 5 * 1024 * 1024]) {
        const res = await upload(padded(PNG, size), 'big.png', 'image/png');
        expect(res.status).toBe(413);
        const body = await res.json();
        expect(body.code).toBe('file_too_large');
        expect(body.detail).toMatch(/[\u0600-\u06FF]/);
      }
      expect((await upload(padded(PNG, 2 * 1024 * 1024), 'edge.png', 'image/png')).status).toBe(
        200,
      );
      expect(await files()).toHaveLength(1);
    });

    it('asks for the file field and refuses an empty file', async () => {
      const wrongField = await upload(PNG, 'me.png', 'image/png', me, 'picture');
      expect(wrongField.status).toBe(400);
      expect((await wrongField.json()).errors[0].field).toBe('file');
      expect((await upload(new Uint8Array(), 'empty.png', 'image/png')).status).toBe(400);
    });

    it('deletes the picture', async () => {
      const res = await app.request('/api/v1/users/profile-picture', {
        method: 'DELETE',
        headers: me.headers,
      });
      expect(res.status).toBe(204);
      expect((await download()).status).toBe(404);
      expect(await files()).toHaveLength(0);
    });
  },
  { seed: false },
);
