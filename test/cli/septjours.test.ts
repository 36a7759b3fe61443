/** The command line with 7 Jours records and positions: real processes, standard streams and exit codes. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Game, newRecord, recordOf, shuffledDeck } from '../../src/engine/septjours/index.js';
import { workedExample } from '../engine/septjours/helpers.js';

function cli(args: string[], input?: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { input, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('cli replay, 7 Jours', () => {
  it('prints the rules’ summary of the worked example', () => {
    const run = cli(['replay', '-'], JSON.stringify(recordOf(workedExample())));
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      game: '7-jours',
      moves: [
        { player: 0, shift: 1, packets: [['A0', 'W1'], ['F0'], ['E0', 'A2', 'W0'], ['E3']] },
        { player: 1, pick: 2, cards: ['E0', 'A2', 'W0'] },
        { player: 2, pick: 0, cards: ['A0', 'W1'] },
        { player: 3, pick: 3, cards: ['E3'] },
        { player: 0, pick: 1, cards: ['F0'] },
      ],
      hands: [['F0'], ['E0', 'A2', 'W0'], ['A0', 'W1'], ['E3']],
      points: [
        { stars: 0, majority: 5, minority: 0, total: 5 },
        { stars: 2, majority: 0, minority: 0, total: 2 },
        { stars: 1, majority: 0, minority: 0, total: 1 },
        { stars: 3, majority: 0, minority: 0, total: 3 },
      ],
      round: 2,
      over: false,
      ranking: [[0], [3], [1], [2]],
    });
  });

  it('refuses every kind of invalid record with one line naming the field or the move, and exit 1', () => {
    const example = recordOf(workedExample());
    const finished = new Game(2, shuffledDeck(4), 1);
    while (!finished.over) finished.play(finished.legalMoves()[0]!);
    const cases: [unknown, RegExp][] = [
      [{ ...example, deck: example.deck.slice(1) }, /^deck: /],
      [{ ...example, deck: ['X9', ...example.deck.slice(1)] }, /^deck\[0\]: /],
      [{ ...example, version: 2 }, /^version: /],
      [{ ...example, game: 'belote' }, /^game: unknown game "belote"/],
      [{ ...example, players: 6 }, /^players: /],
      [{ ...example, firstDealer: 4 }, /^firstDealer: /],
      [{ ...example, moves: [{ shift: 3, packets: [2, 1, 3, 1] }] }, /^move 1: .*shift/],
      [{ ...example, moves: [{ shift: 0, packets: [2, 2, 3] }] }, /^move 1: /],
      [{ ...example, moves: [{ shift: 0, packets: [2, 0, 4, 1] }] }, /^move 1: /],
      [{ ...example, moves: [{ shift: 0, packets: [2, 2, 2, 2] }] }, /^move 1: /],
      [{ ...example, moves: [...example.moves.slice(0, 2), { pick: 2 }] }, /^move 3: packet 2 is already taken/],
      [{ ...example, moves: [{ pick: 0 }] }, /^move 1: /],
      [{ ...recordOf(finished), moves: [...finished.moves(), { pick: 0 }] }, /^move 21: the game is already over/],
    ];
    for (const [record, message] of cases) {
      const run = cli(['replay', '-'], JSON.stringify(record));
      expect(run.status, JSON.stringify(record).slice(0, 80)).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(message);
    }
    const notJson = cli(['replay', '-'], '{"game": "7-jours",');
    expect(notJson.status).toBe(1);
    expect(notJson.stderr).toMatch(/^not valid JSON/);
  }, 60_000);
});

describe('cli new --game 7-jours', () => {
  it('prints a fresh record, the same for the same seed, with the first dealer given or drawn from the seed', () => {
    const run = cli(['new', '--game', '7-jours', '--players', '5', '--first-dealer', '3', '--seed', '8']);
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(newRecord(5, 8, 3));
    const drawn = cli(['new', '--game', '7-jours', '--players', '4', '--seed', '9']);
    expect(JSON.parse(drawn.stdout)).toMatchObject({ game: '7-jours', players: 4, moves: [] });
    expect(cli(['new', '--game', '7-jours', '--players', '4', '--seed', '9']).stdout).toBe(drawn.stdout);
    expect(cli(['replay', '-'], drawn.stdout).status).toBe(0);
  });

  it('refuses a bad game, player count or first dealer with usage and exit 2', () => {
    for (const [args, message] of [
      [['--game', 'go', '--players', '2'], 'unknown game "go"'],
      [['--game', '7-jours', '--players', '6'], '--players must be 2, 3, 4 or 5 for 7-jours'],
      [['--game', '7-jours', '--players', '3', '--first-dealer', '3'], '--first-dealer must be a seat from 0 to 2'],
      [['--players', '3', '--first-dealer', '1'], '--first-dealer is for 7-jours'],
    ] as const) {
      const run = cli(['new', ...args]);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(message);
    }
  });
});
