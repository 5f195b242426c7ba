import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantAgents } from '../../db/schema';
import { notFound, ProblemError } from '../../http/problem';
import type { MerchantAgent, MerchantAgentInput } from '../../../api/contract/customers';
import { getCustomerProfile } from './customers';
import { withIsoDates } from './places';
import { assertUnderCap } from '../limits/user-caps';
import { isUniqueViolation } from '../../db/pg-errors';

const missing = () => notFound('نماینده پیدا نشد');

const duplicatePhone = () =>
  new ProblemError({
    status: 409,
    code: 'agent_phone_taken',
    detail: 'نماینده‌ای با این شماره موبایل پیش‌تر ثبت شده است',
  });

async function customerIdOf(db: Db, userId: number): Promise<number> {
  return (await getCustomerProfile(db, userId)).id;
}

export async function listMerchantAgents(db: Db, userId: number): Promise<MerchantAgent[]> {
  const customerId = await customerIdOf(db, userId);
  const rows = await db
    .select()
    .from(merchantAgents)
    .where(eq(merchantAgents.customerId, customerId))
    .orderBy(desc(merchantAgents.id));
  return rows.map(withIsoDates);
}

export async function createMerchantAgent(
  db: Db,
  userId: number,
  input: MerchantAgentInput,
): Promise<MerchantAgent> {
  const customerId = await customerIdOf(db, userId);
  try {
    const row = await db.transaction(async (tx) => {
      await assertUnderCap(tx, 'merchantAgents', userId, {
        table: merchantAgents,
        owner: merchantAgents.customerId,
        where: eq(merchantAgents.customerId, customerId),
      });
      const [inserted] = await tx
        .insert(merchantAgents)
        .values({ ...input, isActive: input.isActive ?? true, customerId })
        .returning();
      return inserted;
    });
    return withIsoDates(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicatePhone();
    throw error;
  }
}

export async function updateMerchantAgent(
  db: Db,
  userId: number,
  input: MerchantAgentInput & { id: number },
): Promise<MerchantAgent> {
  const customerId = await customerIdOf(db, userId);
  const { id, ...fields } = input;
  try {
    const [row] = await db
      .update(merchantAgents)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(and(eq(merchantAgents.id, id), eq(merchantAgents.customerId, customerId)))
      .returning();
    if (!row) throw missing();
    return withIsoDates(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicatePhone();
    throw error;
  }
}

export async function deleteMerchantAgent(db: Db, userId: number, agentId: number): Promise<void> {
  const customerId = await customerIdOf(db, userId);
  const deleted = await db
    .delete(merchantAgents)
    .where(and(eq(merchantAgents.id, agentId), eq(merchantAgents.customerId, customerId)))
    .returning({ id: merchantAgents.id });
  if (deleted.length === 0) throw missing();
}
