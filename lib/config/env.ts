import { z } from 'zod';
import path from 'node:path';

/**
 * The whole configuration, parsed once. Nothing else in the project reads `process.env`:
 * a bad value stops start-up here with a message that names the variable.
 */
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

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
  SMS_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  PAYMENT_GATEWAY: z.preprocess(
    emptyToUndefined,
    z.enum(['sandbox', 'zarinpal', 'zibal']).default('sandbox'),
  ),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
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
  /** Set by CI: services that tests would otherwise skip are required there. */
  CI: z.preprocess(emptyToUndefined, z.string().optional()),
  NODE_ENV: z.preprocess(emptyToUndefined, z.string().default('development')),
});

export type Env = z.infer<typeof schema> & { SMS_OUTBOX: string; SITE_URL: string };

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const env = result.data;
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
