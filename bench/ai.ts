/**
 * `npm run bench:ai [-- --quick] [--scale F] [--game G] [--only ID,…] [--seed S] [--jobs J] [--review]`
 *
 * Plays the AI levels' reference matches on worker threads (the arena's machinery, src/cli/match.ts)
 * and prints, per game, a markdown table and a line per strength goal saying whether it is met. Each
 * deal is played from every seat rotation. The full run takes about twenty minutes on two cores; --quick
 * plays about a tenth of the games (--scale sets any other fraction), --game one game's matches only.
 * Then it times a full game review of a fixed game of each game on one core (bench/review.ts), the
 * median of three reviews (one with --quick); --review times the reviews only, no matches.
 * Progress goes to standard error.
 * A goal is judged on the point estimates (win rate, median ms per move); each goal line also says
 * whether the 95% interval clears the threshold.
 */
import { cpus, loadavg } from 'node:os';
import { summarize, type PlayerSummary } from '../src/ai/arena.js';
import type { PlayerKind } from '../src/ai/levels.js';
import { GAMES, GAME_IDS, isGameId, type GameId } from '../src/engine/games.js';
import {
  UsageError,
  defaultJobs,
  intOption,
  interval,
  markdownTable,
  millis,
  parseOptions,
  percent,
  runMatch,
  seconds,
} from '../src/cli/match.js';
import { reviewBenchmark } from './review.js';

interface MatchPlan {
  id: string;
  game: GameId;
  name: string;
  lineup: PlayerKind[];
  /** Games in the full run (a multiple of the players). */
  games: number;
}

const MATCHES: readonly MatchPlan[] = [
  { id: 'medium-greedy', game: '24-7', name: 'Medium vs Greedy', lineup: ['medium', 'greedy'], games: 400 },
  { id: 'easy-greedy', game: '24-7', name: 'Easy vs Greedy', lineup: ['easy', 'greedy'], games: 400 },
  { id: 'hard-greedy', game: '24-7', name: 'Hard vs Greedy', lineup: ['hard', 'greedy'], games: 200 },
  { id: 'hard-medium', game: '24-7', name: 'Hard vs Medium', lineup: ['hard', 'medium'], games: 200 },
  { id: 'hard-3greedy', game: '24-7', name: 'Hard vs 3 Greedy (4 players)', lineup: ['hard', 'greedy', 'greedy', 'greedy'], games: 100 },
  {
    id: '7j-hard-3greedy',
    game: '7-jours',
    name: 'Hard vs 3 Greedy (4 players)',
    lineup: ['hard', 'greedy', 'greedy', 'greedy'],
    games: 400,
  },
  {
    id: '7j-medium-3greedy',
    game: '7-jours',
    name: 'Medium vs 3 Greedy (4 players)',
    lineup: ['medium', 'greedy', 'greedy', 'greedy'],
    games: 400,
  },
  {
    id: '7j-easy-3greedy',
    game: '7-jours',
    name: 'Easy vs 3 Greedy (4 players)',
    lineup: ['easy', 'greedy', 'greedy', 'greedy'],
    games: 400,
  },
  { id: '7j-hard-random', game: '7-jours', name: 'Hard vs Random (2 players)', lineup: ['hard', 'random'], games: 400 },
  {
    id: '7j-hard-3medium',
    game: '7-jours',
    name: 'Hard vs 3 Medium (4 players)',
    lineup: ['hard', 'medium', 'medium', 'medium'],
    games: 400,
  },
];

interface Outcome {
  plan: MatchPlan;
  games: number;
  first: PlayerSummary;
  others: PlayerSummary;
  wallMs: number;
}

interface Goal {
  match: string;
  text: string;
  /** Met on the point estimates, with a note on whether the 95% interval agrees. */
  judge: (o: Outcome) => { met: boolean; detail: string; note: string };
}

/** The note for a goal on a win-rate range [low, high]: does the 95% interval agree with the verdict? */
function intervalNote(met: boolean, [lower, upper]: readonly [number, number], low: number, high: number): string {
  if (met) return lower >= low && upper <= high ? '' : '; the 95% interval does not clear it';
  return upper >= low && lower <= high ? '; the 95% interval still allows it' : '';
}

function winBetween(low: number, high: number): Goal['judge'] {
  return ({ first }) => {
    const met = first.winRate >= low && first.winRate <= high;
    return { met, detail: `${percent(first.winRate)} ${interval(first.interval)}`, note: intervalNote(met, first.interval, low, high) };
  };
}

