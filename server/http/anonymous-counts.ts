import type { Context } from 'hono';
import { clientAddress } from './client-address';
import type { LimitRule } from '../services/rate-limit';
import { withinLimit } from '../services/rate-limit/within-limit';
import { VISIT_WINDOW_MINUTES, type Visitor } from '../services/page-visits/page-visits';

/**
 * A count a visitor leaves without a login (a page's visit, an FAQ question read) is one per
 * visitor cookie, and a new cookie is free: a script dropping its cookie counted a page a thousand
 * times. So such counts are bounded per client address, as anonymous likes are (anonymous-likes.ts).
 * The bound is far above what the people behind one address read; past it, the count is quietly
 * not kept, since the reader did nothing wrong that a message could tell them. Signed-in users
 * are counted once per user and not bounded here.
 */
export const ANONYMOUS_COUNT_RULES = [
  { limit: 600, windowMs: 10 * 60_000 },
  { limit: 5_000, windowMs: 24 * 3_600_000 },
];

const VISIT_WINDOW_MS = VISIT_WINDOW_MINUTES * 60_000;

const addressRules = (c: Context, visitor: Visitor): LimitRule[] =>
  visitor.userId !== undefined ? [] : ANONYMOUS_COUNT_RULES.map((rule, i) => ({ key: `counts:${i}:ip:${clientAddress(c)}`, ...rule }));

// A count is not worth refusing a reader for: with the store down, it is kept.
const allowed = (rules: LimitRule[]) => withinLimit(rules, 'anonymous counts are kept');

/**
 * Whether this visitor's page visit may be counted; asked by page-visits.ts only for a visit it
 * would count (not one it already counted in the window), so repeat reads use none of the bound.
 */
export const visitMayCount = (c: Context, visitor: Visitor) => () => allowed(addressRules(c, visitor));

/**
 * Whether this visitor's read of an FAQ question counts: once per visitor and question in the
 * visits' window (the questions keep no visit rows to tell), and within the address's bound.
 */
export const faqReadMayCount = (c: Context, visitor: Visitor, questionId: number) =>
  allowed([{ key: `faq-read:${questionId}:${visitor.key}`, limit: 1, windowMs: VISIT_WINDOW_MS }, ...addressRules(c, visitor)]);
