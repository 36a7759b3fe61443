/**
 * Which finished game the replay viewer shows, if any, and opening one. Each game's replay state
 * (replayState.ts for 24/7, septjours/replay.ts for 7 Jours) comes with its game's code, loaded when
 * a replay of that game is first opened; the `replay` signal holds either, told apart by `gameId`.
 */
import { signal } from '@preact/signals';
import { go, screen } from './navigation.js';
import type { Replay } from './replayState.js';
import type { SeptReplay } from './septjours/replay.js';
import { sessionFromRecord, type AnySession } from './sessions.js';

export type AnyReplay = Replay | SeptReplay;

/** The game the replay screen shows, if any. */
export const replay = signal<AnyReplay | null>(null);

/** Validates a record of either game and shows it in the replay viewer, at the deal; returns the error, or null. */
export async function openReplay(record: unknown): Promise<string | null> {
  const parsed = await sessionFromRecord(record);
  if (!parsed.ok) return parsed.error;
  await showReplay(parsed.value);
  return null;
}

/** Opens the replay viewer on an already rebuilt game of either kind. */
export async function showReplay(game: AnySession): Promise<void> {
  replay.value =
    game.gameId === '7-jours'
      ? new (await import('./septjours/replay.js')).SeptReplay(game)
      : new (await import('./replayState.js')).Replay(game);
  go('replay');
}

if (typeof window !== 'undefined') {
  // Back or forward to a replay that is no longer in memory (after a reload): nothing to show.
  // navigation.ts's own listener was added first, so this one sees the screen it chose.
  window.addEventListener('popstate', () => {
    if (screen.value === 'replay' && !replay.value) screen.value = 'home';
  });
}
