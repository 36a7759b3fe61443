/**
 * One tab per game: a Web Lock named after the game is held for as long as a tab plays it. A second
 * tab asking for it is told the game is open elsewhere; it may take the game over, which takes the
 * lock from the first tab (that tab is then told). Where Web Locks do not exist, every tab owns its game.
 */
export interface GameLock {
  /** Lets the lock go (leaving the game, or opening another). */
  release(): void;
}

const NAME = (id: string) => `24-7:game:${id}`;

/**
 * Asks for the lock of game `id`; resolves null when another tab has it (unless `steal`).
 * `onLost` runs if another tab later takes it.
 */
export function lockGame(id: string, onLost: () => void, steal = false): Promise<GameLock | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return Promise.resolve({ release() {} });
  return new Promise((resolve) => {
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    const options: LockOptions = steal ? { steal: true } : { ifAvailable: true };
    locks
      .request(NAME(id), options, async (lock) => {
        if (!lock) return resolve(null);
        resolve({ release });
        await held;
      })
      .catch(() => {
        // Rejected with AbortError when another tab steals the lock.
        onLost();
        resolve(null);
      });
  });
}
