/**
 * Runs once when a Next.js server starts. The work lives in a Node-only module so the edge
 * compilation never sees it; skipped while building, so the build never opens the database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./instrumentation-node');
  await startServer();
}
