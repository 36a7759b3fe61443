/** `cli review`: real processes, standard streams and exit codes, reviews kept cheap with --rollouts. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as SeptJours from '../../src/engine/septjours/index.js';
import { Game, legalMoves, recordOf, shuffledDeck } from '../../src/engine/twentyfourseven/index.js';
import { reviewRecord } from '../../src/ai/reviews.js';

function cli(args: string[], input?: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { input, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const game = new Game(2, shuffledDeck(21));
for (let i = 0; i < 6; i++) game.play(legalMoves(game.state)[i % 3]!);
const record = recordOf(game);

describe('cli review', () => {
  it('prints the review of a record from standard input: one object, per move and per seat', () => {
    const run = cli(['review', '-', '--rollouts', '200'], JSON.stringify(record));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    const out = JSON.parse(run.stdout);
    expect(out).toMatchObject({ game: '24-7', players: 2 });
    expect(out.moves).toHaveLength(6);
    expect(out.moves.map((m: { seat: number }) => m.seat)).toEqual([0, 1, 0, 1, 0, 1]);
    expect(out.moves.map((m: { played: { move: unknown } }) => m.played.move)).toEqual(record.moves);
    expect(out.seats).toHaveLength(2);
    // The same review the AI module gives, every time.
    const same = reviewRecord(record, { rollouts: 200 });
    expect(same.ok && JSON.parse(JSON.stringify(same.value))).toEqual(out);
  }, 60_000);

  it('reviews a 7 Jours record read from a file, --rollouts before it', () => {
    const sept = new SeptJours.Game(3, SeptJours.shuffledDeck(4), 2);
    for (let i = 0; i < 5; i++) {
      const options = sept.legalMoves();
      if (!sept.play(options[i % options.length]!).ok) throw new Error('refused');
    }
    const file = join(mkdtempSync(join(tmpdir(), 'review-')), 'game.json');
    writeFileSync(file, JSON.stringify(SeptJours.recordOf(sept)));
    const run = cli(['review', '--rollouts', '100', file]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out.game).toBe('7-jours');
    expect(out.moves).toHaveLength(5);
    expect(out.moves[0].seat).toBe(2);
    expect(out.seats).toHaveLength(3);
  }, 60_000);

  it('prints one line naming the move and exits 1 for an invalid record, as replay does', () => {
    const bad = JSON.stringify({ ...record, moves: [...record.moves, { r: 0, c: 0, v: 11 }] });
    const run = cli(['review', '-', '--rollouts', '50'], bad);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^move 7: /);
    expect(run.stderr).toBe(cli(['replay', '-'], bad).stderr);
    expect(cli(['review', '-'], 'not json').status).toBe(1);
  }, 60_000);

  it('exits 2 with the usage on bad usage', () => {
    for (const args of [['review'], ['review', '-', 'extra'], ['review', '-', '--rollouts', '0'], ['review', '-', '--rollouts']]) {
      const run = cli(args, JSON.stringify(record));
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('cli review FILE|- [--rollouts N]');
    }
  }, 60_000);
});
