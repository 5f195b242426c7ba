import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDevSmsSender, readLatestOutboxCode } from './dev';
import { collectingLog } from './fake-provider';

describe('development SMS sender', () => {
  const dir = path.join(os.tmpdir(), `bazargah-outbox-${process.pid}-${Date.now()}`);
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('logs the code and appends one JSON line per message to the outbox', async () => {
    const outbox = path.join(dir, 'nested', 'outbox.jsonl');
    const log = collectingLog();
    const sms = createDevSmsSender({
      outbox,
      log: log.log,
      now: () => Date.UTC(2026, 2, 21, 6, 30),
    });
    await Promise.all([
      sms.sendOtp('+989121111111', '123456'),
      sms.sendOtp('+989122222222', '654321'),
    ]);
    await sms.sendOtp('+989121111111', '999000');
    const lines = (await fs.readFile(outbox, 'utf8'))
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    expect(lines).toContainEqual({
      phone: '+989122222222',
      code: '654321',
      at: '2026-03-21T06:30:00.000Z',
    });
    expect(log.lines.filter((l) => l.level === 'info')).toHaveLength(3);
    expect(log.text()).toContain('999000');
    expect(await readLatestOutboxCode(outbox, '+989121111111')).toMatchObject({ code: '999000' });
    expect(await readLatestOutboxCode(outbox, '+989123333333')).toBeNull();
    expect(await readLatestOutboxCode(path.join(dir, 'missing.jsonl'), '+989121111111')).toBeNull();
  });
});
