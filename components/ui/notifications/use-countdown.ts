'use client';

import { useEffect, useRef, useState } from 'react';
import { startCountdown, type Countdown } from './countdown';

const TICK_MS = 100;

/**
 * Runs `onDone` after `duration` ms of not being paused. With `track` it also returns the
 * fraction of time left (1 → 0) for a progress bar, re-rendering every tick only then.
 */
export function useCountdown(duration: number, paused: boolean, onDone: () => void, track = false) {
  const done = useRef(onDone);
  const countdown = useRef<Countdown | null>(null);
  const [fraction, setFraction] = useState(1);

  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    const current = startCountdown(duration, () => done.current());
    countdown.current = current;
    return () => current.dispose();
  }, [duration]);

  useEffect(() => {
    if (paused) countdown.current?.pause();
    else countdown.current?.resume();
  }, [paused, duration]);

  useEffect(() => {
    if (!track || paused || duration <= 0) return;
    const id = setInterval(() => {
      setFraction((countdown.current?.remaining() ?? 0) / duration);
    }, TICK_MS);
    return () => clearInterval(id);
  }, [track, paused, duration]);

  return fraction;
}
