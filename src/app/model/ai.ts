/**
 * The app's one AI bridge, started lazily on the first call (the worker loads only when a game needs
 * it), and the seeds the AI is given: a fresh seed per move, derived from the deck and the move number
 * so that replaying a record reproduces the AI's choices.
 */
import type { Game } from '../../engine/twentyfourseven/index.js';
import { seedFrom } from '../../engine/rng.js';
import { AiError, type AiBridge } from '../ai/bridge.js';
import { messages } from '../i18n/index.js';
import type { AiProblem } from '../../worker/protocol.js';
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

/** Why an AI call failed, as data: the bridge's own problem, or any other error as a failure. */
export function problemOf(error: unknown): AiProblem {
  if (error instanceof AiError) return error.problem;
  return { code: 'failed', detail: error instanceof Error ? error.message : String(error) };
}

/** An AI problem in the player's words. */
export function aiProblemWords(problem: AiProblem): string {
  const { ai } = messages.value;
  switch (problem.code) {
    case 'cannot-start':
      return ai.cannotStart;
    case 'cannot-ask':
      return ai.cannotAsk;
    case 'crashed':
      return ai.crashedTwice;
    case 'too-slow':
      return ai.tooSlow;
    case 'illegal-move':
      return ai.illegal;
    default:
      // The request's own problems (never sent by the app) and the AI's failures read the same to a player.
      return ai.problem;
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
