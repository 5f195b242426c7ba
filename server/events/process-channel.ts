/**
 * A channel of announcements inside one process, with an optional forwarder beyond it (the change
 * bus, server/events/change-bus.ts). Next bundles the API route and instrumentation separately,
 * so listeners and forwarder live on globalThis under the channel's name: a publish from one copy
 * of a module reaches a subscriber registered through another.
 */
export type ProcessChannel<T> = {
  /** Registers a listener; returns the function that removes it. */
  subscribe(listener: (event: T) => void): () => void;
  /** Runs this process's listeners, then hands the event to the forwarder, if any. */
  publish(event: T): void;
  /** Runs this process's listeners only: what the bus does with another node's event. */
  deliver(event: T): void;
  /** Where events go beyond this process; absent with the embedded database. */
  setForwarder(forward: ((event: T) => void) | undefined): void;
};

type Slots<T> = { listeners?: Set<(event: T) => void>; forward?: (event: T) => void };

export function processChannel<T>(name: string): ProcessChannel<T> {
  const key = Symbol.for(`bazargah.events.${name}`);
  const scope = globalThis as typeof globalThis & { [key: symbol]: Slots<T> | undefined };
  const slots = (): Slots<T> => (scope[key] ??= {});
  const listeners = () => (slots().listeners ??= new Set());

  const deliver = (event: T) => {
    for (const listener of listeners()) {
      try {
        listener(event);
      } catch (error) {
        // A failing listener is reported and never fails the write that announced the event.
        console.error(`${name} listener failed`, error);
      }
    }
  };

  return {
    subscribe(listener) {
      listeners().add(listener);
      return () => void listeners().delete(listener);
    },
    publish(event) {
      deliver(event);
      slots().forward?.(event);
    },
    deliver,
    setForwarder(forward) {
      slots().forward = forward;
    },
  };
}
