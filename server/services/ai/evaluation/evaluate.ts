import { parseNeed } from '../need-parser';
import { rankCategories, readProperties } from '../need-categories';
import type { NeedKnowledge } from '../need-knowledge';
import type { NeedCase } from './need-case';

export type Evaluation = {
  cases: number;
  /** Parsed fields right / fields stated (quantity, unit, city, province, date, each property). */
  fields: { right: number; total: number; precision: number };
  /** Cases whose right category is among the first three. */
  top3: { right: number; total: number; precision: number };
  top1: { right: number; total: number; precision: number };
  /** What went wrong, for reading: text, field, expected, got. */
  misses: { text: string; field: string; expected: unknown; got: unknown }[];
};

const ratio = (right: number, total: number) => ({ right, total, precision: total ? right / total : 1 });

/** The rule-based assistant against the evaluation set, on the catalogue `knowledge` describes. */
export function evaluateNeeds(cases: NeedCase[], knowledge: NeedKnowledge, now: Date): Evaluation {
  let fieldsRight = 0;
  let fieldsTotal = 0;
  let top3 = 0;
  let top1 = 0;
  const misses: Evaluation['misses'] = [];
  const check = (text: string, field: string, expected: unknown, got: unknown) => {
    fieldsTotal++;
    if (expected === got) fieldsRight++;
    else misses.push({ text, field, expected, got });
  };
  for (const c of cases) {
    const parsed = parseNeed(c.text, knowledge.vocabulary, now);
    const ranked = rankCategories(parsed.words, knowledge.profiles, 3);
    const codes = ranked.map((r) => r.profile.code);
    if (codes.some((code) => c.categories.includes(code))) top3++;
    else misses.push({ text: c.text, field: 'category', expected: c.categories, got: codes });
    if (c.categories.includes(codes[0])) top1++;
    if (c.quantity !== undefined) check(c.text, 'quantity', c.quantity, parsed.quantity);
    if (c.unit !== undefined) check(c.text, 'unit', c.unit, parsed.unit?.code ?? null);
    if (c.city !== undefined) check(c.text, 'city', c.city, parsed.city?.name ?? null);
    // The seed files provinces under `ir-{code}` (seed-reference.ts); the cases name the code alone.
    if (c.province !== undefined) check(c.text, 'province', c.province, parsed.province?.code.replace(/^ir-/, '') ?? null);
    if (c.date !== undefined) check(c.text, 'date', c.date, parsed.date?.kind ?? null);
    if (c.properties) {
      // Properties are read for the expected category: a wrong category is counted once, above.
      const profile = knowledge.profiles.find((p) => p.code === c.categories[0]);
      const values = profile ? readProperties(c.text, parsed.looseNumbers, profile) : {};
      for (const [code, value] of Object.entries(c.properties)) check(c.text, `property ${code}`, value, values[code] ?? null);
    }
  }
  return { cases: cases.length, fields: ratio(fieldsRight, fieldsTotal), top3: ratio(top3, cases.length), top1: ratio(top1, cases.length), misses };
}