function winAtLeast(rate: number, maxMedianMs?: number): Goal['judge'] {
  return ({ first }) => {
    const fast = maxMedianMs === undefined || first.medianMs <= maxMedianMs;
    const time = maxMedianMs === undefined ? '' : `, median ${millis(first.medianMs)} ms/move (p95 ${millis(first.p95Ms)})`;
    const met = first.winRate >= rate && fast;
    return {
      met,
      detail: `${percent(first.winRate)} ${interval(first.interval)}${time}`,
      note: fast
        ? intervalNote(met, first.interval, rate, 1)
        : `; too slow: the median move takes ${millis(first.medianMs)} ms, over ${maxMedianMs} ms` +
          (first.medianMs < maxMedianMs * 1.05
            ? ' (the time budget, not the rollout cap, ended most searches: a loaded or slow machine)'
            : ''),
    };
  };
}

const GOALS: readonly Goal[] = [
  { match: 'hard-greedy', text: 'Hard wins ≥ 95% vs Greedy at ≤ 500 ms/move', judge: winAtLeast(0.95, 500) },
  { match: 'medium-greedy', text: 'Medium wins ≥ 90% vs Greedy at ≤ 100 ms/move', judge: winAtLeast(0.9, 100) },
  { match: 'hard-medium', text: 'Hard wins ≥ 60% vs Medium', judge: winAtLeast(0.6) },
  { match: 'hard-3greedy', text: 'Hard wins ≥ 50% of 4-player games vs three Greedy', judge: winAtLeast(0.5) },
  { match: 'easy-greedy', text: 'Easy wins between 10% and 40% vs Greedy', judge: winBetween(0.1, 0.4) },
  {
    match: '7j-hard-3greedy',
    text: 'Hard wins ≥ 60% of 4-player games vs three Greedy at ≤ 300 ms/move',
    judge: winAtLeast(0.6, 300),
  },
  {
    match: '7j-medium-3greedy',
    text: 'Medium wins ≥ 45% of 4-player games vs three Greedy at ≤ 50 ms/move',
    judge: winAtLeast(0.45, 50),
  },
  { match: '7j-easy-3greedy', text: 'Easy wins between 10% and 22% of 4-player games vs three Greedy', judge: winBetween(0.1, 0.22) },
  { match: '7j-hard-random', text: 'Hard wins ≥ 95% of 2-player games vs Random', judge: winAtLeast(0.95) },
  // An equal share of a 4-player game is 25%: more means Hard beats Medium.
  { match: '7j-hard-3medium', text: 'Hard wins more than 25% of 4-player games vs three Medium', judge: winAtLeast(0.25 + 1e-9) },
];

const USAGE = `usage: bench:ai [--quick] [--scale F] [--game G] [--only ID,…] [--seed S] [--jobs J] [--review]
  --quick   about 1/10 of the games (same as --scale 0.1), and one review of each game instead of three
  --scale   fraction of the full run's games to play (rounded up to whole deals)
  --game    only this game's matches: ${GAME_IDS.join(' or ')} (default: every game)
  --only    matches to play, by id: ${MATCHES.map((m) => m.id).join(', ')}
  --seed    whole number fixing the deals and choices (default 1)
  --jobs    worker threads (default ${defaultJobs()})
  --review  only time the game reviews (on one core), no matches`;

function parseArgs(args: readonly string[]) {
  const options = parseOptions(args, ['scale', 'game', 'only', 'seed', 'jobs'], ['quick', 'review']);
  if (options.has('quick') && options.has('scale')) throw new UsageError('give --quick or --scale, not both');
  const scaleText = options.get('scale');
  const scale = options.has('quick') ? 0.1 : scaleText === undefined ? 1 : Number(scaleText);
  if (!(scale > 0 && scale <= 1)) throw new UsageError(`--scale must be a number above 0 and at most 1, not "${scaleText}"`);
  const game = options.get('game');
  if (game !== undefined && !isGameId(game))
    throw new UsageError(`unknown game "${game}" for --game (valid games: ${GAME_IDS.join(', ')})`);
  const ids = options.get('only')?.split(',') ?? MATCHES.map((m) => m.id);
  const unknown = ids.find((id) => !MATCHES.some((m) => m.id === id));
  if (unknown !== undefined) throw new UsageError(`unknown match "${unknown}" (matches: ${MATCHES.map((m) => m.id).join(', ')})`);
  const plans = MATCHES.filter((m) => ids.includes(m.id) && (game === undefined || m.game === game));
  if (plans.length === 0) throw new UsageError(`no match of game ${game} among ${ids.join(', ')}`);
  return {
    scale,
    plans,
    games: game === undefined ? GAME_IDS : [game],
    reviewOnly: options.has('review'),
    reviewRuns: options.has('quick') ? 1 : 3,
    seed: intOption(options, 'seed', 1, 0, 0xffffffff),
    jobs: intOption(options, 'jobs', defaultJobs(), 1, 256),
  };
}

