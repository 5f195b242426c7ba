/** Five digits or capital letters; Node's own `EPIPE` looks like one, and no caller asks for it. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * PostgreSQL's SQLSTATE of a failed statement, wherever the driver put it: pg throws the server's
 * error itself, while PGlite and drizzle nest it as the `cause` of their own.
 */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e && typeof e === 'object'; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && SQLSTATE.test(e.code)) return e.code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown): boolean => pgErrorCode(error) === '23505';

/**
 * A transaction PostgreSQL ended only because another one ran at the same time (a deadlock, or a
 * serializable transaction's conflict): run again, it is expected to succeed.
 */
export const isTransientConflict = (error: unknown): boolean => {
  const code = pgErrorCode(error);
  return code === '40P01' || code === '40001';
};
