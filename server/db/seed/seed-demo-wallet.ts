import { eq, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { buyers, membershipPlans, onlinePayments, payments, sandboxGatewayPayments, userMemberships, users, walletTransactions } from '../schema';
import type { PaymentPurpose, WalletEntryType } from '../../../api/contract/wallet';
import { appendEntry } from '../../services/wallet/ledger';
import { chargeDescription, gatewayCallbackPath, gatewayDescription, PURPOSE_NAMES } from '../../services/wallet/payments';
import { displayName } from '../../services/identity/users';
import { DEMO_BUYER_PHONE, DEMO_OWNER_PHONE } from './demo-users';

const DAY = 86_400_000;

/**
 * What happened in the demo buyer's wallet, oldest first (amounts in Rial): its owner user fills
 * it twice at the gateway, it buys a month of the silver plan (ended weeks ago, so this month's
 * free quota is the base plan's, as the demo orders and the e2e suite expect) and fills it once
 * itself. The owner's own wallet stays empty: it paid for its consumer.
 */
const STORY: { daysAgo: number; kind: 'charge_by_owner' | 'charge' | 'membership'; amount?: number }[] = [
  { daysAgo: 86, kind: 'charge_by_owner', amount: 30_000_000 },
  { daysAgo: 71, kind: 'membership' },
  { daysAgo: 38, kind: 'charge', amount: 5_000_000 },
  { daysAgo: 12, kind: 'charge_by_owner', amount: 10_000_000 },
];

/**
 * The demo buyer's wallet history, so a fresh demo's wallet shows its balance over time, its
 * ledger and its filters. Each movement is what the real flow leaves: a paid payment (a charge's
 * attempt paid and verified at the sandbox gateway, a plan paid from the wallet) and its ledger
 * entry appended through the ledger (same idempotency keys, the balance after each), dated in the
 * past. Only onto a demo buyer with no money history of its own (the catalogue alone is seeded onto
 * older databases, whose demo users may have used their wallets), owned by the demo owner; nothing
 * otherwise. Returns the movements made.
 */
export async function seedDemoWallet(db: Db, now: Date): Promise<number> {
  const people = await db.select().from(users).where(inArray(users.phone, [DEMO_BUYER_PHONE, DEMO_OWNER_PHONE]));
  const buyer = people.find((p) => p.phone === DEMO_BUYER_PHONE);
  const owner = people.find((p) => p.phone === DEMO_OWNER_PHONE);
  const [silver] = await db.select().from(membershipPlans).where(eq(membershipPlans.code, 'silver'));
  if (!buyer || !owner || !silver) return 0;
  const [owned] = await db.select().from(buyers).where(eq(buyers.userId, buyer.id));
  if (owned?.ownerUserId !== owner.id) return 0;
  const both = [buyer.id, owner.id];
  // One after another: the seed's transaction takes one query at a time.
  const paid = await db.select({ id: payments.id }).from(payments).where(or(inArray(payments.userId, both), eq(payments.forUserId, buyer.id))).limit(1);
  const moved = await db.select({ id: walletTransactions.id }).from(walletTransactions).where(inArray(walletTransactions.userId, both)).limit(1);
  const planned = await db.select({ id: userMemberships.id }).from(userMemberships).where(eq(userMemberships.userId, buyer.id)).limit(1);
  if (paid.length || moved.length || planned.length) return 0;
  const tx = db as unknown as Tx;

  let balance = 0;
  let made = 0;
  for (const step of STORY) {
    const at = new Date(now.getTime() - step.daysAgo * DAY);
    // A plan made dearer than the wallet holds by then is left out: the ledger would refuse it.
    if (step.kind === 'membership' && silver.price > balance) continue;
    const purpose: PaymentPurpose = step.kind === 'membership' ? 'membership' : 'wallet_charge';
    const byOwner = step.kind === 'charge_by_owner';
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: byOwner ? owner.id : buyer.id,
        purpose,
        amount: step.amount ?? silver.price,
        state: 'paid',
        forUserId: byOwner ? buyer.id : null,
        membershipPlanId: step.kind === 'membership' ? silver.id : null,
        paidVia: step.kind === 'membership' ? 'wallet' : 'online',
        paidAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning();

    let entry: { type: WalletEntryType; amount: number; description: string; idempotencyKey: string; actorUserId: number | null };
    if (step.kind === 'membership') {
      entry = { type: 'payment', amount: -payment.amount, description: PURPOSE_NAMES.membership, idempotencyKey: `payment:${payment.id}:wallet`, actorUserId: null };
      await tx.insert(userMemberships).values({ userId: buyer.id, planId: silver.id, startsAt: at, endsAt: new Date(at.getTime() + silver.periodDays * DAY) });
    } else {
      // Paid at the sandbox gateway and verified there, as its page and callback leave it (the
      // callback under the site's address, which a seed does not know: it is never followed again).
      const authority = `SBdemo${String(payment.id).padStart(18, '0')}`;
      const refId = String(100_000_000 + payment.id * 7_919);
      await tx.insert(sandboxGatewayPayments).values({ authority, amount: payment.amount, description: gatewayDescription(payment.id), callbackUrl: gatewayCallbackPath('sandbox'), state: 'verified', refId, createdAt: at });
      await tx.insert(onlinePayments).values({ paymentId: payment.id, gateway: 'sandbox', state: 'paid', amount: payment.amount, authority, refId, createdAt: at, updatedAt: at });
      entry = {
        type: byOwner ? 'charge_by_owner' : 'charge',
        amount: payment.amount,
        description: chargeDescription(byOwner ? displayName(owner) : null),
        idempotencyKey: `payment:${payment.id}:charge`,
        actorUserId: byOwner ? owner.id : null,
      };
    }
    await appendEntry(tx, { userId: buyer.id, paymentId: payment.id, at, ...entry });
    balance += entry.amount;
    made++;
  }
  return made;
}
