import { z } from 'zod';
import path from 'node:path';
import proxyaddr from 'proxy-addr';

/**
 * The whole configuration, parsed once. Nothing else in the project reads `process.env`:
 * a bad value stops start-up here with a message that names the variable.
 */
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

function isTrustSetting(value: string): boolean {
  if (/^\s*\d+\s*$/.test(value)) return true;
  try {
    proxyaddr.compile(value.split(',').map((part) => part.trim()));
    return true;
  } catch {
    return false;
  }
}

const schema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
  /** Port of the API when it runs on its own (`npm run api`). */
  API_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(3001)),
  APP_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'staging', 'production']).default('development'),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./.data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  API_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  SMS_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(['dev', 'kavenegar', 'smsir']).default('dev'),
  ),
  SMS_OUTBOX: z.preprocess(emptyToUndefined, z.string().optional()),
  SMS_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  SMS_TEMPLATE: z.preprocess(emptyToUndefined, z.string().optional()),
  /** The template of direct-order notices (accepted / rejected); without it they are not sent by SMS. */
  SMS_ORDER_TEMPLATE: z.preprocess(emptyToUndefined, z.string().optional()),
  /** The Chromium that prints reports to PDF (server/adapters/pdf); /usr/bin/chromium when unset. */
  CHROMIUM_PATH: z.preprocess(emptyToUndefined, z.string().optional()),
  SMS_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /** The gateway offered first; the others with their credentials are offered too (the sandbox never in production). */
  PAYMENT_GATEWAY: z.preprocess(
    emptyToUndefined,
    z.enum(['sandbox', 'zarinpal', 'zibal']).default('sandbox'),
  ),
  ZARINPAL_MERCHANT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  /** https://sandbox.zarinpal.com for Zarinpal's own test terminal. */
  ZARINPAL_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://payment.zarinpal.com')),
  ZIBAL_MERCHANT: z.preprocess(emptyToUndefined, z.string().optional()),
  ZIBAL_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://gateway.zibal.ir')),
  /** How long a gateway may take to answer before the attempt is left for reconciliation. */
  GATEWAY_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1000).max(60_000).default(10_000)),
  /** An OpenAI-compatible chat endpoint for the assistant's conversational answer (`/openai`); without it the rule-based assistant alone. */
  AI_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  AI_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  AI_MODEL: z.preprocess(emptyToUndefined, z.string().default('gpt-4o-mini')),
  /** Past this, the model's answer is given up and the rule-based one stands. */
  AI_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(60_000).default(10_000)),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  /** Object storage for uploads (S3 or any S3-compatible store); without a bucket, files stay under DATA_DIR. */
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().min(3).max(63).optional()),
  /** The store's address when it is not AWS (MinIO, Arvan, Liara…), e.g. `https://s3.example.ir`. */
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** `bucket` in the path rather than the host name, as most self-hosted stores want. */
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true').transform((v) => v === 'true')),
  /** Writes one signed-in user may make (server/http/write-limit.ts). */
  WRITE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(120)),
  WRITE_LIMIT_PER_HOUR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(2000)),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  SITE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /** Memory for public pages kept by the site server in front of Next (0: none). */
  PAGE_CACHE_MB: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(4096).default(64)),
  /** Admin URL of a PostgreSQL server where tests create and drop databases of their own. */
  TEST_DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
  ),
  /**
   * Which hops may tell us the client's address in `X-Forwarded-For`: a number of proxies in front
   * (`1` behind one load balancer) or a comma-separated list of their addresses or subnets
   * (`10.0.0.0/8, 127.0.0.1`). Unset: none, and the socket's address is the client's.
   */
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(1000)
      .refine(isTrustSetting, 'must be a number of hops or a comma-separated list of addresses or subnets')
      .optional(),
  ),
  /** Run the background jobs (server/jobs) inside each server; `false` leaves them to `npm run jobs` (PostgreSQL only). */
  JOBS_IN_PROCESS: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  ),
  /** Apply pending migrations when a server starts (always done for the embedded database). */
  MIGRATE_ON_START: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  ),
  /** Bearer token that lets operators read the details of `/health`; anonymous callers get ok/fail. */
  OPERATOR_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(24, 'must be at least 24 characters').optional(),
  ),
  /** Set by CI: services that tests would otherwise skip are required there. */
  CI: z.preprocess(emptyToUndefined, z.string().optional()),
  NODE_ENV: z.preprocess(emptyToUndefined, z.string().default('development')),
});

export type Env = z.infer<typeof schema> & { SMS_OUTBOX: string; SITE_URL: string };

/** One line per bad variable, Persian first and English after, so an operator reads either. */
export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(issues.map((issue) => `پیکربندی نامعتبر / invalid configuration: ${issue}`).join('\n'));
    this.name = 'ConfigError';
  }
}

type Parsed = z.infer<typeof schema>;

/**
 * What a production start refuses (ARCHITECTURE.md, "rule of many nodes"): a key that a restart or
 * a second node would not share, links to localhost, and the development SMS sender, which only
 * writes codes to a file. Each entry names the variable, in Persian and in English.
 */
function productionProblems(env: Parsed): string[] {
  if (env.APP_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!env.JWT_SECRET)
    problems.push('JWT_SECRET — در production لازم است (دست‌کم ۳۲ نویسه) / required in production (at least 32 characters)');
  if (!env.SITE_URL)
    problems.push('SITE_URL — نشانی عمومی سایت در production لازم است / the public address of the site is required in production');
  if (env.PAYMENT_GATEWAY === 'sandbox')
    problems.push('PAYMENT_GATEWAY — در production باید zarinpal یا zibal باشد / must be zarinpal or zibal in production, not the sandbox');
  if (env.PAYMENT_GATEWAY === 'zarinpal' && !env.ZARINPAL_MERCHANT_ID) problems.push('ZARINPAL_MERCHANT_ID — مرچنت زرین‌پال لازم است / required by zarinpal');
  if (env.PAYMENT_GATEWAY === 'zibal' && !env.ZIBAL_MERCHANT) problems.push('ZIBAL_MERCHANT — مرچنت زیبال لازم است / required by zibal');
  if (env.SMS_PROVIDER === 'dev')
    problems.push('SMS_PROVIDER — در production باید kavenegar یا smsir باشد / must be kavenegar or smsir in production, not dev');
  else {
    if (!env.SMS_API_KEY) problems.push(`SMS_API_KEY — کلید ${env.SMS_PROVIDER} لازم است / required by ${env.SMS_PROVIDER}`);
    if (!env.SMS_TEMPLATE) problems.push(`SMS_TEMPLATE — الگوی پیامک لازم است / required by ${env.SMS_PROVIDER}`);
  }
  return problems;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.')} — ${issue.message}`),
    );
  }
  const env = result.data;
  const refused = productionProblems(env);
  if (refused.length) throw new ConfigError(refused);
  return {
    ...env,
    SMS_OUTBOX: env.SMS_OUTBOX ?? path.join(env.DATA_DIR, 'sms-outbox.jsonl'),
    SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}`,
  };
}

let cached: Env | undefined;

/** The parsed configuration of this process. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change the environment between cases; this forgets the parsed copy. */
export function resetEnvForTests(): void {
  cached = undefined;
}
