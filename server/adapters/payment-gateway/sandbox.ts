import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxGatewayPayments } from '../../db/schema';
import type { PaymentGateway, Verification } from './types';

export const SANDBOX_PAGE_PATH = '/api/v1/sandbox-gateway';

/**
 * The built-in gateway (the default): its "bank" is a table, its payment page is ours
 * (`/api/v1/sandbox-gateway/{authority}`, with pay / cancel / fail / "never come back"), and it
 * answers verification as a real gateway does — paid once, then "already verified".
 */
export function createSandboxGateway(getDb: () => Promise<Db>): PaymentGateway {
  return {
    name: 'sandbox',
    async request({ amount, description, callbackUrl }) {
      const authority = `SB${crypto.randomBytes(12).toString('hex')}`;
      await (await getDb()).insert(sandboxGatewayPayments).values({ authority, amount, description, callbackUrl });
      return { authority, redirectUrl: `${SANDBOX_PAGE_PATH}/${authority}` };
    },
    readCallback(query) {
      const authority = query.get('Authority');
      const status = query.get('Status');
      if (!authority || (status !== 'OK' && status !== 'NOK')) return null;
      return { authority, ok: status === 'OK' };
    },
    async verify({ authority, amount }): Promise<Verification> {
      const db = await getDb();
      const [row] = await db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.authority, authority));
      if (!row) return { outcome: 'failed', reason: 'unknown authority' };
      if (row.amount !== amount) return { outcome: 'failed', reason: 'amount differs' };
      if (row.state === 'verified') return { outcome: 'paid', refId: row.refId! };
      if (row.state !== 'paid') return { outcome: 'failed', reason: row.state };
      await db.update(sandboxGatewayPayments).set({ state: 'verified' }).where(eq(sandboxGatewayPayments.authority, authority));
      return { outcome: 'paid', refId: row.refId! };
    },
  };
}

/** The sandbox page's buttons: what the payer decided. Only a waiting attempt changes. */
export async function decideSandboxPayment(db: Db, authority: string, decision: 'pay' | 'cancel' | 'fail') {
  const [row] = await db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.authority, authority));
  if (!row) return null;
  if (row.state === 'waiting') {
    const state = decision === 'pay' ? 'paid' : decision === 'cancel' ? 'cancelled' : 'failed';
    const refId = decision === 'pay' ? String(crypto.randomInt(100_000_000, 999_999_999)) : null;
    await db.update(sandboxGatewayPayments).set({ state, refId }).where(eq(sandboxGatewayPayments.authority, authority));
    return { ...row, state, refId };
  }
  return row;
}

export async function sandboxPayment(db: Db, authority: string) {
  const [row] = await db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.authority, authority));
  return row ?? null;
}
