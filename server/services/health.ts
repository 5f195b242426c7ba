import { sql } from 'drizzle-orm';
import { getDatabase } from '../db/client';
import type { Health, HealthDetails } from '../../api/contract/health';

const startedAt = Date.now();

/** Health with a real round trip to the database, bounded so a stuck database answers quickly. */
export async function checkHealth(timeoutMs = 3000): Promise<{ status: Health['status']; details: HealthDetails }> {
  const base = { uptimeSeconds: Math.round((Date.now() - startedAt) / 1000), version: '1.0.0' };
  const started = performance.now();
  try {
    const database = await Promise.race([
      getDatabase(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs)),
    ]);
    await database.db.execute(sql`SELECT 1`);
    return {
      status: 'ok',
      details: { database: { kind: database.kind, reachable: true, latencyMs: Math.round(performance.now() - started) }, ...base },
    };
  } catch {
    return { status: 'fail', details: { database: { kind: null, reachable: false, latencyMs: null }, ...base } };
  }
}
