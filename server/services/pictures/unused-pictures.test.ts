import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { loginAs, type LoggedIn } from '../../testing/login';
import { expectProblem } from '../../testing/api-assertions';
import { takeFreeStorefront } from '../../testing/storefront';
import { supplierPictures } from '../../db/schema';
import { createLocalStorage, useStorageForTests, type StorageAdapter } from '../../adapters/storage';
import { pictureFileKeys } from './picture-files';
import { expireUnusedPictures, swapPictures } from './unused-pictures';

const newPhone = () => `0990${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`;

/** Pictures a supplier uploaded that no product or storefront shows: deleted a day later. */
describeEachDatabase('unused supplier pictures', (ctx) => {
  const app = createApp();
  let storage: StorageAdapter;
  let deleteFails = false;
  let seller: LoggedIn;
  let store: { id: number };
  let product: { id: number };

  beforeAll(async () => {
    const local = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'unused-pictures-')));
    storage = {
      ...local,
      kind: local.kind,
      delete: async (key) => {
        if (deleteFails) throw new Error('storage refused');
        return local.delete(key);
      },
    };
    useStorageForTests(storage);
    seller = await loginAs(app, newPhone(), { roles: ['supplier'] });
    ({ store, product } = await takeFreeStorefront(ctx.database.db, seller.userId));
  });
  afterAll(() => useStorageForTests(undefined));

  const db = () => ctx.database.db;
  const desk = (who: LoggedIn, method: string, route: string, body?: unknown) =>
    app.request(`/api/v1/supplier-desk/suppliers${route}`, {
      method,
      headers: { ...who.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  let shade = 0;
  /** A picture of its own colour, uploaded for `supplierId` as the desk does. */
  const upload = async (who: LoggedIn = seller, supplierId = store.id, background = `#${(++shade * 0x10305).toString(16).padStart(6, '0').slice(-6)}`) => {
    const png = await sharp({ create: { width: 700, height: 400, channels: 3, background } }).png().toBuffer();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(png)], 'عکس.png', { type: 'image/png' }));
    const res = await app.request(`/api/v1/supplier-desk/suppliers/${supplierId}/pictures`, { method: 'POST', headers: who.headers, body: form });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { path: string }).path;
  };
  /** Saves the product with these pictures, everything else as it is. */
  const showOnProduct = async (images: string[], productId = product.id) => {
    const current = await (await desk(seller, 'GET', `/${store.id}/products/${productId}`)).json();
    const { baseProduct, id: _id, slug: _slug, updatedAt: _updatedAt, ...rest } = current;
    return desk(seller, 'PUT', `/${store.id}/products/${productId}`, { ...rest, baseProductId: baseProduct.id, images });
  };
  const saveStorefront = async (change: { logo?: string | null; cover?: string | null }) => {
    const current = await (await desk(seller, 'GET', `/${store.id}`)).json();
    return desk(seller, 'PUT', `/${store.id}`, {
      name: current.name,
      description: current.description,
      phone: current.phone,
      website: current.website,
      address: current.address,
      cityId: current.cityId,
      saleCityIds: current.saleCities.map((c: { id: number }) => c.id),
      logo: current.logo,
      cover: current.cover,
      ...change,
    });
  };
  /** As if a day had passed since these pictures were uploaded or taken off. */
  const dueNow = (paths: string[]) =>
    db()
      .update(supplierPictures)
      .set({ reviewAt: new Date(Date.now() - 60_000) })
      .where(and(eq(supplierPictures.supplierId, store.id), inArray(supplierPictures.path, paths)));
  const rows = async (paths: string[], supplierId = store.id) =>
    (
      await db()
        .select({ path: supplierPictures.path })
        .from(supplierPictures)
        .where(and(eq(supplierPictures.supplierId, supplierId), inArray(supplierPictures.path, paths)))
    ).map((row) => row.path);
  const stored = async (picture: string) => Promise.all(pictureFileKeys(picture).map(async (key) => (await storage.get(key)) !== null));

  it('a picture uploaded and never shown goes a day later with its eight files; a fresh one and one a product shows stay', async () => {
    await expireUnusedPictures(db(), storage); // whatever else is due in this database
    const [left, fresh, shown] = [await upload(), await upload(), await upload()];
    expect(pictureFileKeys(left)).toHaveLength(6); // 320, 640 and its own 700, in WebP and AVIF
    expect((await showOnProduct([shown])).status).toBe(200);
    await dueNow([left, shown]); // the one shown, as if a save had taken it off another product
    expect(await expireUnusedPictures(db(), storage)).toEqual({ deleted: 1, kept: 1, failed: 0 });
    expect(await rows([left, fresh, shown])).toEqual(expect.arrayContaining([fresh, shown]));
    expect(await rows([left])).toEqual([]);
    expect(await stored(left)).toEqual(Array(6).fill(false));
    expect(await stored(fresh)).toEqual(Array(6).fill(true));
    expect(await stored(shown)).toEqual(Array(6).fill(true));
    // The page still shows it.
    const page = await (await app.request(`/api/v1/supplierproducts/${product.id}/catalog`)).json();
    expect(JSON.stringify(page)).toContain(shown);
  });

  it('a picture taken off a product is looked at a day later: gone when nothing shows it, kept when the storefront does', async () => {
    const [onlyHere, alsoLogo] = [await upload(), await upload()];
    expect((await showOnProduct([onlyHere, alsoLogo])).status).toBe(200);
    expect((await saveStorefront({ logo: alsoLogo })).status).toBe(200);
    expect((await showOnProduct([])).status).toBe(200);
    await dueNow([onlyHere, alsoLogo]);
    expect(await expireUnusedPictures(db(), storage)).toEqual({ deleted: 1, kept: 1, failed: 0 });
    expect(await rows([onlyHere, alsoLogo])).toEqual([alsoLogo]);
    // Kept because shown: not looked at again until a save takes it off.
    const [{ reviewAt }] = await db().select({ reviewAt: supplierPictures.reviewAt }).from(supplierPictures).where(eq(supplierPictures.path, alsoLogo));
    expect(reviewAt).toBeNull();
    // A new logo releases the old one.
    const newLogo = await upload();
    expect((await saveStorefront({ logo: newLogo })).status).toBe(200);
    await dueNow([alsoLogo]);
    expect(await expireUnusedPictures(db(), storage)).toEqual({ deleted: 1, kept: 0, failed: 0 });
    expect(await rows([alsoLogo, newLogo])).toEqual([newLogo]);
  });

  it('a picture the job deleted cannot be shown afterwards: the save is refused and changes nothing', async () => {
    const gone = await upload();
    await dueNow([gone]);
    await expireUnusedPictures(db(), storage);
    const before = await (await desk(seller, 'GET', `/${store.id}/products/${product.id}`)).json();
    await expectProblem(await showOnProduct([gone]), 400, 'images');
    expect((await (await desk(seller, 'GET', `/${store.id}/products/${product.id}`)).json()).images).toEqual(before.images);
    await expectProblem(await saveStorefront({ cover: gone }), 400, 'cover');
    // Within the save's transaction too, for a deletion that came after the form was checked.
    expect(await db().transaction((tx) => swapPictures(tx, store.id, [], [gone]))).toEqual([gone]);
  });

  it('a deleted product releases its pictures', async () => {
    const picture = await upload();
    const current = await (await desk(seller, 'GET', `/${store.id}/products/${product.id}`)).json();
    const { baseProduct, id: _id, slug: _slug, updatedAt: _updatedAt, ...rest } = current;
    const created = await desk(seller, 'POST', `/${store.id}/products`, { ...rest, name: 'نسخهٔ دوم', baseProductId: baseProduct.id, images: [picture] });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = await created.json();
    await dueNow([picture]);
    expect((await expireUnusedPictures(db(), storage)).kept).toBe(1);
    expect((await desk(seller, 'DELETE', `/${store.id}/products/${id}`)).status).toBe(204);
    await dueNow([picture]);
    expect(await expireUnusedPictures(db(), storage)).toEqual({ deleted: 1, kept: 0, failed: 0 });
  });

  it("the same picture uploaded by another supplier keeps its files until the last one's row goes", async () => {
    const other = await loginAs(app, newPhone(), { roles: ['supplier'] });
    const { store: otherStore } = await takeFreeStorefront(db(), other.userId);
    const picture = await upload(seller, store.id, '#123456');
    expect(await upload(other, otherStore.id, '#123456')).toBe(picture);
    await db().update(supplierPictures).set({ reviewAt: new Date(Date.now() - 60_000) }).where(eq(supplierPictures.path, picture));
    expect((await expireUnusedPictures(db(), storage)).deleted).toBe(2);
    expect(await stored(picture)).toEqual(Array(6).fill(false));

    // One of the two due: the other's files stay.
    await upload(seller, store.id, '#123456');
    await upload(other, otherStore.id, '#123456');
    await dueNow([picture]);
    expect((await expireUnusedPictures(db(), storage)).deleted).toBe(1);
    expect(await rows([picture], otherStore.id)).toEqual([picture]);
    expect(await stored(picture)).toEqual(Array(6).fill(true));
  });

  it('uploaded again, a picture due for a look gets a new day', async () => {
    const picture = await upload(seller, store.id, '#654321');
    await dueNow([picture]);
    await upload(seller, store.id, '#654321');
    expect((await expireUnusedPictures(db(), storage)).deleted).toBe(0);
    expect(await rows([picture])).toEqual([picture]);
  });

  it('when storage refuses to delete, the row stays for the next run, and the run goes on', async () => {
    const [first, second] = [await upload(), await upload()];
    await dueNow([first, second]);
    deleteFails = true;
    try {
      expect(await expireUnusedPictures(db(), storage)).toEqual({ deleted: 0, kept: 0, failed: 2 });
    } finally {
      deleteFails = false;
    }
    expect((await rows([first, second])).sort()).toEqual([first, second].sort());
    expect(await expireUnusedPictures(db(), storage)).toEqual({ deleted: 2, kept: 0, failed: 0 });
  });

  it('goes through more pictures than one read holds', async () => {
    const many = Array.from({ length: 230 }, (_, i) => ({ supplierId: store.id, path: `/api/v1/pictures/${crypto.randomBytes(16).toString('hex')}/320.webp`, width: 320, height: 200, reviewAt: new Date(Date.now() - 60_000 - i) }));
    await db().insert(supplierPictures).values(many);
    expect((await expireUnusedPictures(db(), storage)).deleted).toBe(230);
    expect(await rows(many.map((p) => p.path))).toEqual([]);
  });

  it.runIf(ctx.kind === 'postgres')('on PostgreSQL, a picture a save is claiming is passed by, and the save keeps it', async () => {
    const picture = await upload();
    await dueNow([picture]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let claimed!: () => void;
    const claiming = new Promise<void>((resolve) => (claimed = resolve));
    const save = db().transaction(async (tx) => {
      await swapPictures(tx, store.id, [], [picture]);
      claimed();
      await held;
    });
    await claiming;
    expect(await expireUnusedPictures(db(), storage)).toEqual({ deleted: 0, kept: 0, failed: 0 });
    release();
    await save;
    expect(await rows([picture])).toEqual([picture]);
  });
});
