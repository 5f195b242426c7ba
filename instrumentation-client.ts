// Runs in the browser before Next.js hydrates the page; keep it tiny, it is on every page's
// critical path.
import { installHydrationGate } from '@/lib/hydration/hydration-gate';

installHydrationGate();
