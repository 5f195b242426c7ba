import type { NeedCase } from './need-case';
import { HAND_CASES } from './hand-cases';

/** Every case the assistant is measured on. */
export const EVALUATION_CASES: NeedCase[] = [...HAND_CASES];
