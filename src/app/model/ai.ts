/**
 * The app's one AI bridge, started lazily on the first call (the worker loads only when a game needs
 * it), and the seeds the AI is given: a fresh seed per move, derived from the deck and the move number
 * so that replaying a record reproduces the AI's choices.
 */
import type { Game } from '../../engine/twentyfourseven/index.js';
import { seedFrom } from '../../engine/rng.js';
import type { AiBridge } from '../ai/bridge.js';
import { createAiBridge } from '../ai/worker.js';

let bridge: AiBridge | null = null;

export function aiBridge(): AiBridge {
  bridge ??= createAiBridge();
  return bridge;
}

/** The seed for the move about to be made in `game` (salt separates hints from AI moves). */
export function moveSeed(game: Game, salt = ''): number {
  return seedFrom(`${game.deck.join('.')}#${game.history.length}${salt}`);
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
