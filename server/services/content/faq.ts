import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { faqCategories, faqQuestions } from '../../db/schema';
import { notFound } from '../../http/problem';
import type { FaqGroup, FaqQuestion } from '../../../api/contract/content';
import { containsNormalized } from '../list-query';
import type { Platform } from './pages';

const forPlatform = (platform: Platform) => inArray(faqQuestions.platform, ['all', platform]);
const question = {
  id: faqQuestions.id,
  categoryId: faqQuestions.categoryId,
  question: faqQuestions.question,
  answer: faqQuestions.answer,
  visitCount: faqQuestions.visitCount,
};

/** The active FAQ categories of a platform, in order. */
export function activeFaqCategories(db: Db, platform: Platform) {
  return db
    .select({ id: faqCategories.id, code: faqCategories.code, name: faqCategories.name })
    .from(faqCategories)
    .where(and(eq(faqCategories.isActive, true), inArray(faqCategories.platform, ['all', platform])))
    .orderBy(asc(faqCategories.sortOrder), asc(faqCategories.id));
}

/** The questions read most (`/faqquestions/top-most-visited/by-platform`). */
export function topFaqQuestions(db: Db, platform: Platform, limit: number): Promise<FaqQuestion[]> {
  return db
    .select(question)
    .from(faqQuestions)
    .where(and(eq(faqQuestions.isActive, true), forPlatform(platform)))
    .orderBy(desc(faqQuestions.visitCount), asc(faqQuestions.id))
    .limit(limit);
}

/** One category's questions, in order. */
export async function faqQuestionsOfCategory(db: Db, categoryId: number, platform: Platform): Promise<FaqQuestion[]> {
  const [category] = await db.select({ id: faqCategories.id }).from(faqCategories).where(and(eq(faqCategories.id, categoryId), eq(faqCategories.isActive, true)));
  if (!category) throw notFound('دسته‌ای از پرسش‌ها با این شناسه پیدا نشد');
  return db
    .select(question)
    .from(faqQuestions)
    .where(and(eq(faqQuestions.categoryId, categoryId), eq(faqQuestions.isActive, true), forPlatform(platform)))
    .orderBy(asc(faqQuestions.sortOrder), asc(faqQuestions.id));
}

/**
 * Every active question grouped under its category (`/faqquestions/group-by-category`), or only
 * those whose question or answer holds the searched words; categories left empty are dropped.
 */
export async function faqGroups(db: Db, platform: Platform, text?: string): Promise<FaqGroup[]> {
  const words = text?.trim();
  const [categories, questions] = await Promise.all([
    activeFaqCategories(db, platform),
    db
      .select(question)
      .from(faqQuestions)
      .where(
        and(
          eq(faqQuestions.isActive, true),
          forPlatform(platform),
          containsNormalized(faqQuestions.searchText, words),
        ),
      )
      .orderBy(asc(faqQuestions.sortOrder), asc(faqQuestions.id)),
  ]);
  return categories
    .map((c) => ({ ...c, questions: questions.filter((q) => q.categoryId === c.id) }))
    .filter((g) => g.questions.length > 0);
}

/** A question was opened: its count grows (what "most visited" ranks by), unless the read may not count (anonymous-counts.ts). */
export async function countFaqVisit(db: Db, id: number, { mayCount = true } = {}): Promise<void> {
  const shown = and(eq(faqQuestions.id, id), eq(faqQuestions.isActive, true));
  const rows = mayCount
    ? await db.update(faqQuestions).set({ visitCount: sql`${faqQuestions.visitCount} + 1` }).where(shown).returning({ id: faqQuestions.id })
    : await db.select({ id: faqQuestions.id }).from(faqQuestions).where(shown);
  if (!rows.length) throw notFound('پرسشی با این شناسه پیدا نشد');
}
