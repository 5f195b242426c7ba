import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from '../client';
import { rowsOf } from '../../services/list-query';

const root = path.resolve(import.meta.dirname, '../../..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');

it('db:seed leaves a database ready to read: vacuumed, and the offer names counted', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazargah-seed-'));
  try {
    const seed = spawnSync(process.execPath, [tsx, 'server/db/seed/cli.ts', '--demo', '--products', '300'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(seed.status, seed.stderr).toBe(0);
    expect(seed.stdout).toContain('vacuumed');
    const database = await openDatabase({ dataDir, migrate: false });
    try {
      const [row] = rowsOf<{ visible: number; pages: number; names: number; counted: number }>(
        await database.db.execute(sql`
          SELECT relallvisible AS visible, relpages AS pages,
                 (SELECT count(*)::int FROM supplier_product_names WHERE active_offers > 0) AS names,
                 (SELECT count(DISTINCT search_name)::int FROM supplier_products WHERE is_active) AS counted
          FROM pg_class WHERE relname = 'supplier_products'`),
      );
      // Without the vacuum the visibility map is empty until autovacuum comes by, and index-only
      // scans (a base product's lowest price, text search's offers of a name) read every offer's page.
      expect(row.visible).toBeGreaterThan(0);
      expect(row.visible).toBe(row.pages);
      // The load runs with triggers off: the names are counted after it.
      expect(row.names).toBeGreaterThan(0);
      expect(row.names).toBe(row.counted);
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 150_000);
