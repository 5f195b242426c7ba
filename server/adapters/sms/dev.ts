import fs from 'node:fs/promises';
import path from 'node:path';
import type { SmsLog, SmsSender } from './types';

export type OutboxLine = { phone: string; code: string; at: string };
/** An order notice in the outbox: no code, so code readers pass over it. */
export type OutboxNotice = { phone: string; notice: string; orderId: number; at: string };

/**
 * The embedded default: nothing leaves the machine. The code goes to the log and, as one JSON line
 * per message, to the outbox file that developers and end-to-end tests read.
 */
export function createDevSmsSender(options: {
  outbox: string;
  log: SmsLog;
  now?: () => number;
}): SmsSender {
  let folderReady: Promise<unknown> | undefined;
  const at = () => new Date(options.now?.() ?? Date.now()).toISOString();
  async function append(line: OutboxLine | OutboxNotice) {
    folderReady ??= fs.mkdir(path.dirname(path.resolve(options.outbox)), { recursive: true });
    await folderReady;
    // One write per line, opened in append mode, so concurrent sends do not interleave.
    await fs.appendFile(options.outbox, `${JSON.stringify(line)}\n`, 'utf8');
  }
  return {
    name: 'dev',
    async sendOtp(phone, code) {
      options.log.info({ provider: 'dev', phone, code }, 'development SMS (not sent)');
      await append({ phone, code, at: at() });
    },
    async sendOrderNotice(phone, notice) {
      options.log.info({ provider: 'dev', phone, ...notice }, 'development order SMS (not sent)');
      await append({ phone, notice: `order_${notice.outcome}`, orderId: notice.orderId, at: at() });
    },
  };
}

/** The newest code the outbox holds for a phone (tools and end-to-end tests use it). */
export async function readLatestOutboxCode(
  outbox: string,
  phone: string,
): Promise<OutboxLine | null> {
  let text: string;
  try {
    text = await fs.readFile(outbox, 'utf8');
  } catch {
    return null;
  }
  const lines = text.trimEnd().split('\n').reverse();
  for (const raw of lines) {
    try {
      const line = JSON.parse(raw) as OutboxLine;
      if (line.phone === phone && line.code) return line;
    } catch {
      // A line cut short by a crash: skip it.
    }
  }
  return null;
}
