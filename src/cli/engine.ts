/**
 * `cli engine`: the engine protocol of the rules' command-line contract. Reads JSON lines on standard
 * input, one request a line:
 *   { "position": { players, seat, board, hand, handSizes, pileSize, scores },
 *     "level": "easy" | "medium" | "hard", "seed": 7, "ms"?: 50 }
 * and answers each, in order, with one line: { "r": 2, "c": 5, "v": 7 } or { "error": "…" }.
 * Blank lines are skipped; a bad line gets an error answer and the next line is read as usual.
 */
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { viewProblem, type SeatView } from '../engine/twentyfourseven/index.js';
import { isObject } from '../engine/module.js';
import { LEVELS, type Level } from '../ai/levels.js';
import { choose } from '../ai/twentyfourseven/player.js';

const REQUEST_FIELDS = ['position', 'level', 'seed', 'ms'] as const;
const POSITION_FIELDS = ['players', 'seat', 'board', 'hand', 'handSizes', 'pileSize', 'scores'] as const;

export interface EngineRequest {
  view: SeatView;
  level: Level;
  seed: number;
  ms?: number;
}

function unknownField(object: Record<string, unknown>, known: readonly string[], where: string): string | null {
  const extra = Object.keys(object).find((key) => !known.includes(key));
  return extra === undefined ? null : `unknown field ${where}${JSON.stringify(extra)}`;
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
  const extraPositionField = unknownField(position, POSITION_FIELDS, 'position.');
  if (extraPositionField) return { error: extraPositionField };
  const missing = POSITION_FIELDS.find((key) => position[key] === undefined);
  if (missing) return { error: `position.${missing} is missing` };
  const seat = position.seat as number;
  const view: SeatView = {
    players: position.players as number,
    seat,
    toMove: seat,
    board: position.board as number[][],
    hand: position.hand as number[],
    handSizes: position.handSizes as number[],
    pileSize: position.pileSize as number,
    scores: position.scores as number[],
  };
  // viewProblem checks every field's type as well as the position's consistency.
  const problem = viewProblem(view);
  if (problem) return { error: `impossible position: ${problem}` };
  const request: EngineRequest = { view: { ...view, hand: [...view.hand].sort((a, b) => a - b) }, level: level as Level, seed };
  if (ms !== undefined) request.ms = ms;
  return request;
}

/** The answer line for one request line (without the newline), or null for a blank line. */
export function answerLine(line: string): string | null {
  if (line.trim() === '') return null;
  const request = parseRequest(line);
  if ('error' in request) return JSON.stringify({ error: request.error });
  try {
    const { move } = choose(request.view, request.level, { seed: request.seed, ms: request.ms });
    return JSON.stringify({ r: move.r, c: move.c, v: move.v });
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
