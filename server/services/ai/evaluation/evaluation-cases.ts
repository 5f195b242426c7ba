import type { NeedCase } from './need-case';
import { HAND_CASES } from './hand-cases';
import { WRITTEN_CASES } from './written-cases';

/**
 * Every case the assistant is measured on: the first set was written alongside the parser; the
 * second from the catalogue alone, without reading the parser, so it measures what it was not
 * tuned for.
 */
export const EVALUATION_CASES: NeedCase[] = [...HAND_CASES, ...WRITTEN_CASES];
