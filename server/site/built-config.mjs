// Next's configuration as the build resolved it, so that a starting server does not compile and
// run next.config.ts (issue 18, ADR 13, seventeenth measurement).
import fs from 'node:fs';
import path from 'node:path';

/**
 * `next build` writes the resolved configuration into the build (required-server-files.json), and
 * Next's own standalone server hands it to Next through this variable instead of loading
 * next.config.ts. Loading that file compiles it with Next's SWC and runs next-intl's build plugin,
 * which brings SWC again and a file watcher: 35–50 MB of resident code in every node, none of
 * which serving runs.
 *
 * Answers whether Next will start from a configuration already resolved: one the environment
 * gives, or the build's in `distDir` under `root`. A build moved from the folder it was made for
 * names that folder in its configuration, and Next would serve it while the site server read
 * this one; then, as without a build, Next loads next.config.ts.
 */
export function startFromBuiltConfig(root, distDir) {
  if (process.env.__NEXT_PRIVATE_STANDALONE_CONFIG) return true;
  let config;
  try {
    config = JSON.parse(fs.readFileSync(path.join(distDir, 'required-server-files.json'), 'utf8')).config;
  } catch {
    return false;
  }
  if (!config || typeof config !== 'object' || typeof config.distDir !== 'string') return false;
  if (path.resolve(root, config.distDir) !== path.resolve(distDir)) return false;
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  return true;
}
