import { ProblemError, type ProblemInit } from '../../http/problem';
import type { SmsSender } from '../../adapters/sms';
import { createMemoryLimitStore, type RateLimitStore } from '../rate-limit';
import { identityContext, type IdentityContext } from './context';

/**
 * An identity context for service tests: a clock the test moves, codes captured instead of sent,
 * and limits of its own. `codes` could be fixed to play an attacker who knows the generator.
 */
export async function testIdentityContext(
  options: { limits?: RateLimitStore; newCode?: () => string } = {},
) {
  const clock = { now: Date.UTC(2026, 4, 10, 9, 0, 0) };
  const outbox: { phone: string; code: string }[] = [];
  let failing: Error | null = null;
  const sms: SmsSender = {
    name: 'dev',
    sendOrderNotice: async () => undefined,
    async sendOtp(phone, code) {
      if (failing) throw failing;
      outbox.push({ phone, code });
    },
  };
  const base = await identityContext();
  const ctx: IdentityContext = {
    ...base,
    sms,
    limits: options.limits ?? createMemoryLimitStore(),
    now: () => clock.now,
    ...(options.newCode ? { newCode: options.newCode } : {}),
  };
  return {
    ctx,
    outbox,
    advance(ms: number) {
      clock.now += ms;
    },
    lastCode(phone: string) {
      return outbox.filter((m) => m.phone === phone).at(-1)?.code ?? '';
    },
    failSmsWith(error: Error | null) {
      failing = error;
    },
  };
}

/** The ProblemError a promise rejects with, for asserting its code, status and wait. */
export async function problemOf(promise: Promise<unknown>): Promise<ProblemInit> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProblemError) return error.init;
    throw error;
  }
  throw new Error('expected a problem, got success');
}
