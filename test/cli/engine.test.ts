/** The engine protocol as tools use it: one real process, JSON lines in, one answer line per request out. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  Game,
  legalMoves,
  refusalOf,
  shuffledDeck,
  stateFromView,
  unseenTiles,
  viewFor,
  type SeatView,
} from '../../src/engine/twentyfourseven/index.js';
import { createRng } from '../../src/engine/rng.js';

type Position = Omit<SeatView, 'toMove'>;

function engine(input: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'engine'], { input, encoding: 'utf8' });
  return {
    status: run.status,
    stdout: run.stdout,
    stderr: run.stderr,
    answers: run.stdout
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l)),
  };
}

/** The position of the seat to move after `moves` random placements of a game from a seeded deck. */
function positionAfter(players: number, seed: number, moves: number): Position {
  const game = new Game(players, shuffledDeck(seed));
  const rng = createRng(seed);
  for (let i = 0; i < moves && !game.over; i++) {
    const legal = legalMoves(game.state);
    game.play(legal[rng.below(legal.length)]!);
  }
  const { toMove, ...position } = viewFor(game.state, game.state.toMove);
  expect(toMove).toBeGreaterThanOrEqual(0);
  return position;
}

/** Null when `move` is a legal placement for the seat to move in `position`, else why not. */
function refusalIn(position: Position, move: unknown): string | null {
  const view: SeatView = { ...position, toMove: position.seat };
  const state = stateFromView(view, unseenTiles(view));
  return refusalOf(state, move as { r: number; c: number; v: number })?.message ?? null;
}

const line = (request: unknown) => JSON.stringify(request);

describe('cli engine', () => {
  const twoPlayers = positionAfter(2, 11, 9);
  const threePlayers = positionAfter(3, 12, 8);
  const fourPlayers = positionAfter(4, 13, 6);
  // Game over: every seat is out of legal placements, yet the position itself is consistent.
  const finished = (() => {
    const game = new Game(2, shuffledDeck(14));
    while (!game.over) game.play(legalMoves(game.state)[0]!);
    const { toMove: _, ...position } = viewFor(game.state, 0);
    return position;
  })();

  it('answers each request in order with a legal move or an error, and carries on after bad lines', () => {
    const fifthSeven = {
      ...twoPlayers,
      hand: [7, 7, 7, 7, 7, 1],
    };
    const noStartTile = { ...twoPlayers, board: twoPlayers.board.map((row, r) => row.map((v, c) => (r === 3 && c === 3 ? 0 : v))) };
    const { seat: _, ...noSeat } = twoPlayers;
    const requests: { text: string; legal?: Position; error?: RegExp }[] = [
      { text: line({ position: twoPlayers, level: 'easy', seed: 7 }), legal: twoPlayers },
      { text: '' },
      { text: line({ position: threePlayers, level: 'medium', seed: 8, ms: 50 }), legal: threePlayers },
      { text: '{"position": ', error: /^not valid JSON/ },
      { text: line({ position: fourPlayers, level: 'hard', seed: 9, ms: 50 }), legal: fourPlayers },
      { text: line({ position: twoPlayers, level: 'greedy', seed: 7 }), error: /^level must be one of "easy", "medium", "hard"/ },
      { text: line({ position: twoPlayers, level: 'easy', seed: 1.5 }), error: /^seed must be an integer/ },
      { text: line({ position: twoPlayers, level: 'easy', seed: '7' }), error: /^seed must be an integer/ },
      { text: line({ position: twoPlayers, level: 'medium', seed: 7, ms: 0 }), error: /^ms must be a positive number/ },
      { text: line({ position: twoPlayers, level: 'easy' }), error: /^seed is missing/ },
      { text: line({ position: noSeat, level: 'easy', seed: 7 }), error: /^position\.seat is missing/ },
      { text: line({ position: twoPlayers, level: 'easy', seed: 7, colour: 'red' }), error: /^unknown field "colour"/ },
      { text: line([1, 2, 3]), error: /^a request must be a JSON object/ },
      {
        text: line({ position: fifthSeven, level: 'easy', seed: 7 }),
        error: /^impossible position: there are more than 4 tiles of value 7/,
      },
      {
        text: line({ position: noStartTile, level: 'hard', seed: 7, ms: 50 }),
        error: /^impossible position: the start cell \(3,3\) is empty/,
      },
      {
        text: line({ position: { ...twoPlayers, scores: [10] }, level: 'easy', seed: 7 }),
        error: /^impossible position: scores must hold 2/,
      },
      { text: line({ position: finished, level: 'easy', seed: 7 }), error: /^seat 0 has no legal placement/ },
      { text: '   ' },
      // Accepted in any order, and answered the same for the same seed.
      { text: line({ position: { ...twoPlayers, hand: [...twoPlayers.hand].reverse() }, level: 'easy', seed: 7 }), legal: twoPlayers },
    ];
    const run = engine(`${requests.map((r) => r.text).join('\n')}\n`);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    const expected = requests.filter((r) => r.text.trim() !== '');
    expect(run.answers).toHaveLength(expected.length);
    expected.forEach((request, i) => {
      const answer = run.answers[i];
      if (request.legal) {
        expect(Object.keys(answer).sort(), `answer ${i + 1}: ${JSON.stringify(answer)}`).toEqual(['c', 'r', 'v']);
        expect(refusalIn(request.legal, answer), `answer ${i + 1}`).toBeNull();
      } else {
        expect(Object.keys(answer), `answer ${i + 1}: ${JSON.stringify(answer)}`).toEqual(['error']);
        expect(answer.error).toMatch(request.error!);
      }
    });
    expect(run.answers.at(-1)).toEqual(run.answers[0]);
  }, 60_000);

  it('answers every level for the same position, each a legal move, and exits 0 at end of input without a final newline', () => {
    const requests = (['easy', 'medium', 'hard'] as const).map((level) => line({ position: threePlayers, level, seed: 3, ms: 50 }));
    const run = engine(requests.join('\n'));
    expect(run.status).toBe(0);
    expect(run.answers).toHaveLength(3);
    for (const answer of run.answers) expect(refusalIn(threePlayers, answer)).toBeNull();
  }, 60_000);

  it('exits 0 with no output for empty input, and 2 when given arguments', () => {
    const empty = engine('');
    expect(empty.status).toBe(0);
    expect(empty.stdout).toBe('');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'engine', 'extra'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
  });
});
