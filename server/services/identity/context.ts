import crypto from 'node:crypto';
import type { Db } from '../../db/client';
import { getDb } from '../../db/client';
import { jwtSecret } from '../../../lib/config/jwt-secret';
import { getRateLimitStore, type RateLimitStore } from '../rate-limit';
import { getSmsSender, type SmsSender } from '../../adapters/sms';

/** What the login rules need from the outside world; tests swap the clock, codes, SMS and limits. */
export type IdentityContext = {
  db: Db;
  limits: RateLimitStore;
  sms: SmsSender;
  /** Milliseconds since epoch. */
  now: () => number;
  /** Six digits from a secure generator. */
  newCode: () => string;
  /** Signs access tokens and keys the OTP hashes. */
  secret: Uint8Array;
};

export type IdentityOverrides = Partial<Omit<IdentityContext, 'db'>>;

export const secureOtpCode = () => crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');

let overrides: IdentityOverrides = {};

export async function identityContext(): Promise<IdentityContext> {
  return {
    db: await getDb(),
    limits: getRateLimitStore(),
    sms: getSmsSender(),
    now: Date.now,
    newCode: secureOtpCode,
    secret: jwtSecret(),
    ...overrides,
  };
}

/** Replaces parts of the context for the routes, until called again with `{}`. */
export function useIdentityOverridesForTests(next: IdentityOverrides): void {
  overrides = next;
}
