import { logger } from './logger';

type Step = { name: string; close: () => Promise<unknown> };

/**
 * What a server process closes as it stops. The embedded database must be closed: PGlite that
 * exits without `close()` leaves its directory to crash recovery, and a directory left that way
 * has been seen to fail the next start with "could not locate a valid checkpoint record".
 *
 * Kept on globalThis: Next bundles the start-up (instrumentation-node.ts) and the API's routes
 * apart, and each bundle has its own copy of this module.
 */
const STEPS_KEY = Symbol.for('bazargah.shutdown.steps');
const RUNNING_KEY = Symbol.for('bazargah.shutdown.running');
type GlobalWithShutdown = typeof globalThis & { [STEPS_KEY]?: Step[]; [RUNNING_KEY]?: Promise<void> };
const global = globalThis as GlobalWithShutdown;
const steps = (global[STEPS_KEY] ??= []);

/** Registers something to close at shutdown; the last registered closes first (jobs before the database they use). */
export function closeOnShutdown(name: string, close: () => Promise<unknown>): void {
  steps.unshift({ name, close });
}

/**
 * Closes everything registered, one at a time; a step that fails is logged and the next still
 * runs. A second call (a second signal) gets the same shutdown, not another.
 */
export function shutdown(): Promise<void> {
  global[RUNNING_KEY] ??= (async () => {
    for (const step of steps.splice(0)) {
      try {
        await step.close();
      } catch (err) {
        logger.warn({ err, step: step.name }, 'could not close at shutdown');
      }
    }
  })();
  return global[RUNNING_KEY];
}

/** For tests: forgets a finished shutdown, so the next test may shut down again. */
export function resetShutdownForTests(): void {
  steps.length = 0;
  global[RUNNING_KEY] = undefined;
}
