// `npm run bench:ai` (also run by `npm run bench`): the sourcing assistant's rule-based reading
// against its evaluation set (server/services/ai/evaluation/need-cases.ts) on a freshly seeded
// demo catalogue — precision of the parsed fields and of the right category among the first three.
import fs from 'node:fs';
import path from 'node:path';
import { createTestDatabase } from '../server/testing/test-database';
import { seedIfEmpty } from '../server/db/seed/seed-if-empty';
import { loadNeedKnowledge } from '../server/services/ai/need-knowledge';
import { evaluateNeeds } from '../server/services/ai/evaluation/evaluate';
import { EVALUATION_CASES } from '../server/services/ai/evaluation/evaluation-cases';
import { EVALUATION_NOW } from '../server/services/ai/evaluation/evaluation-now';

const database = await createTestDatabase('pglite', { seed: false });
try {
  await seedIfEmpty(database.db, { products: 3000, seed: 1 });
  const evaluation = evaluateNeeds(EVALUATION_CASES, await loadNeedKnowledge(database.db), EVALUATION_NOW);
  const report = {
    at: new Date().toISOString(),
    cases: evaluation.cases,
    fieldPrecision: Math.round(evaluation.fields.precision * 1000) / 1000,
    fields: evaluation.fields,
    top3CategoryPrecision: Math.round(evaluation.top3.precision * 1000) / 1000,
    top1CategoryPrecision: Math.round(evaluation.top1.precision * 1000) / 1000,
    goals: { fields: 0.9, top3: 0.85 },
    misses: evaluation.misses,
  };
  const dir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `ai-eval-${report.at.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(report, null, 2));
  console.log(JSON.stringify({ ...report, misses: `${report.misses.length} (in the file)` }, null, 2));
  console.log(`written to ${path.relative(process.cwd(), file)}`);
} finally {
  await database.close();
}
