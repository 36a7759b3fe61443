/**
 * `npm run -s arena -- --a KIND --b KIND [--game 24-7|7-jours] [--players N] [--games G] [--seed S] [--jobs J]`
 *
 * Pits player kind A (one seat) against kind B (every other seat). Each deal is played once from every
 * seat rotation, so the number of games is a multiple of the number of players (a --games that is not
 * is rounded up, and the header says so). Prints, per kind, its games (a kind in k seats counts k per
 * game), win rate with the 95% Wilson interval, mean score (minutes or points) and median / 95th-percentile thinking time
 * per move, then the wall time. Exit codes: 0 done, 1 a game failed, 2 bad usage.
 */
import { summarize } from '../ai/arena.js';
import { GAME_IDS, GAMES, isGameId, type GameId } from '../engine/games.js';
import type { PlayerKind } from '../ai/levels.js';
import {
  PLAYER_KINDS,
  UsageError,
  alignedTable,
  defaultJobs,
  intOption,
  interval,
  kindOption,
  lineupOf,
  millis,
  parseOptions,
  percent,
  runMatch,
  seconds,
} from './match.js';

const USAGE = `usage: arena --a KIND --b KIND [--game GAME] [--players N] [--games G] [--seed S] [--jobs J]
  KIND is one of ${PLAYER_KINDS.join(', ')}; A sits in one seat and B in all the others.
  --game     ${GAME_IDS.join(' (default) or ')}
  --players  2 (default) to 4 for 24-7, to 5 for 7-jours
  --games    games to play (default 100), rounded up to whole deals: each deal is played from every seat rotation
  --seed     whole number that fixes the deals and the players' choices (default 1)
  --jobs     worker threads (default: ${defaultJobs()}, the available parallelism)`;

export interface ArenaSettings {
  game: GameId;
  a: PlayerKind;
  b: PlayerKind;
  players: number;
  games: number;
  deals: number;
  seed: number;
  jobs: number;
}

export function parseArenaArgs(args: readonly string[]): ArenaSettings {
  const options = parseOptions(args, ['a', 'b', 'game', 'players', 'games', 'seed', 'jobs']);
  const game = options.get('game') ?? '24-7';
  if (!isGameId(game)) throw new UsageError(`unknown game "${game}" for --game (valid games: ${GAME_IDS.join(', ')})`);
  const a = kindOption(options, 'a');
  const b = kindOption(options, 'b');
  const counts = GAMES[game].playerCounts;
  const players = intOption(options, 'players', 2, counts[0]!, counts[counts.length - 1]!);
  const games = intOption(options, 'games', 100, 1);
  const seed = intOption(options, 'seed', 1, 0, 0xffffffff);
  const jobs = intOption(options, 'jobs', defaultJobs(), 1, 256);
  return { game, a, b, players, games, deals: Math.ceil(games / players), seed, jobs };
}

async function main(args: string[]): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  let settings: ArenaSettings;
  try {
    settings = parseArenaArgs(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n${USAGE}\n`);
    process.exit(2);
  }
  const { game, a, b, players, games, deals, seed } = settings;
  const lineup = lineupOf(a, b, players);
  const played = deals * players;
  const jobs = Math.min(settings.jobs, played);
  const rounded = played === games ? '' : `; --games ${games} rounded up to ${played}`;
  process.stdout.write(
    `${GAMES[game].title}: ${a} vs ${players === 2 ? b : `${players - 1} × ${b}`}, ${players} players: ${played} games ` +
      `(${deals} deals × ${players} seat rotations${rounded}), seed ${seed}, ${jobs} job${jobs === 1 ? '' : 's'}\n`,
  );
  const progress = process.stderr.isTTY
    ? (done: number, total: number) => process.stderr.write(`\r${done}/${total} games${done === total ? '\n' : ''}`)
    : undefined;
  const start = performance.now();
  let results: Awaited<ReturnType<typeof runMatch>>;
  try {
    results = await runMatch({ game, lineup, deals, seed, jobs, onGame: progress });
  } catch (error) {
    process.stderr.write(`arena: a game failed: ${(error as Error).message}\n`);
    process.exit(1);
  }
  const wall = performance.now() - start;
  const rows = [['kind', 'games', 'win rate', '95% interval', `mean ${GAMES[game].scoreName}`, 'median ms/move', 'p95 ms/move']];
  for (const s of summarize(lineup, results)) {
    rows.push([
      s.kind,
      String(s.games),
      percent(s.winRate),
      interval(s.interval),
      s.meanScore.toFixed(1),
      millis(s.medianMs),
      millis(s.p95Ms),
    ]);
  }
  process.stdout.write(`${alignedTable(rows, new Set([1, 2, 4, 5, 6]))}\nwall time ${seconds(wall)}\n`);
}

await main(process.argv.slice(2));
