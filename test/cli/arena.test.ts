/** The arena command as a real process: worker threads, the table it prints, its exit codes. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function arena(args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/arena.ts', ...args], { encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

interface Row {
  kind: string;
  games: number;
  winRate: number;
  low: number;
  high: number;
  minutes: number;
  medianMs: number;
  p95Ms: number;
}

/** The table's rows by kind (header line, column titles, rows, wall time). */
function table(stdout: string): Map<string, Row> {
  const rows = new Map<string, Row>();
  const pattern = /^(\w+)\s+(\d+)\s+([\d.]+)%\s+\[([\d.]+)%, ([\d.]+)%\]\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)$/;
  for (const line of stdout.split('\n')) {
    const m = pattern.exec(line);
    if (!m) continue;
    const [, kind, games, win, low, high, minutes, median, p95] = m;
    rows.set(kind!, {
      kind: kind!,
      games: Number(games),
      winRate: Number(win),
      low: Number(low),
      high: Number(high),
      minutes: Number(minutes),
      medianMs: Number(median),
      p95Ms: Number(p95),
    });
  }
  return rows;
}

describe('cli arena', () => {
  it('plays a tiny match on two workers and prints an aligned table for both kinds', () => {
    const run = arena(['--a', 'greedy', '--b', 'random', '--players', '2', '--games', '4', '--jobs', '2']);
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('24/7: The Game: greedy vs random, 2 players: 4 games (2 deals × 2 seat rotations), seed 1, 2 jobs');
    expect(lines[1]).toMatch(/^kind\s+games\s+win rate\s+95% interval\s+mean minutes\s+median ms\/move\s+p95 ms\/move$/);
    expect(lines.at(-1)).toMatch(/^wall time \d+\.\d s$/);
    // Aligned: the numeric columns end at the same place on every row.
    const ends = lines.slice(1, 4).map((l) => l.length);
    expect(new Set(ends).size).toBe(1);
    const rows = table(run.stdout);
    expect([...rows.keys()]).toEqual(['greedy', 'random']);
    const greedy = rows.get('greedy')!;
    const random = rows.get('random')!;
    expect(greedy.games).toBe(4);
    expect(random.games).toBe(4);
    // Two players: every game has one winner or a shared first place.
    expect(greedy.winRate + random.winRate).toBeCloseTo(100, 1);
    for (const row of [greedy, random]) {
      expect(row.low).toBeLessThanOrEqual(row.winRate);
      expect(row.high).toBeGreaterThanOrEqual(row.winRate);
      expect(row.minutes).toBeGreaterThan(0);
      expect(row.p95Ms).toBeGreaterThanOrEqual(row.medianMs);
    }
    expect(greedy.minutes).toBeGreaterThan(random.minutes);
  }, 60_000);

  it('gives the same results on one worker as on two, and rounds games up to whole deals', () => {
    const args = ['--a', 'easy', '--b', 'greedy', '--players', '3', '--games', '5', '--seed', '42'];
    const one = arena([...args, '--jobs', '1']);
    const two = arena([...args, '--jobs', '2']);
    expect(one.status, one.stderr).toBe(0);
    expect(two.status, two.stderr).toBe(0);
    expect(one.stdout.split('\n')[0]).toBe(
      '24/7: The Game: easy vs 2 × greedy, 3 players: 6 games (2 deals × 3 seat rotations; --games 5 rounded up to 6), seed 42, 1 job',
    );
    const outcome = (stdout: string) =>
      [...table(stdout).values()].map(({ kind, games, winRate, low, high, minutes }) => ({ kind, games, winRate, low, high, minutes }));
    expect(outcome(one.stdout)).toHaveLength(2);
    expect(outcome(one.stdout)).toEqual(outcome(two.stdout));
    expect(table(one.stdout).get('greedy')!.games).toBe(12);
  }, 60_000);

  it('plays 7 Jours with --game, up to 5 players, and prints its points', () => {
    const run = arena(['--game', '7-jours', '--a', 'greedy', '--b', 'random', '--players', '5', '--games', '10', '--jobs', '2']);
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('7 Jours 4 Éléments: greedy vs 4 × random, 5 players: 10 games (2 deals × 5 seat rotations), seed 1, 2 jobs');
    expect(lines[1]).toMatch(/^kind\s+games\s+win rate\s+95% interval\s+mean points\s+median ms\/move\s+p95 ms\/move$/);
    const rows = table(run.stdout);
    expect(rows.get('greedy')!.games).toBe(10);
    expect(rows.get('random')!.games).toBe(40);
    // Every game has a first place, shared or not: the shares add up to one game each.
    expect(rows.get('greedy')!.winRate + 4 * rows.get('random')!.winRate).toBeCloseTo(100, 0);
  }, 60_000);

  it('exits 2 with usage for an unknown kind or a bad option', () => {
    const unknownKind = arena(['--a', 'grandmaster', '--b', 'greedy']);
    expect(unknownKind.status).toBe(2);
    expect(unknownKind.stdout).toBe('');
    expect(unknownKind.stderr).toContain('unknown player kind "grandmaster" for --a (valid kinds: random, greedy, easy, medium, hard)');
    expect(unknownKind.stderr).toContain('usage: arena');
    for (const bad of [
      ['--a', 'hard'],
      ['--a', 'hard', '--b', 'greedy', '--players', '5'],
      ['--game', '7-jours', '--a', 'hard', '--b', 'greedy', '--players', '6'],
      ['--game', 'chess', '--a', 'hard', '--b', 'greedy'],
      ['--a', 'hard', '--b', 'greedy', '--games', 'many'],
      ['--a', 'hard', '--b', 'greedy', '--jobs', '0'],
      ['--a', 'hard', '--b', 'greedy', '--turbo'],
      ['--a', 'hard', '--b'],
    ]) {
      const run = arena(bad);
      expect(run.status, bad.join(' ')).toBe(2);
      expect(run.stdout).toBe('');
    }
  }, 60_000);
});
