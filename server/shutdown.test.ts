import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { rowsOf } from './services/list-query';
import { closeOnShutdown, resetShutdownForTests, shutdown } from './shutdown';

beforeEach(() => resetShutdownForTests());
afterEach(() => resetShutdownForTests());

describe('shutdown', () => {
  it('closes the last registered first, goes on past a step that fails, and runs once however often it is asked', async () => {
    const closed: string[] = [];
    closeOnShutdown('database', async () => void closed.push('database'));
    closeOnShutdown('change bus', async () => {
      closed.push('change bus');
      throw new Error('already gone');
    });
    closeOnShutdown('jobs', async () => void closed.push('jobs'));
    // Two signals, one shutdown.
    await Promise.all([shutdown(), shutdown()]);
    await shutdown();
    expect(closed).toEqual(['jobs', 'change bus', 'database']);
  });

  it('closes the embedded database cleanly: its lock file is gone and what was written opens again', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bz-shutdown-'));
    try {
      const database = await openDatabase({ dataDir, migrate: false });
      closeOnShutdown('database', () => database.close());
      await database.db.execute(sql`CREATE TABLE kept (name text)`);
      await database.db.execute(sql`INSERT INTO kept VALUES ('میلگرد')`);
      // PGlite holds the directory with postmaster.pid, as PostgreSQL does, until it is closed.
      const lock = path.join(dataDir, 'pglite', 'postmaster.pid');
      expect(existsSync(lock)).toBe(true);
      await shutdown();
      expect(existsSync(lock)).toBe(false);

      const reopened = await openDatabase({ dataDir, migrate: false });
      expect(rowsOf<{ name: string }>(await reopened.db.execute(sql`SELECT name FROM kept`))).toEqual([{ name: 'میلگرد' }]);
      await reopened.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
