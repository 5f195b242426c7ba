/**
 * A timer that can be paused and resumed with the time it had left, which MUI's own Snackbar
 * does not do (it restarts with half the duration). A duration of 0 never ends.
 */
export type Countdown = {
  pause(): void;
  resume(): void;
  /** Milliseconds left, frozen while paused. */
  remaining(): number;
  dispose(): void;
};

export function startCountdown(duration: number, onDone: () => void): Countdown {
  let left = duration;
  let startedAt = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let finished = false;

  const run = () => {
    if (duration <= 0 || finished || running) return;
    running = true;
    startedAt = Date.now();
    timer = setTimeout(() => {
      running = false;
      finished = true;
      left = 0;
      onDone();
    }, left);
  };

  const stop = () => {
    if (!running) return;
    running = false;
    clearTimeout(timer);
    left = Math.max(0, left - (Date.now() - startedAt));
  };

  run();
  return {
    pause: stop,
    resume: run,
    remaining: () => (running ? Math.max(0, left - (Date.now() - startedAt)) : left),
    dispose: () => {
      stop();
      finished = true;
    },
  };
}
