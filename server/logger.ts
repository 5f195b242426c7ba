import pino from 'pino';
import { env } from '../lib/config/env';
import { maskPhone } from '../lib/phone';

/** Keys whose values never reach a log line: tokens, cookies, keys (the dev SMS sender logs its
 * codes on purpose, and only in development). */
const SECRET_KEYS = ['otp', 'token', 'access_token', 'refresh_token', 'authorization', 'cookie', 'apiKey', 'password'];

const redactPaths = [
  ...['phone', ...SECRET_KEYS].flatMap((key) => [key, `*.${key}`]),
  'req.headers.authorization',
  'req.headers.cookie',
];

/** A phone keeps enough to tell numbers apart (maskPhone); everything else listed is replaced. */
function censor(value: unknown, path: string[]): unknown {
  if (path.at(-1) === 'phone' && typeof value === 'string') return maskPhone(value);
  return '[redacted]';
}

type LoggedError = Error & {
  code?: unknown;
  query?: unknown;
  params?: unknown;
  detail?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
};

/**
 * Errors as logged: type, message, stack and the database's own fields that name no user data.
 * Drizzle puts a failed query's parameters into its message and PostgreSQL puts the offending
 * values into `detail` ("Key (phone)=(+98912…) already exists"); neither is kept.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> | unknown {
  if (!(error instanceof Error)) return error;
  const e = error as LoggedError;
  const isQueryError = e.name === 'DrizzleQueryError' || typeof e.query === 'string';
  const message = isQueryError ? `Failed query: ${String(e.query ?? '').slice(0, 2000)}` : e.message;
  const out: Record<string, unknown> = { type: e.name, message, stack: e.stack?.replace(e.message, message) };
  for (const key of ['code', 'constraint', 'table', 'column'] as const) if (e[key] !== undefined) out[key] = e[key];
  if (e.cause !== undefined && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** The process's logger; tests give a destination of their own to read what would be written. */
export function createLogger(destination?: pino.DestinationStream, level: string = env().LOG_LEVEL) {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'bazargah' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: redactPaths, censor },
    serializers: { err: serializeError, error: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}

export const logger = createLogger();
