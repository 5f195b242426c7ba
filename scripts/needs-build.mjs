// Whether the sources changed since the last production build (or there is none).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['app', 'components', 'stores', 'api', 'lib', 'server', 'messages', 'i18n', 'proxy.ts', 'instrumentation.ts', 'instrumentation-node.ts', 'next.config.ts', 'package.json'];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) {
    if (child === 'node_modules' || child.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

// The build folder next.config.ts writes to: engineers and benchmarks sharing a checkout each use
// their own (NEXT_DIST_DIR), and must not skip a build because someone else's is fresh.
export function needsBuild(distDir = process.env.NEXT_DIST_DIR || '.next') {
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (!fs.existsSync(buildId)) return true;
  const built = fs.statSync(buildId).mtimeMs;
  return SOURCES.some((entry) => newestMtime(entry) > built);
}

