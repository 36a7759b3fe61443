/**
 * What is wrong with a game record (imported, or saved on this device), in the player's language. The
 * engine says what is wrong as data (`RecordProblem`); a refused move is worded with the placement the
 * record asked for, read from the record itself.
 */
import type { Failure, RecordProblem } from '../../engine/module.js';
import type { Move, Refusal } from '../../engine/twentyfourseven/index.js';
import { messages } from '../i18n/index.js';
import { refusalWords } from './words.js';

/** A record that failed its check: what is wrong, and for a move, the placement it asked for. */
export interface RecordTrouble {
  problem: RecordProblem;
  placement: Move | null;
}

const REFUSAL_CODES: ReadonlySet<string> = new Set<Refusal['code']>([
  'too-big',
  'occupied',
  'not-touching',
  'not-in-hand',
  'game-over',
  'bad-move',
]);

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

/** The failure of `data` (the record as read), with the placement of the move at fault if it has one. */
export function troubleOf(failure: Failure, data: unknown): RecordTrouble {
  const { problem } = failure;
  if (problem.code !== 'move') return { problem, placement: null };
  const moves = (data as { moves?: unknown } | null)?.moves;
  const move: unknown = Array.isArray(moves) ? moves[problem.move - 1] : undefined;
  const { r, c, v } = (move ?? {}) as Record<string, unknown>;
  return { problem, placement: isCount(r) && isCount(c) && isCount(v) ? { r, c, v } : null };
}

/** The trouble as a sentence (or two) standing alone: "Move 12 (tile 7 on row 4, column 4) breaks the rules. …" */
export function recordTroubleWords({ problem, placement }: RecordTrouble): string {
  const words = messages.value.recordProblems;
  switch (problem.code) {
    case 'json':
      return words.json;
    case 'not-object':
      return words.notObject;
    case 'unknown-game':
      return words.unknownGame({ game: problem.game });
    case 'newer-version':
      return words.newerVersion({ version: problem.version });
    case 'field':
      return words.field({ field: problem.field });
    case 'move': {
      const { move, refusal } = problem;
      if (!refusal) return words.malformedMove({ move });
      // The app opens 24/7 records only, so a refusal is one of 24/7's.
      if (!placement || !REFUSAL_CODES.has(refusal.code)) return words.brokenMove({ move });
      const reason = refusalWords(refusal as Refusal);
      return words.refusedMove({ move, v: placement.v, r: placement.r + 1, c: placement.c + 1, reason });
    }
  }
}
