import { readBuildId } from '@/lib/build-id';
import type { BuildInfo } from '@/lib/build-check';

// Polled hourly by every open tab to learn whether a deployment replaced the build.
export const dynamic = 'force-dynamic';

export async function GET() {
  const body: BuildInfo = { buildId: await readBuildId(), timestamp: Date.now() };
  return Response.json(body, {
    headers: { 'cache-control': 'no-store, max-age=0', 'x-robots-tag': 'noindex' },
  });
}
