/**
 * `cli engine`: the engine protocol of the rules' command-line contract, for both games. Reads JSON
 * lines on standard input, one request a line:
 *   { "position": …, "level": "easy" | "medium" | "hard", "seed": 7, "ms"?: 50 }
 * A 24/7 position is { players, seat, board, hand, handSizes, pileSize, scores } (its "game" may be
 * left out); a 7 Jours position is the seat's view with "game": "7-jours" (see the rules). Each
 * request is answered, in order, with one line: a 24/7 placement { "r": 2, "c": 5, "v": 7 }, a 7 Jours
 * deal { "shift": 1, "packets": [2, 1, 3, 1] } or pick { "pick": 2 }, or { "error": "…" }. Blank
 * lines are skipped; a bad line gets an error answer and the next line is read as usual.
 */
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { LEVELS, type Level } from '../ai/levels.js';
import { choose as chooseSeptJours } from '../ai/septjours/player.js';
import { choose as chooseTwentyFourSeven } from '../ai/twentyfourseven/player.js';
import { GAME_IDS, isGameId } from '../engine/games.js';
import { isObject } from '../engine/module.js';
import * as SeptJours from '../engine/septjours/index.js';
import * as TwentyFourSeven from '../engine/twentyfourseven/index.js';

const REQUEST_FIELDS = ['position', 'level', 'seed', 'ms'] as const;
const POSITION_FIELDS_24_7 = ['players', 'seat', 'board', 'hand', 'handSizes', 'pileSize', 'scores'] as const;

/** A checked request: which game's position, and the options of the choice. */
export type EngineRequest = { level: Level; seed: number; ms?: number } & (
  | { game: '24-7'; view: TwentyFourSeven.SeatView }
  | { game: '7-jours'; view: SeptJours.SeatView }
);

function unknownField(object: Record<string, unknown>, known: readonly string[], where: string): string | null {
  const extra = Object.keys(object).find((key) => !known.includes(key));
  return extra === undefined ? null : `unknown field ${where}${JSON.stringify(extra)}`;
}

/** A 24/7 position as the seat to move's view, or what is wrong with it. */
function twentyFourSevenView(position: Record<string, unknown>): TwentyFourSeven.SeatView | { error: string } {
  const { game: _, ...fields } = position;
  const extraPositionField = unknownField(fields, POSITION_FIELDS_24_7, 'position.');
  if (extraPositionField) return { error: extraPositionField };
  const missing = POSITION_FIELDS_24_7.find((key) => fields[key] === undefined);
  if (missing) return { error: `position.${missing} is missing` };
  const seat = fields.seat as number;
  const view: TwentyFourSeven.SeatView = {
    players: fields.players as number,
    seat,
    toMove: seat,
    board: fields.board as number[][],
    hand: fields.hand as number[],
    handSizes: fields.handSizes as number[],
    pileSize: fields.pileSize as number,
    scores: fields.scores as number[],
  };
  // viewProblem checks every field's type as well as the position's consistency.
  const problem = TwentyFourSeven.viewProblem(view);
  if (problem) return { error: `impossible position: ${problem}` };
  return { ...view, hand: [...view.hand].sort((a, b) => a - b) };
}

/** A 7 Jours position (the seat's view), or what is wrong with it. */
function septJoursView(position: Record<string, unknown>): SeptJours.SeatView | { error: string } {
  const problem = SeptJours.viewProblem(position);
  if (problem) return { error: `impossible position: ${problem}` };
  return position as unknown as SeptJours.SeatView;
}

/** Checks a request's shape and the position's consistency; the message says what is wrong. */
export function parseRequest(line: string): EngineRequest | { error: string } {
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch (error) {
    return { error: `not valid JSON: ${(error as Error).message}` };
  }
  if (!isObject(data)) return { error: 'a request must be a JSON object' };
  const extraField = unknownField(data, REQUEST_FIELDS, '');
  if (extraField) return { error: extraField };
  const { position, level, seed, ms } = data;
  if (position === undefined) return { error: 'position is missing' };
  if (!isObject(position)) return { error: 'position must be an object' };
  if (level === undefined) return { error: 'level is missing' };
  if (typeof level !== 'string' || !(LEVELS as readonly string[]).includes(level)) {
    return { error: `level must be one of ${LEVELS.map((l) => JSON.stringify(l)).join(', ')}, not ${JSON.stringify(level)}` };
  }
  if (seed === undefined) return { error: 'seed is missing' };
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) return { error: 'seed must be an integer' };
  if (ms !== undefined && (typeof ms !== 'number' || !Number.isFinite(ms) || ms <= 0)) {
    return { error: 'ms must be a positive number of milliseconds' };
  }
  const game = position.game ?? '24-7';
  if (!isGameId(game)) {
    return {
      error: `position.game: unknown game ${JSON.stringify(game)} (this engine plays ${GAME_IDS.map((id) => JSON.stringify(id)).join(' or ')})`,
    };
  }
  const options = { level: level as Level, seed, ...(ms === undefined ? {} : { ms }) };
  if (game === '7-jours') {
    const view = septJoursView(position);
    return 'error' in view ? view : { game, view, ...options };
  }
  const view = twentyFourSevenView(position);
  return 'error' in view ? view : { game, view, ...options };
}

/** The move the request's level chooses, as the answer line's object. */
function answer(request: EngineRequest): object {
  const options = { seed: request.seed, ms: request.ms };
  if (request.game === '7-jours') return chooseSeptJours(request.view, request.level, options).move;
  const { move } = chooseTwentyFourSeven(request.view, request.level, options);
  return { r: move.r, c: move.c, v: move.v };
}

/** The answer line for one request line (without the newline), or null for a blank line. */
export function answerLine(line: string): string | null {
  if (line.trim() === '') return null;
  const request = parseRequest(line);
  if ('error' in request) return JSON.stringify({ error: request.error });
  try {
    return JSON.stringify(answer(request));
  } catch (error) {
    return JSON.stringify({ error: (error as Error).message });
  }
}

/** Answers every line of `input` on `output`, one at a time and in order; resolves at end of input. */
export async function runEngine(input: Readable, output: Writable): Promise<void> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) {
    const answer = answerLine(line);
    if (answer !== null) output.write(`${answer}\n`);
  }
}
