/**
 * The game review's cost, for the AI benchmark (bench/ai.ts): a full review of a fixed game of each
 * game, played by the AIs from a seeded deck, timed on one core (this thread) in CPU seconds, which a
 * shared machine's other work does not inflate. The goal is per 30 moves, about a whole 2-player 24/7
 * game, so that a phone four times slower reviews one within a minute.
 */
import { reviewRecord } from '../src/ai/reviews.js';
import { choose as chooseSeptJours } from '../src/ai/septjours/player.js';
import { REVIEW_SEARCH as SEPT_REVIEW } from '../src/ai/septjours/review.js';
import { choose } from '../src/ai/twentyfourseven/player.js';
import { REVIEW_SEARCH } from '../src/ai/twentyfourseven/review.js';
import type { GameId } from '../src/engine/games.js';
import { seedFrom } from '../src/engine/rng.js';
import * as SeptJours from '../src/engine/septjours/index.js';
import * as TwentyFourSeven from '../src/engine/twentyfourseven/index.js';
import { markdownTable } from '../src/cli/match.js';
import { median } from './measure.js';

/** The most CPU seconds a review of 30 moves may take on the development machine. */
export const REVIEW_GOAL_SECONDS = 20;
const PER_MOVES = 30;

/** The games whose review is timed: Medium in every seat (its moves are neither all best nor random). */
const REVIEWED: readonly { game: GameId; name: string }[] = [
  { game: '24-7', name: '24/7, 2 players, Medium vs Medium' },
  { game: '7-jours', name: '7 Jours, 4 players, 4 Medium' },
];

function playedRecord(game: GameId, seed: number): unknown {
  const moveSeed = (n: number) => seedFrom(`${seed}:review-game:${n}`);
  if (game === '24-7') {
    const played = new TwentyFourSeven.Game(2, TwentyFourSeven.shuffledDeck(seedFrom(`${seed}:review-deck`)));
    while (!played.over) {
      const view = TwentyFourSeven.viewFor(played.state, played.toMove);
      played.play(choose(view, 'medium', { seed: moveSeed(played.history.length), ms: Number.POSITIVE_INFINITY }).move);
    }
    return TwentyFourSeven.recordOf(played);
  }
  const played = new SeptJours.Game(4, SeptJours.shuffledDeck(seedFrom(`${seed}:review-deck`)), seed % 4);
  while (!played.over) {
    const view = SeptJours.viewFor(played, played.toMove);
    played.play(chooseSeptJours(view, 'medium', { seed: moveSeed(played.history.length), ms: Number.POSITIVE_INFINITY }).move);
  }
  return SeptJours.recordOf(played);
}

function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/**
 * Reviews each game's fixed record `runs` times and returns the markdown lines: a table of the median
 * CPU and wall seconds, the moves, and seconds per 30 moves, and a line per goal.
 */
export function reviewBenchmark(games: readonly GameId[], seed: number, runs: number, log: (line: string) => void): string[] {
  const rows = [
    [
      'game',
      'moves (judged)',
      'rollouts a move',
      'review, CPU s (median)',
      'runs, CPU s',
      'wall s (median)',
      `CPU s per ${PER_MOVES} moves`,
    ],
  ];
  const goals: string[] = [];
  for (const { game, name } of REVIEWED.filter((r) => games.includes(r.game))) {
    const record = playedRecord(game, seed);
    const cpu: number[] = [];
    const wall: number[] = [];
    let moves = 0;
    let judged = 0;
    for (let run = 0; run < runs; run++) {
      const cpuStart = cpuSeconds();
      const wallStart = performance.now();
      const review = reviewRecord(record, { ms: Number.POSITIVE_INFINITY });
      cpu.push(cpuSeconds() - cpuStart);
      wall.push((performance.now() - wallStart) / 1000);
      if (!review.ok) throw new Error(review.error);
      moves = review.value.moves.length;
      judged = review.value.moves.filter((m) => !m.forced).length;
      log(`review of ${name}: run ${run + 1}/${runs}, ${cpu.at(-1)!.toFixed(1)} CPU s`);
    }
    const perMoves = (median(cpu) / moves) * PER_MOVES;
    const rollouts = game === '24-7' ? REVIEW_SEARCH.rollouts : SEPT_REVIEW.rollouts;
    rows.push([
      name,
      `${moves} (${judged})`,
      String(rollouts),
      median(cpu).toFixed(1),
      cpu.map((s) => s.toFixed(1)).join(', '),
      median(wall).toFixed(1),
      perMoves.toFixed(1),
    ]);
    const met = perMoves <= REVIEW_GOAL_SECONDS;
    goals.push(
      `- A review of ${PER_MOVES} moves (${name}) takes ≤ ${REVIEW_GOAL_SECONDS} s on one core: **${met ? 'met' : 'NOT met'}** (${perMoves.toFixed(1)} s)`,
    );
  }
  return [markdownTable(rows, new Set([1, 2, 3, 5, 6])), '', 'Goals:', '', ...goals];
}
