import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { personAddresses } from '../../db/schema';
import { notFound } from '../../http/problem';
import type { PersonAddress, PersonAddressInput } from '../../../api/contract/addresses';
import { resolvePlace, withIsoDates } from './places';
import { assertUnderCap } from '../limits/user-caps';

type Row = typeof personAddresses.$inferSelect;

const toPersonAddress = ({ userId, ...row }: Row): PersonAddress => ({
  ...withIsoDates(row),
  personId: userId,
});

const missing = () => notFound('نشانی پیدا نشد');

/** The person is the user: another user's person id is answered as if it did not exist. */
export function assertOwnPerson(personId: number, userId: number): void {
  if (personId !== userId) throw notFound('شخص پیدا نشد');
}

export async function listPersonAddresses(db: Db, userId: number): Promise<PersonAddress[]> {
  const rows = await db
    .select()
    .from(personAddresses)
    .where(eq(personAddresses.userId, userId))
    .orderBy(desc(personAddresses.id));
  return rows.map(toPersonAddress);
}

export async function createPersonAddress(
  db: Db,
  userId: number,
  input: PersonAddressInput,
): Promise<PersonAddress> {
  const place = await resolvePlace(db, input);
  const row = await db.transaction(async (tx) => {
    await assertUnderCap(tx, 'personAddresses', userId, { table: personAddresses, owner: personAddresses.userId });
    const [inserted] = await tx
      .insert(personAddresses)
      .values({ ...input, ...place, userId })
      .returning();
    return inserted;
  });
  return toPersonAddress(row);
}

export async function updatePersonAddress(
  db: Db,
  userId: number,
  input: PersonAddressInput & { id: number },
): Promise<PersonAddress> {
  const { id, ...fields } = input;
  const place = await resolvePlace(db, fields);
  const [row] = await db
    .update(personAddresses)
    .set({ ...fields, ...place, updatedAt: sql`now()` })
    .where(and(eq(personAddresses.id, id), eq(personAddresses.userId, userId)))
    .returning();
  if (!row) throw missing();
  return toPersonAddress(row);
}

export async function deletePersonAddress(
  db: Db,
  userId: number,
  addressId: number,
): Promise<void> {
  const deleted = await db
    .delete(personAddresses)
    .where(and(eq(personAddresses.id, addressId), eq(personAddresses.userId, userId)))
    .returning({ id: personAddresses.id });
  if (deleted.length === 0) throw missing();
}
