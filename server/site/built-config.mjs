// Next's configuration as the build resolved it, so that a starting server does not compile and
// run next.config.ts (issue 18, ADR 13, seventeenth measurement).
import fs from 'node:fs';
import path from 'node:path';

/**
 * `next build` writes the resolved configuration into the build (required-server-files.json), and
 * Next's own standalone server hands it to Next through this variable instead of loading
 * next.config.ts. Loading that file compiles it with Next's SWC and runs next-intl's build plugin,
 * which brings SWC again and a file watcher: about 35 MB of resident code in every node, none of
 * which serving runs. Answers whether the build's configuration is used; without it (no build yet,
 * or a Next that writes no such file) Next loads next.config.ts as before.
 */
export function startFromBuiltConfig(distDir) {
  let config;
  try {
    config = JSON.parse(fs.readFileSync(path.join(distDir, 'required-server-files.json'), 'utf8')).config;
  } catch {
    return false;
  }
  if (!config || typeof config !== 'object') return false;
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(config);
  return true;
}
