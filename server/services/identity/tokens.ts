import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema';
import { ProblemError } from '../../http/problem';
import { logger } from '../../logger';
import { signAccessToken } from '../../../lib/auth/access-token';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '../../../lib/auth/token-lifetimes';
import type { TokenResponse } from '../../../api/contract/auth';
import type { IdentityContext } from './context';
import { displayName, findUserById, type UserRow } from './users';
import { endSessions } from './sessions';

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A new access token and the next refresh token of a family (a new family on login). */
export async function issueTokens(
  ctx: IdentityContext,
  user: Pick<UserRow, 'id' | 'roles' | 'firstName' | 'lastName'>,
  familyId: string = crypto.randomUUID(),
): Promise<TokenResponse> {
  const now = ctx.now();
  const refresh = crypto.randomBytes(32).toString('base64url');
  await ctx.db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: hashOf(refresh),
    createdAt: new Date(now),
    expiresAt: new Date(now + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  const access = await signAccessToken(
    { sub: String(user.id), sid: familyId, roles: user.roles, name: displayName(user) },
    ctx.secret,
  );
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    refresh_token: refresh,
    refresh_expires_in: REFRESH_TOKEN_TTL_SECONDS,
  };
}

const refusal = (code: string, detail: string) => new ProblemError({ status: 400, code, detail });

const revokeFamily = (ctx: IdentityContext, familyId: string) =>
  endSessions(ctx.db, { familyId }, new Date(ctx.now()));

/**
 * Spends a refresh token for a new pair. A token already spent means a copy is loose: the whole
 * family is revoked, so neither the thief nor the owner can go on without logging in again.
 */
export async function rotateRefreshToken(
  ctx: IdentityContext,
  token: string,
): Promise<TokenResponse> {
  const now = ctx.now();
  const [row] = await ctx.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOf(token)));
  if (!row) throw refusal('refresh_token_invalid', 'نشست معتبر نیست؛ دوباره وارد شوید');
  if (row.revokedAt)
    throw refusal('refresh_token_revoked', 'این نشست بسته شده است؛ دوباره وارد شوید');
  const replay = async () => {
    await revokeFamily(ctx, row.familyId);
    logger.warn(
      { userId: row.userId, familyId: row.familyId },
      'refresh token reused: family revoked',
    );
    return refusal(
      'refresh_token_reused',
      'این نشست برای امنیت حساب شما بسته شد؛ دوباره وارد شوید',
    );
  };
  if (row.usedAt) throw await replay();
  if (row.expiresAt.getTime() <= now)
    throw refusal('refresh_token_expired', 'نشست شما به پایان رسیده است؛ دوباره وارد شوید');

  // Spending the token and writing the next one commit together: a failure between them (the
  // database gone for a moment) leaves the token unspent, and the client may simply try again.
  const next = await ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(refreshTokens.id, row.id),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning({ id: refreshTokens.id });
    // Two requests raced with one token: the loser is a replay.
    if (!spent) return null;
    const user = await findUserById(tx, row.userId);
    if (!user) throw refusal('refresh_token_invalid', 'نشست معتبر نیست؛ دوباره وارد شوید');
    return issueTokens({ ...ctx, db: tx }, user, row.familyId);
  });
  if (!next) throw await replay();
  return next;
}

/** "Log out everywhere": ends every session of the user; their access tokens stop at once. */
export async function revokeAllSessions(ctx: IdentityContext, userId: number): Promise<number> {
  return (await endSessions(ctx.db, { userId }, new Date(ctx.now()))).length;
}

/** Logout: ends the token's family. Unknown tokens are ignored, as RFC 7009 asks. */
export async function revokeRefreshToken(ctx: IdentityContext, token: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOf(token)));
  if (!row) return false;
  await revokeFamily(ctx, row.familyId);
  return true;
}
