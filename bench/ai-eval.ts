// `npm run bench:ai` (also run by `npm run bench`): the sourcing assistant's rule-based reading
// against its evaluation set (server/services/ai/evaluation/evaluation-cases.ts) on a freshly seeded
// demo catalogue — precision of the parsed fields and of the right category among the first three.
import fs from 'node:fs';
import path from 'node:path';
import { createTestDatabase } from '../server/testing/test-database';
import { seedIfEmpty } from '../server/db/seed/seed-if-empty';
import { loadNeedKnowledge } from '../server/services/ai/need-knowledge';
import { evaluateNeeds } from '../server/services/ai/evaluation/evaluate';
import { EVALUATION_CASES } from '../server/services/ai/evaluation/evaluation-cases';
import { HAND_CASES } from '../server/services/ai/evaluation/hand-cases';
import { WRITTEN_CASES } from '../server/services/ai/evaluation/written-cases';
import { EVALUATION_NOW } from '../server/services/ai/evaluation/evaluation-now';

const database = await createTestDatabase('pglite', { seed: false });
try {
  await seedIfEmpty(database.db, { products: 3000, seed: 1 });
  const knowledge = await loadNeedKnowledge(database.db);
  const evaluation = evaluateNeeds(EVALUATION_CASES, knowledge, EVALUATION_NOW);
  // Each half on its own: the set written beside the parser flatters it; the one written apart does not.
  const half = (cases: typeof EVALUATION_CASES) => {
    const e = evaluateNeeds(cases, knowledge, EVALUATION_NOW);
    return { cases: e.cases, fieldPrecision: Math.round(e.fields.precision * 1000) / 1000, top3CategoryPrecision: Math.round(e.top3.precision * 1000) / 1000 };
  };
  const report = {
    at: new Date().toISOString(),
    cases: evaluation.cases,
    fieldPrecision: Math.round(evaluation.fields.precision * 1000) / 1000,
    fields: evaluation.fields,
    top3CategoryPrecision: Math.round(evaluation.top3.precision * 1000) / 1000,
    top1CategoryPrecision: Math.round(evaluation.top1.precision * 1000) / 1000,
    goals: { fields: 0.9, top3: 0.85 },
    sets: { writtenWithTheParser: half(HAND_CASES), writtenApart: half(WRITTEN_CASES) },
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
