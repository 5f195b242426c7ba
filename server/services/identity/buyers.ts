import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { buyers, payments, users, walletAccounts } from '../../db/schema';
import { ProblemError } from '../../http/problem';
import type { Buyer, OwnedBuyer } from '../../../api/contract/customers';
import type { AuthUser } from '../../http/auth';
import { refuseOverLimit } from '../rate-limit/refuse-over-limit';
import { grantRole } from './roles';
import { forgetUserSessions } from './sessions';
import { assertUnderCap } from '../limits/user-caps';

type Registration = { phone?: string; firstName?: string; lastName?: string };

async function readBuyer(db: Db, userId: number): Promise<Buyer> {
  const [row] = await db
    .select({
      userId: users.id,
      ownerUserId: buyers.ownerUserId,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: sql<string>`coalesce(${buyers.createdAt}, ${users.createdAt})`.mapWith((v) =>
        new Date(v).toISOString(),
      ),
    })
    .from(users)
    .leftJoin(buyers, eq(buyers.userId, users.id))
    .where(eq(users.id, userId));
  return { ...row, ownerUserId: row.ownerUserId ?? null };
}

/**
 * Registers a consumer. Without a phone (or with one's own) the caller becomes a buyer; an owner
 * may name the phone of someone without an account yet, which it creates and owns. An account
 * that exists is never taken over (its owner would see its name and balance and charge it), and
 * the refusal names no one; since it does tell that the phone has an account, an owner's
 * registrations, refusals included, are rate-limited. Names are filled in only where the person
 * left them empty.
 */
export async function registerBuyer(db: Db, caller: AuthUser, input: Registration): Promise<Buyer> {
  const phone = input.phone ?? caller.phone;
  const forSelf = phone === caller.phone;
  if (!forSelf && !caller.roles.includes('owner')) {
    throw new ProblemError({
      status: 403,
      code: 'owner_required',
      detail: 'فقط کاربر مالک می‌تواند برای دیگران خریدار ثبت کند',
    });
  }
  if (!forSelf) await limitRegistrations(caller.id);
  const targetId = await db.transaction(async (tx) => {
    let id = caller.id;
    if (forSelf) {
      // An owner that registered this person stays their owner.
      await tx.insert(buyers).values({ userId: caller.id, ownerUserId: null }).onConflictDoNothing();
    } else {
      await assertUnderCap(tx, 'ownedBuyers', caller.id, { table: buyers, owner: buyers.ownerUserId });
      // Created here, with its owner, in the transaction that checked the cap: a refusal leaves no
      // account behind, and a person's own first login at this moment waits for it or comes first.
      const [created] = await tx.insert(users).values({ phone, roles: ['buyer'] }).onConflictDoNothing().returning({ id: users.id });
      if (created) {
        id = created.id;
        await tx.insert(buyers).values({ userId: id, ownerUserId: caller.id });
      } else {
        const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, phone));
        if (!existing || !(await isOwnerOf(tx, caller.id, existing.id))) throw phoneHasAccount();
        id = existing.id;
      }
    }
    await grantRole(tx, id, 'buyer');
    if (input.firstName || input.lastName) {
      await tx
        .update(users)
        .set({
          firstName: sql`coalesce(${users.firstName}, ${input.firstName ?? null})`,
          lastName: sql`coalesce(${users.lastName}, ${input.lastName ?? null})`,
        })
        .where(eq(users.id, id));
    }
    return id;
  });
  // The new role counts at once for the consumer's open sessions.
  await forgetUserSessions(db, targetId);
  return readBuyer(db, targetId);
}

/** Registrations of others one owner may try: far above registering one's customers, far below walking phone numbers. */
const REGISTRATION_RULES = [{ limit: 30, windowMs: 3_600_000 }];

async function limitRegistrations(ownerUserId: number): Promise<void> {
  await refuseOverLimit(REGISTRATION_RULES, 'consumers', `owner:${ownerUserId}`, {
    code: 'too_many_registrations',
    detail: (wait) => `مصرف‌کنندگان زیادی را پشت سر هم ثبت کرده‌اید؛ ${wait} دیگر دوباره تلاش کنید`,
  });
}

const phoneHasAccount = () =>
  new ProblemError({
    status: 409,
    code: 'phone_has_account',
    detail: 'این شماره در بازارگاه حساب دارد و نمی‌توان آن را مصرف‌کنندهٔ شما کرد؛ فقط شماره‌ای که هنوز حساب ندارد ثبت می‌شود',
    errors: [{ field: 'phone', message: 'این شماره در بازارگاه حساب دارد؛ شماره‌ای بدون حساب بنویسید', code: 'custom' }],
  });

/** Whether `ownerUserId` owns the consumer `buyerUserId` (wallet charge-by-user asks this). */
export async function isOwnerOf(
  db: Db | Tx,
  ownerUserId: number,
  buyerUserId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: buyers.userId })
    .from(buyers)
    .where(and(eq(buyers.userId, buyerUserId), eq(buyers.ownerUserId, ownerUserId)));
  return Boolean(row);
}

/**
 * The consumers an owner user registered, with their wallets' balances (an owner charges them) and
 * the owner's last paid charge of each: the owner's own payments, a few, read by their index.
 */
export async function ownedBuyers(db: Db, ownerUserId: number): Promise<OwnedBuyer[]> {
  const people = await db
    .select({
      userId: users.id,
      phone: users.phone,
      firstName: users.firstName,
      lastName: users.lastName,
      balance: sql<number>`coalesce(${walletAccounts.balance}, 0)`.mapWith(Number),
    })
    .from(buyers)
    .innerJoin(users, eq(users.id, buyers.userId))
    .leftJoin(walletAccounts, eq(walletAccounts.userId, buyers.userId))
    .where(eq(buyers.ownerUserId, ownerUserId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  const charges = await db
    .selectDistinctOn([payments.forUserId], {
      forUserId: payments.forUserId,
      amount: payments.amount,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .where(
      and(
        eq(payments.userId, ownerUserId),
        eq(payments.purpose, 'wallet_charge'),
        eq(payments.state, 'paid'),
        isNotNull(payments.forUserId),
      ),
    )
    .orderBy(payments.forUserId, desc(payments.paidAt), desc(payments.id));
  const last = new Map(charges.map((c) => [c.forUserId, c]));
  return people.map((person) => {
    const charge = last.get(person.userId);
    return {
      ...person,
      lastCharge: charge?.paidAt
        ? { amount: charge.amount, paidAt: charge.paidAt.toISOString() }
        : null,
    };
  });
}
