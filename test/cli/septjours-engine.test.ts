/** The engine protocol with 7 Jours positions: one real process, JSON lines in, one answer line per request. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../src/engine/rng.js';
import {
  Game,
  refusalOf,
  shuffledDeck,
  stateFromView,
  unseenCards,
  viewFor,
  type Move,
  type SeatView,
} from '../../src/engine/septjours/index.js';

function cli(args: string[], input?: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { input, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('cli engine, 7 Jours', () => {
  /** The position of the seat to move after `moves` random moves of a seeded game. */
  function positionAfter(players: number, seed: number, moves: number): SeatView {
    const game = new Game(players, shuffledDeck(seed), seed % players);
    const rng = createRng(seed);
    for (let i = 0; i < moves && !game.over; i++) {
      const legal = game.legalMoves();
      game.play(legal[rng.below(legal.length)]!);
    }
    return viewFor(game, game.toMove);
  }
  const isLegalIn = (view: SeatView, move: Move) => refusalOf(stateFromView(view, unseenCards(view)), move) === null;

  it('answers dealers and pickers with a legal move, and bad positions with an error', () => {
    const positions = [
      positionAfter(4, 1, 0),
      positionAfter(4, 2, 3),
      positionAfter(2, 3, 16),
      positionAfter(5, 4, 12),
      positionAfter(3, 5, 7),
    ];
    const requests = [
      ...positions.map((position, i) => ({ position, level: (['easy', 'medium', 'hard'] as const)[i % 3], seed: i, ms: 50 })),
      { position: { ...positions[0]!, row: ['E3', 'E3', 'A0', 'W1', 'F0', 'E0', 'A2'] }, level: 'easy', seed: 1 },
      { position: { ...positions[0]!, game: 'chess' }, level: 'easy', seed: 1 },
    ];
    const run = cli(['engine'], `${requests.map((r) => JSON.stringify(r)).join('\n')}\n`);
    expect(run.status, run.stderr).toBe(0);
    const answers = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(answers).toHaveLength(requests.length);
    positions.forEach((position, i) => {
      const answer = answers[i] as Move;
      expect(Object.keys(answer).sort()).toEqual(position.packets ? ['pick'] : ['packets', 'shift']);
      expect(isLegalIn(position, answer), JSON.stringify(answer)).toBe(true);
    });
    expect(answers[positions.length].error).toMatch(/^impossible position: /);
    expect(answers[positions.length + 1].error).toMatch(/^position\.game: unknown game "chess"/);
  }, 60_000);
});
