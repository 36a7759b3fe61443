/**
 * The first paint's wait for the saved game. A hint kept beside the database, readable at once, says
 * "the last save was a game still in play": only then does the first paint wait for the load (so Home
 * does not jump when Continue arrives); on a first visit, or after a finished game, the app paints at
 * once. A wrong hint costs a jump or a wait.
 */
const IN_PLAY_HINT = '24-7:in-play'; // index.html's first script reads it too
/** The longest the first paint waits for the saved game. */
const LONGEST_WAIT_MS = 300;

let settleNow = () => {};
const settledPromise = new Promise<void>((resolve) => (settleNow = resolve));

export function hintInPlay(inPlay: boolean): void {
  try {
    if (inPlay) localStorage.setItem(IN_PLAY_HINT, '1');
    else localStorage.removeItem(IN_PLAY_HINT);
  } catch {
    // No localStorage: the first paint simply waits for the load.
  }
}

function hintedInPlay(): boolean {
  try {
    return localStorage.getItem(IN_PLAY_HINT) !== null;
  } catch {
    return true;
  }
}

/** Starts the first paint's clock: it waits a moment only when a game was in play. */
export function startWaiting(): void {
  if (hintedInPlay()) setTimeout(settleNow, LONGEST_WAIT_MS);
  else settleNow();
}

/** The load is over: paint now. */
export function settle(): void {
  settleNow();
}

/**
 * Resolves once start-up loading is over or after a short wait, whichever comes first (at once when
 * no game was in play): the first paint waits for it.
 */
export function settled(): Promise<void> {
  return settledPromise;
}
