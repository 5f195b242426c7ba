import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const HEAP_GROWTH = path.join(import.meta.dirname, 'heap-growth.mjs');

// A rolling live set of about 70 MB: each batch lives through several young collections and then
// dies in the old generation, as a page render's state does. Prints the largest heap it saw, in MB.
const CHURN = `
const growth = await import(process.env.HEAP_GROWTH_MODULE);
growth.keepHeapNearLiveSize();
const alive = [];
let peak = 0;
for (let i = 0; i < 3000; i++) {
  const batch = [];
  for (let j = 0; j < 2000; j++) batch.push({ n: j, text: 'row ' + j, list: [j] });
  alive.push(batch);
  if (alive.length > 300) alive.shift();
  peak = Math.max(peak, process.memoryUsage().heapTotal);
}
console.log(Math.round(peak / 1048576));
`;

async function peakHeapMb() {
  const env = { ...process.env, HEAP_GROWTH_MODULE: HEAP_GROWTH };
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', CHURN], { env });
  return Number(stdout.trim());
}

describe('keepHeapNearLiveSize', () => {
  it('collects before the heap grows far past what lives', async () => {
    // V8's own choice lets this heap reach 400–450 MB here; one and a half times the survivors,
    // about 190–210.
    expect(await peakHeapMb()).toBeLessThan(260);
  }, 60_000);
});
