import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachDatabase } from '../../testing/test-database';
import { publishDataChanged } from '../../events/data-changed';
import { rowsOf } from '../list-query';
import { correctText, mayBeMisspelt, vocabulary } from './spelling';

describeEachDatabase('the spelling vocabulary', (ctx) => {
  it('learns a new category’s words once the change is announced, reading them while the old ones serve', async () => {
    const db = ctx.database.db;
    const [root] = rowsOf<{ id: number; type: string }>(await db.execute(sql`SELECT id::int AS id, category_type AS type FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 1`));
    expect(correctText('زرشکباز', await vocabulary(db))).toBeUndefined();
    await db.execute(sql`
      INSERT INTO categories (code, name, search_name, slug, category_type, parent_id, level, is_root, is_leaf, is_active, sort_order)
      VALUES ('spelling-test', 'زرشکبار', 'زرشکبار', 'barberry', ${root.type}, ${root.id}, 2, false, true, true, 0)`);
    try {
      expect(correctText('زرشکباز', await vocabulary(db))).toBeUndefined();
      publishDataChanged({ entity: 'category' });
      // The next search starts the reading and is answered with the words known before.
      expect(correctText('زرشکباز', await vocabulary(db))).toBeUndefined();
      await vi.waitFor(async () => expect(correctText('زرشکباز', await vocabulary(db))).toBe('زرشکبار'));
    } finally {
      await db.execute(sql`DELETE FROM categories WHERE code = 'spelling-test'`);
      publishDataChanged({ entity: 'category' });
    }
  });
});

describe('mayBeMisspelt', () => {
  const words = new Map([['میلگرد', 9], ['آجدار', 4], ['تحویل', 2]]);

  it('is false for a word the catalogue spells, or starts, and for numbers and short words', () => {
    for (const word of ['میلگرد', 'تحویل', 'میلگ', 'آجد', '12', 'ip54', 'لو']) expect(mayBeMisspelt(word, words), word).toBe(false);
  });

  it('is true for a word the catalogue neither spells nor starts', () => {
    for (const word of ['میلرگد', 'آجداز', 'سیمان']) expect(mayBeMisspelt(word, words), word).toBe(true);
  });
});
