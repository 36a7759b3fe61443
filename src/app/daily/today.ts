/**
 * Today's date as a signal that turns at local midnight while the app is open: a timer set for the
 * next midnight, set again each time it fires, and a fresh look whenever the page comes back to the
 * front (phones put timers to sleep with the page). The clock is injected, so tests can move time.
 */
import { signal, type ReadonlySignal } from '@preact/signals';
import { type DateKey, nextMidnight, todayKey } from './dates.js';

/** A timer that fires early finds the same day and is set again, never for less than this (ms). */
const SOONEST_RECHECK = 1000;

export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /** Runs `run` after `ms`; returns what cancels it. */
  setTimer(run: () => void, ms: number): () => void;
  /** Runs `run` whenever the page is shown again; returns what stops it. */
  onWake(run: () => void): () => void;
}

/** The device's clock, timers, and page visibility. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer(run, ms) {
    const handle = setTimeout(run, ms);
    return () => clearTimeout(handle);
  },
  onWake(run) {
    if (typeof document === 'undefined') return () => {};
    const visible = () => {
      if (!document.hidden) run();
    };
    document.addEventListener('visibilitychange', visible);
    window.addEventListener('pageshow', visible);
    return () => {
      document.removeEventListener('visibilitychange', visible);
      window.removeEventListener('pageshow', visible);
    };
  },
};

/**
 * A signal of the local day by `clock`. It keeps time while something watches it (a component or an
 * effect reads it), and looks at the clock again when watching starts; unwatched, it costs nothing.
 */
export function createToday(clock: Clock): ReadonlySignal<DateKey> {
  let cancelTimer = () => {};
  let stopWaking = () => {};
  const refresh = () => {
    const now = clock.now();
    day.value = todayKey(new Date(now));
    cancelTimer();
    cancelTimer = clock.setTimer(refresh, Math.max(SOONEST_RECHECK, nextMidnight(new Date(now)).getTime() - now));
  };
  const day = signal(todayKey(new Date(clock.now())), {
    watched() {
      refresh();
      stopWaking = clock.onWake(refresh);
    },
    unwatched() {
      cancelTimer();
      stopWaking();
      cancelTimer = stopWaking = () => {};
    },
  });
  return day;
}

/** Today on this device. */
export const today: ReadonlySignal<DateKey> = createToday(systemClock);
