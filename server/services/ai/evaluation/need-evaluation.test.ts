import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { seedIfEmpty } from '../../../db/seed/seed-if-empty';
import { loadNeedKnowledge } from '../need-knowledge';
import { evaluateNeeds } from './evaluate';
import { EVALUATION_CASES } from './evaluation-cases';
import { EVALUATION_NOW } from './evaluation-now';

/**
 * The evaluation set as a test (issue 17): on the demo catalogue, the rule-based reading must keep
 * at least 80% of the stated fields right and the right category among the first three for at
 * least 75% of the needs (the goals, 90% and 85%, are reported by `npm run bench:ai`).
 */
describe('the sourcing assistant against its evaluation set', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite', { seed: false });
    await seedIfEmpty(database.db, { products: 3000, seed: 1 });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('reads the fields and places the needs above the floors', async () => {
    const evaluation = evaluateNeeds(EVALUATION_CASES, await loadNeedKnowledge(database.db), EVALUATION_NOW);
    const report = `fields ${evaluation.fields.right}/${evaluation.fields.total}, top-3 ${evaluation.top3.right}/${evaluation.top3.total}\n${evaluation.misses
      .slice(0, 40)
      .map((m) => `${m.text} — ${m.field}: expected ${JSON.stringify(m.expected)}, got ${JSON.stringify(m.got)}`)
      .join('\n')}`;
    expect(evaluation.fields.precision, report).toBeGreaterThanOrEqual(0.8);
    expect(evaluation.top3.precision, report).toBeGreaterThanOrEqual(0.75);
  }, 60_000);
});
