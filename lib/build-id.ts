import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEVELOPMENT_BUILD_ID } from './build-check';

let cached: Promise<string> | undefined;

/**
 * The id of the build this server process serves (`.next/BUILD_ID`), or 'development' when
 * there is none. Server only. Read once per process: a rebuild in place must not make an old
 * server claim the new build while it still serves the old chunks.
 */
export function readBuildId(dir: string = process.cwd()): Promise<string> {
  cached ??= readFile(path.join(dir, '.next', 'BUILD_ID'), 'utf8').then(
    (text) => text.trim() || DEVELOPMENT_BUILD_ID,
    () => DEVELOPMENT_BUILD_ID,
  );
  return cached;
}

/** Tests point the reader at another directory. */
export function forgetBuildId(): void {
  cached = undefined;
}
