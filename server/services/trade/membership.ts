import { and, asc, count, desc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { membershipPlans, tradeRequests, userMemberships, type MembershipPlan } from '../../db/schema';
import type { Membership, MembershipPlan as PlanShown } from '../../../api/contract/trade';
import { startOfJalaliMonthInTehran } from '../../../lib/persian/dates';

/**
 * Membership plans: each gives free direct-order publications per Jalali month (in Tehran) and a
 * fee for each one beyond them. Everyone is on the base plan unless a paid plan is current.
 */


export const BASE_PLAN = 'base';

const shown = (p: MembershipPlan): PlanShown => ({
  id: p.id,
  code: p.code,
  name: p.name,
  freePerMonth: p.freePerMonth,
  feePerPublication: p.feePerPublication,
  price: p.price,
  periodDays: p.periodDays,
});

export async function listPlans(db: Db): Promise<PlanShown[]> {
  const rows = await db.select().from(membershipPlans).where(eq(membershipPlans.isActive, true)).orderBy(asc(membershipPlans.sortOrder));
  return rows.map(shown);
}

async function basePlan(db: Db | Tx): Promise<MembershipPlan> {
  const [plan] = await db.select().from(membershipPlans).where(eq(membershipPlans.code, BASE_PLAN));
  if (!plan) throw new Error('the base membership plan is missing (migration 0011 adds it)');
  return plan;
}

/** Makes sure the user has the base plan on record (`POST /membershipplans`); a second call adds nothing. */
export async function ensureBaseMembership(db: Db, userId: number): Promise<Membership> {
  const base = await basePlan(db);
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: userMemberships.id })
      .from(userMemberships)
      .where(and(eq(userMemberships.userId, userId), eq(userMemberships.planId, base.id)))
      .for('update');
    if (!existing) await tx.insert(userMemberships).values({ userId, planId: base.id });
  });
  return currentMembership(db, userId);
}

/**
 * When the user's last paid plan ends (null when none is running or bought to follow): a plan bought
 * now starts then, so a period already paid for is never cut short by another plan.
 */
export async function paidUntil(db: Db | Tx, userId: number): Promise<Date | null> {
  const [last] = await db
    .select({ endsAt: userMemberships.endsAt })
    .from(userMemberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, userMemberships.planId))
    .where(and(eq(userMemberships.userId, userId), gt(membershipPlans.price, 0), gt(userMemberships.endsAt, sql`now()`)))
    .orderBy(desc(userMemberships.endsAt))
    .limit(1);
  return last?.endsAt ?? null;
}

/** The user's plan now (the newest current paid one, else the base plan) and this month's use of it. */
export async function currentMembership(db: Db | Tx, userId: number, now = new Date()): Promise<Membership> {
  const [paid] = await db
    .select({ plan: membershipPlans, endsAt: userMemberships.endsAt })
    .from(userMemberships)
    .innerJoin(membershipPlans, eq(membershipPlans.id, userMemberships.planId))
    .where(
      and(
        eq(userMemberships.userId, userId),
        lte(userMemberships.startsAt, now),
        or(isNull(userMemberships.endsAt), gt(userMemberships.endsAt, now)),
        gt(membershipPlans.price, 0),
      ),
    )
    .orderBy(desc(userMemberships.startsAt))
    .limit(1);
  const plan = paid?.plan ?? (await basePlan(db));
  const [{ used }] = await db
    .select({ used: count() })
    .from(tradeRequests)
    .where(and(eq(tradeRequests.buyerUserId, userId), eq(tradeRequests.usedQuota, true), gte(tradeRequests.publishedAt, startOfJalaliMonthInTehran(now))));
  const until = await paidUntil(db, userId);
  return {
    plan: shown(plan),
    endsAt: paid?.endsAt?.toISOString() ?? null,
    paidUntil: until?.toISOString() ?? null,
    usedThisMonth: used,
    freeLeft: Math.max(0, plan.freePerMonth - used),
  };
}
