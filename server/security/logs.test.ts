import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/test-database';
import { getDb } from '../db/client';
import { createLogger } from '../logger';

/** A logger whose lines land in an array, with the process's redaction and serializers. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger(stream, 'info'), text: () => lines.join('') };
}

describeEachDatabase(
  'security: logs carry no phone numbers, codes, tokens or query parameters',
  () => {
    it('a failed query is logged without its parameters or the values PostgreSQL quotes back', async () => {
      const db = await getDb();
      const phone = '+989121112233';
      await db.execute(sql`CREATE TEMP TABLE IF NOT EXISTS log_probe (phone text PRIMARY KEY)`);
      await db.execute(sql`INSERT INTO log_probe VALUES (${phone}) ON CONFLICT DO NOTHING`);
      const error = await db.execute(sql`INSERT INTO log_probe VALUES (${phone})`).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Error);
      // Without the serializer the message alone would carry it (drizzle writes "params: …").
      expect(JSON.stringify({ message: (error as Error).message, detail: (error as { cause?: { detail?: string } }).cause?.detail })).toContain('989121112233');
      const { log, text } = capture();
      log.error({ err: error }, 'unhandled error');
      expect(text()).toContain('Failed query');
      expect(text()).toContain('23505');
      expect(text()).not.toContain('989121112233');
    });

    it('phones are masked and tokens, cookies and keys replaced, at any depth the logs use', () => {
      const { log, text } = capture();
      log.info(
        {
          phone: '+989121234567',
          user: { phone: '+989127654321' },
          authorization: 'Bearer eyJhbGciOi.secret.sig',
          req: { headers: { cookie: 'accessToken=eyJ.secret', authorization: 'Bearer x.y.z' } },
          apiKey: 'kavenegar-key',
          refresh_token: 'r-123',
        },
        'request',
      );
      const out = text();
      for (const secret of ['1234567', '7654321', 'eyJ', 'kavenegar-key', 'r-123', 'x.y.z']) expect(out).not.toContain(secret);
      expect(out).toContain('+98912***4567');
    });
  },
  { seed: false },
);
