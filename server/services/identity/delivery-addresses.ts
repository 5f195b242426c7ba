import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { deliveryAddresses, users } from '../../db/schema';
import { notFound } from '../../http/problem';
import type { DeliveryAddress, DeliveryAddressInput } from '../../../api/contract/addresses';
import { resolvePlace, withIsoDates } from './places';
import { assertUnderCap } from '../limits/user-caps';

type Row = typeof deliveryAddresses.$inferSelect;

const toDeliveryAddress = ({ userId: _userId, ...row }: Row): DeliveryAddress => withIsoDates(row);
const missing = () => notFound('نشانی پیدا نشد');
const mine = (userId: number, id: number) =>
  and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId));

/**
 * Every change that can move the default runs in a transaction that first locks the user's row,
 * so two at once take turns; the partial unique index is the last word if anything slips.
 */
async function lockUser(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function makeDefault(tx: Tx, userId: number, id: number) {
  await tx
    .update(deliveryAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(deliveryAddresses.userId, userId),
        eq(deliveryAddresses.isDefault, true),
        ne(deliveryAddresses.id, id),
      ),
    );
  await tx
    .update(deliveryAddresses)
    .set({ isDefault: true, updatedAt: sql`now()` })
    .where(mine(userId, id));
}

export async function listDeliveryAddresses(db: Db, userId: number): Promise<DeliveryAddress[]> {
  const rows = await db
    .select()
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.userId, userId))
    .orderBy(desc(deliveryAddresses.isDefault), desc(deliveryAddresses.id));
  return rows.map(toDeliveryAddress);
}

export async function getDefaultDeliveryAddress(db: Db, userId: number): Promise<DeliveryAddress> {
  const [row] = await db
    .select()
    .from(deliveryAddresses)
    .where(and(eq(deliveryAddresses.userId, userId), eq(deliveryAddresses.isDefault, true)));
  if (!row) throw notFound('هنوز نشانی پیش‌فرضی ثبت نشده است');
  return toDeliveryAddress(row);
}

/** The owner's address, for other services (a direct order's delivery address). */
export async function findOwnDeliveryAddress(
  db: Db,
  userId: number,
  id: number,
): Promise<DeliveryAddress | null> {
  const [row] = await db.select().from(deliveryAddresses).where(mine(userId, id));
  return row ? toDeliveryAddress(row) : null;
}

/** The first address a user adds becomes the default whether asked or not. */
export async function createDeliveryAddress(
  db: Db,
  userId: number,
  input: DeliveryAddressInput,
): Promise<DeliveryAddress> {
  const { isDefault, ...fields } = input;
  const place = await resolvePlace(db, fields);
  return db.transaction(async (tx) => {
    await assertUnderCap(tx, 'deliveryAddresses', userId, { table: deliveryAddresses, owner: deliveryAddresses.userId });
    const [any] = await tx
      .select({ id: deliveryAddresses.id })
      .from(deliveryAddresses)
      .where(eq(deliveryAddresses.userId, userId))
      .limit(1);
    const [row] = await tx
      .insert(deliveryAddresses)
      .values({ ...fields, ...place, userId, isDefault: false })
      .returning();
    if (isDefault || !any) await makeDefault(tx, userId, row.id);
    const [saved] = await tx
      .select()
      .from(deliveryAddresses)
      .where(eq(deliveryAddresses.id, row.id));
    return toDeliveryAddress(saved);
  });
}

/** `isDefault: true` selects the address; false or absent leaves the default where it is. */
export async function updateDeliveryAddress(
  db: Db,
  userId: number,
  id: number,
  input: DeliveryAddressInput,
): Promise<DeliveryAddress> {
  const { isDefault, ...fields } = input;
  const place = await resolvePlace(db, fields);
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [row] = await tx
      .update(deliveryAddresses)
      .set({ ...fields, ...place, updatedAt: sql`now()` })
      .where(mine(userId, id))
      .returning();
    if (!row) throw missing();
    if (isDefault) await makeDefault(tx, userId, id);
    const [saved] = await tx.select().from(deliveryAddresses).where(eq(deliveryAddresses.id, id));
    return toDeliveryAddress(saved);
  });
}

export async function selectDeliveryAddress(
  db: Db,
  userId: number,
  id: number,
): Promise<DeliveryAddress> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [row] = await tx
      .select({ id: deliveryAddresses.id })
      .from(deliveryAddresses)
      .where(mine(userId, id));
    if (!row) throw missing();
    await makeDefault(tx, userId, id);
    const [saved] = await tx.select().from(deliveryAddresses).where(eq(deliveryAddresses.id, id));
    return toDeliveryAddress(saved);
  });
}

/** Deleting the default hands the role to the newest remaining address, so one stays selected. */
export async function deleteDeliveryAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [deleted] = await tx.delete(deliveryAddresses).where(mine(userId, id)).returning();
    if (!deleted) throw missing();
    if (!deleted.isDefault) return;
    const [next] = await tx
      .select({ id: deliveryAddresses.id })
      .from(deliveryAddresses)
      .where(eq(deliveryAddresses.userId, userId))
      .orderBy(desc(deliveryAddresses.id))
      .limit(1);
    if (next) await makeDefault(tx, userId, next.id);
  });
}
