import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type PgBoss from 'pg-boss';
import { describeEachDatabase } from '../testing/test-database';
import { payments, supplierPictures, suppliers, tradeFiles, users, walletAccounts } from '../db/schema';
import { createLocalStorage, useStorageForTests } from '../adapters/storage';
import { startJobRunner } from './job-runner';
import { checkLedger } from '../services/wallet/upkeep';
import { saveSupplierPicture } from '../services/pictures/supplier-pictures';
import { pictureFileKeys } from '../services/pictures/picture-files';

describeEachDatabase(
  'job runner',
  (ctx) => {
    let boss: PgBoss;
    beforeAll(async () => {
      boss = await startJobRunner(ctx.database);
    }, 60_000);
    afterAll(async () => {
      await boss?.stop({ graceful: false, wait: true });
    });

    const newUser = async () =>
      (
        await ctx.database.db
          .insert(users)
          .values({ phone: `+98990${String(crypto.randomInt(0, 10_000_000)).padStart(7, '0')}`, firstName: 'آزمون', lastName: 'کار' })
          .returning({ id: users.id })
      )[0].id;

    it('runs a queued job once on this database: an abandoned payment is cancelled, a fresh one stays', async () => {
      const db = ctx.database.db;
      const userId = await newUser();
      const [old] = await db
        .insert(payments)
        .values({ userId, purpose: 'trade_fee', amount: 100_000, createdAt: new Date(Date.now() - 25 * 3_600_000) })
        .returning();
      const [fresh] = await db.insert(payments).values({ userId, purpose: 'trade_fee', amount: 100_000 }).returning();
      const id = await boss.send('payments-expire', {});
      expect(id).toBeTruthy();
      await expect
        .poll(async () => (await db.select({ state: payments.state }).from(payments).where(eq(payments.id, old.id)))[0].state, { timeout: 20_000, interval: 250 })
        .toBe('cancelled');
      expect((await db.select({ state: payments.state }).from(payments).where(eq(payments.id, fresh.id)))[0].state).toBe('pending');
    }, 30_000);

    it('the hourly job deletes an upload nobody sent within a day, with its stored file', async () => {
      const db = ctx.database.db;
      const storage = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'job-uploads-')));
      useStorageForTests(storage);
      try {
        const uploaderUserId = await newUser();
        const file = (createdAt: Date) => ({ uploaderUserId, storageKey: `trade/${uploaderUserId}/${crypto.randomUUID()}.pdf`, fileName: 'نقشه.pdf', contentType: 'application/pdf', size: 4, createdAt });
        const [old, fresh] = await db
          .insert(tradeFiles)
          .values([file(new Date(Date.now() - 25 * 3_600_000)), file(new Date())])
          .returning();
        for (const row of [old, fresh]) await storage.put(row.storageKey, new TextEncoder().encode('%PDF'), 'application/pdf');
        expect(await boss.send('uploads-expire', {})).toBeTruthy();
        const left = async () => (await db.select({ id: tradeFiles.id }).from(tradeFiles).where(eq(tradeFiles.uploaderUserId, uploaderUserId))).map((r) => r.id);
        await expect.poll(left, { timeout: 20_000, interval: 250 }).toEqual([fresh.id]);
        expect(await storage.get(old.storageKey)).toBeNull();
        expect(await storage.get(fresh.storageKey)).not.toBeNull();
      } finally {
        useStorageForTests(undefined);
      }
    }, 30_000);

    it('the hourly job deletes a picture no product or storefront showed for a day, with its files', async () => {
      const db = ctx.database.db;
      const storage = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'job-pictures-')));
      useStorageForTests(storage);
      try {
        const [store] = await db.insert(suppliers).values({ name: 'فروشگاه آزمون کار', searchName: 'فروشگاه آزمون کار', slug: 'test-job-store', categoryTypes: ['Product'] }).returning();
        const png = (background: string) => sharp({ create: { width: 400, height: 300, channels: 3, background } }).png().toBuffer();
        const old = await saveSupplierPicture(db, storage, store.id, await png('#a52'));
        const fresh = await saveSupplierPicture(db, storage, store.id, await png('#25a'));
        await db.update(supplierPictures).set({ reviewAt: new Date(Date.now() - 60_000) }).where(eq(supplierPictures.path, old.path));
        expect(await boss.send('pictures-expire', {})).toBeTruthy();
        const left = async () => (await db.select({ path: supplierPictures.path }).from(supplierPictures).where(eq(supplierPictures.supplierId, store.id))).map((r) => r.path);
        await expect.poll(left, { timeout: 20_000, interval: 250 }).toEqual([fresh.path]);
        for (const key of pictureFileKeys(old.path)) expect(await storage.get(key)).toBeNull();
        for (const key of pictureFileKeys(fresh.path)) expect(await storage.get(key)).not.toBeNull();
      } finally {
        useStorageForTests(undefined);
      }
    }, 30_000);

    it('the ledger check finds a wallet whose balance is not the sum of its movements', async () => {
      const db = ctx.database.db;
      expect(await checkLedger(db)).toEqual([]);
      const userId = await newUser();
      await db.insert(walletAccounts).values({ userId, balance: 5_000 });
      expect(await checkLedger(db)).toEqual([{ userId, balance: 5_000, sum: 0 }]);
      await db.delete(walletAccounts).where(eq(walletAccounts.userId, userId));
    });
  },
  { seed: false },
);
