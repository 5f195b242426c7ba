import crypto from 'node:crypto';
import type { Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { idempotentRequests } from '../db/schema';
import { ProblemError, problemBody } from './problem';

const KEY = /^[\x21-\x7e]{8,100}$/;

const problem = (code: string, status: number, detail: string) =>
  new ProblemError({ status, code, detail, ...(status === 400 ? { errors: [{ field: 'idempotency-key', message: detail, code: 'custom' }] } : {}) });

/**
 * A money-moving POST run once per `Idempotency-Key`: the first answer (success or refusal) is
 * kept and a repeat with the same key gets it again, whatever happened in between. The same key on
 * another call, or on the same call with another body (another payment, another amount), is
 * refused; a repeat while the first is still running waits its turn with a 409.
 * A failure of ours (5xx) forgets the key, so the client may try again with it.
 */
export async function idempotent<T>(c: Context, userId: number, run: () => Promise<{ status: 200 | 201; body: T }>): Promise<Response> {
  const key = c.req.header('idempotency-key');
  if (!key || !KEY.test(key)) throw problem('idempotency_key_required', 400, 'سرآیند Idempotency-Key (۸ تا ۱۰۰ نویسهٔ لاتین) برای این درخواست لازم است');
  // The body as read (Hono keeps it; a parsed JSON body is written out again the same way).
  const body = crypto.createHash('sha256').update(await c.req.text()).digest('base64url');
  const request = `${c.req.method} ${new URL(c.req.url).pathname} ${body}`;
  const db = await getDb();
  const [claimed] = await db.insert(idempotentRequests).values({ userId, key, request }).onConflictDoNothing().returning();
  if (!claimed) {
    const [first] = await db
      .select()
      .from(idempotentRequests)
      .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
    if (first.request !== request) throw problem('idempotency_key_reused', 422, 'این Idempotency-Key پیش‌تر برای درخواست دیگری به کار رفته است');
    if (first.status === null) throw problem('idempotent_request_running', 409, 'همین درخواست هنوز در حال انجام است؛ چند لحظه بعد دوباره بفرستید');
    const contentType = first.status >= 400 ? 'application/problem+json; charset=utf-8' : 'application/json; charset=utf-8';
    return new Response(JSON.stringify(first.body), { status: first.status, headers: { 'content-type': contentType, 'idempotent-replay': 'true' } });
  }
  const keep = (status: number, body: unknown) =>
    db
      .update(idempotentRequests)
      .set({ status, body })
      .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
  try {
    const { status, body } = await run();
    await keep(status, body);
    return c.json(body as object, status);
  } catch (error) {
    if (error instanceof ProblemError && error.init.status < 500) {
      await keep(error.init.status, problemBody(c, error.init));
    } else {
      await db.delete(idempotentRequests).where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
    }
    throw error;
  }
}
