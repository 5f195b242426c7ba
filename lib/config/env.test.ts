import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env';

describe('configuration', () => {
  it('fills the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, APP_ENV: 'development', DATA_DIR: './.data', SMS_PROVIDER: 'dev', PAYMENT_GATEWAY: 'sandbox' });
    expect(env.SMS_OUTBOX).toBe('.data/sms-outbox.jsonl');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('derives the SMS outbox from DATA_DIR', () => {
    expect(parseEnv({ DATA_DIR: '/srv/bazargah' }).SMS_OUTBOX).toBe('/srv/bazargah/sms-outbox.jsonl');
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 3000, DATABASE_URL: undefined });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['APP_ENV', 'prod'],
    ['DATABASE_URL', 'mysql://x'],
    ['API_BASE_URL', 'not a url'],
    ['JWT_SECRET', 'short'],
    ['SMS_PROVIDER', 'twilio'],
    ['PAYMENT_GATEWAY', 'idpay'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
  ])('stops on a bad %s and names it', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(ConfigError);
    try {
      parseEnv({ [name]: value });
    } catch (error) {
      expect((error as ConfigError).message).toContain(name);
    }
  });
});
