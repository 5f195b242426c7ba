import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetBuildId, readBuildId } from './build-id';

let dir: string;

beforeEach(async () => {
  forgetBuildId();
  dir = await mkdtemp(path.join(tmpdir(), 'build-id-'));
});

afterEach(async () => {
  forgetBuildId();
  await rm(dir, { recursive: true, force: true });
});

describe('readBuildId', () => {
  it('reads .next/BUILD_ID without its trailing newline', async () => {
    await mkdir(path.join(dir, '.next'));
    await writeFile(path.join(dir, '.next', 'BUILD_ID'), 'Xy7_abc\n');
    await expect(readBuildId(dir)).resolves.toBe('Xy7_abc');
  });

  it("answers 'development' when there is no build", async () => {
    await expect(readBuildId(dir)).resolves.toBe('development');
  });

  it('keeps the id this process started with even if the file is rebuilt', async () => {
    await mkdir(path.join(dir, '.next'));
    await writeFile(path.join(dir, '.next', 'BUILD_ID'), 'first');
    await readBuildId(dir);
    await writeFile(path.join(dir, '.next', 'BUILD_ID'), 'second');
    await expect(readBuildId(dir)).resolves.toBe('first');
  });
});
