import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buyers, users, walletAccounts } from '../../db/schema';
import { ProblemError } from '../../http/problem';
import type { Buyer, OwnedBuyer } from '../../../api/contract/customers';
import type { AuthUser } from '../../http/auth';
import { findOrCreateUserByPhone, findUserByPhone } from './users';
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
 * that exists is never taken over (its owner would see its name and balance and charge it): the
 * same refusal whether it is free or another owner's, so a phone's account is not told apart.
 * Names are filled in only where the person left them empty.
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
  if (!forSelf) {
    const existing = await findUserByPhone(db, phone);
    if (existing && !(await isOwnerOf(db, caller.id, existing.id))) throw phoneHasAccount();
  }
  const target = forSelf ? { id: caller.id } : await findOrCreateUserByPhone(db, phone);
  await db.transaction(async (tx) => {
    const ownerUserId = forSelf ? null : caller.id;
    if (!forSelf)
      await assertUnderCap(tx, 'ownedBuyers', caller.id, { table: buyers, owner: buyers.ownerUserId });
    const claimed = await tx
      .insert(buyers)
      .values({ userId: target.id, ownerUserId })
      .onConflictDoUpdate({
        target: buyers.userId,
        set: { ownerUserId: sql`coalesce(${buyers.ownerUserId}, excluded.owner_user_id)` },
        where: forSelf
          ? undefined
          : or(isNull(buyers.ownerUserId), eq(buyers.ownerUserId, caller.id)),
      })
      .returning({ userId: buyers.userId });
    // Another owner created the same account a moment ago.
    if (claimed.length === 0) throw phoneHasAccount();
    await grantRole(tx, target.id, 'buyer');
    if (input.firstName || input.lastName) {
      await tx
        .update(users)
        .set({
          firstName: sql`coalesce(${users.firstName}, ${input.firstName ?? null})`,
          lastName: sql`coalesce(${users.lastName}, ${input.lastName ?? null})`,
        })
        .where(eq(users.id, target.id));
    }
  });
  // The new role counts at once for the consumer's open sessions.
  await forgetUserSessions(db, target.id);
  return readBuyer(db, target.id);
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
  db: Db,
  ownerUserId: number,
  buyerUserId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: buyers.userId })
    .from(buyers)
    .where(and(eq(buyers.userId, buyerUserId), eq(buyers.ownerUserId, ownerUserId)));
  return Boolean(row);
}

/** The consumers an owner user registered, with their wallets' balances (an owner charges them). */
export async function ownedBuyers(db: Db, ownerUserId: number): Promise<OwnedBuyer[]> {
  return db
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
}
