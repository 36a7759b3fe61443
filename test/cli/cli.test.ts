/** The command line as tools use it: real processes, standard streams and exit codes. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Game, legalMoves, recordOf, shuffledDeck } from '../../src/engine/twentyfourseven/index.js';

function cli(args: string[], input?: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { input, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('cli new', () => {
  it('prints a fresh record, the same for the same seed', () => {
    const first = cli(['new', '--players', '3', '--seed', '99']);
    expect(first.status).toBe(0);
    const record = JSON.parse(first.stdout);
    expect(record).toMatchObject({ game: '24-7', version: 1, players: 3, moves: [] });
    expect([...record.deck].sort((a: number, b: number) => a - b)).toEqual(shuffledDeck(0).sort((a, b) => a - b));
    expect(cli(['new', '--players', '3', '--seed', '99']).stdout).toBe(first.stdout);
  });

  it('refuses a bad player count with usage and exit 2', () => {
    const run = cli(['new', '--players', '5']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--players must be 2, 3 or 4');
  });
});

describe('cli replay', () => {
  const game = new Game(2, shuffledDeck(21));
  for (let i = 0; i < 5; i++) game.play(legalMoves(game.state)[i % 2]!);
  const record = recordOf(game);

  it('prints the summary of a valid record from standard input', () => {
    const run = cli(['replay', '-'], JSON.stringify(record));
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    const out = JSON.parse(run.stdout);
    expect(out.moves).toHaveLength(5);
    expect(out.moves[0]).toEqual({
      player: 0,
      ...record.moves[0],
      points: game.history[0]!.breakdown.total,
      combos: game.history[0]!.breakdown.combos.map((c) => c.key),
      doubled: game.history[0]!.breakdown.doubled,
    });
    expect(out).toMatchObject({
      scores: Array.from(game.state.scores),
      handSizes: [6, 6],
      pileSize: 24 - 5,
      over: false,
      ranking: game.ranking(),
    });
  });

  it('prints one line naming the move on standard error and exits 1 for an illegal move', () => {
    const bad = { ...record, moves: [...record.moves, { r: 0, c: 0, v: game.state.handOf(1 - 0)[0] ?? 1 }] };
    const run = cli(['replay', '-'], JSON.stringify(bad));
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^move 6: /);
  });

  it('exits 1 for a file that is not JSON or does not exist, and 2 without a file', () => {
    const notJson = cli(['replay', '-'], 'hello');
    expect(notJson.status).toBe(1);
    expect(notJson.stderr).toMatch(/^not valid JSON/);
    expect(cli(['replay', 'no/such/file.json']).status).toBe(1);
    expect(cli(['replay']).status).toBe(2);
  });
});