async function play(plan: MatchPlan, scale: number, seed: number, jobs: number, index: number, count: number): Promise<Outcome> {
  const players = plan.lineup.length;
  const deals = Math.max(1, Math.ceil((plan.games * scale) / players));
  const games = deals * players;
  const label = `[${index + 1}/${count}] ${GAMES[plan.game].title}: ${plan.name}`;
  process.stderr.write(`${label}: ${games} games (${deals} deals × ${players} rotations) on ${Math.min(jobs, games)} jobs\n`);
  const start = performance.now();
  let lastReport = start;
  let wins = 0;
  const results = await runMatch({
    game: plan.game,
    lineup: plan.lineup,
    deals,
    seed,
    jobs,
    onGame: (done, total, result) => {
      wins += result.seats.filter((s) => s.kind === plan.lineup[0]).reduce((a, s) => a + s.win, 0);
      const now = performance.now();
      if (done === total || now - lastReport >= 15_000) {
        lastReport = now;
        const eta = done < total ? `, about ${seconds(((now - start) / done) * (total - done))} left` : '';
        process.stderr.write(
          `${label}: ${done}/${total} games, ${plan.lineup[0]} ${percent(wins / done)}${done < total ? ' so far' : ''}, ${seconds(now - start)}${eta}\n`,
        );
      }
    },
  });
  const wallMs = performance.now() - start;
  const [first, others] = summarize(plan.lineup, results);
  return { plan, games, first: first!, others: others!, wallMs };
}

async function main(args: string[]): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  let settings: ReturnType<typeof parseArgs>;
  try {
    settings = parseArgs(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n${USAGE}\n`);
    process.exit(2);
  }
  const { scale, plans, seed, jobs, games, reviewOnly, reviewRuns } = settings;
  const start = performance.now();
  const load = loadavg()[0]!.toFixed(2);
  const reviewLines = () => {
    const reviewLoad = loadavg()[0]!.toFixed(2);
    const table = reviewBenchmark(games, seed, reviewRuns, (line) => process.stderr.write(`${line}\n`));
    return ['', '### Game review', '', `seed ${seed}, one core, load average ${reviewLoad} at the start.`, '', ...table];
  };
  if (reviewOnly) {
    process.stdout.write(`${['## AI benchmark: game review', ...reviewLines()].join('\n')}\n`);
    return;
  }
  const outcomes: Outcome[] = [];
  for (const [index, plan] of plans.entries()) outcomes.push(await play(plan, scale, seed, jobs, index, plans.length));
  const wallMs = performance.now() - start;

  const lines = [
    `## AI benchmark${scale < 1 ? ` (${scale === 0.1 ? '--quick: ' : ''}scale ${scale} of the full run's games)` : ''}`,
    '',
    `seed ${seed}, ${jobs} worker threads, ${cpus().length} cores, ` +
      `load average ${load} at the start, Node ${process.version}, total wall time ${seconds(wallMs)}.`,
    'Win rates count a shared first place as a fraction; "others" is the mean over the other seats.',
  ];
  for (const game of GAME_IDS) {
    const played = outcomes.filter((o) => o.plan.game === game);
    if (played.length === 0) continue;
    const rows = [
      [
        'match',
        'games',
        'win rate (1st)',
        '95% interval',
        `mean ${GAMES[game].scoreName} (1st / others)`,
        'median ms/move (1st)',
        'p95 ms/move (1st)',
        'wall',
      ],
    ];
    for (const o of played) {
      rows.push([
        o.plan.name,
        String(o.games),
        percent(o.first.winRate),
        interval(o.first.interval),
        `${o.first.meanScore.toFixed(1)} / ${o.others.meanScore.toFixed(1)}`,
        millis(o.first.medianMs),
        millis(o.first.p95Ms),
        seconds(o.wallMs),
      ]);
    }
    lines.push('', `### ${GAMES[game].title}`, '', markdownTable(rows, new Set([1, 2, 5, 6, 7])), '', 'Goals:', '');
    for (const goal of GOALS.filter((g) => MATCHES.find((m) => m.id === g.match)!.game === game)) {
      const outcome = played.find((o) => o.plan.id === goal.match);
      if (!outcome) {
        lines.push(`- ${goal.text}: not measured (match ${goal.match} not played)`);
        continue;
      }
      const { met, detail, note } = goal.judge(outcome);
      lines.push(`- ${goal.text}: **${met ? 'met' : 'NOT met'}** (${detail}, ${outcome.games} games${note})`);
    }
  }
  lines.push(...reviewLines());
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main(process.argv.slice(2));
