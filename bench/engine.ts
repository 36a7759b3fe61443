/**
 * `npm run bench:engine`: games and legal-target maps per CPU second on one core, for the engine and
 * for the plain reference engine in bench/naive, each a median of several timed runs, with the ratio.
 */
import {
  GameState,
  boardRows,
  legalMoves,
  rebuildLines,
  setupState,
  shuffledDeck,
  playUnchecked,
  cellAt,
} from '../src/engine/twentyfourseven/index.js';
import { createRng, type Rng } from '../src/engine/rng.js';
import { greedyMove, playEncoded, randomMove } from '../src/ai/twentyfourseven/policies.js';
import { naiveGreedyGame, naiveRandomGame, naiveTargetMap } from './naive/engine.js';
import { measure, printTable, type Row } from './measure.js';
import { septJoursRows } from './septjours.js';

/** Plays the game out to its end with the policy for every seat. */
function playOut(state: GameState, rng: Rng, policy: (state: GameState, rng: Rng) => number): void {
  while (state.toMove >= 0) playEncoded(state, policy(state, rng));
}

const DECKS = Array.from({ length: 256 }, (_, i) => shuffledDeck(1000 + i));

function fastGames(players: number, policy: typeof randomMove) {
  const rng = createRng(1);
  const states = DECKS.map((deck) => setupState(players, deck));
  const work = new GameState(players);
  let i = 0;
  return () => {
    work.copyFrom(states[i++ & 255]!);
    playOut(work, rng, policy);
  };
}

function naiveGames(players: number, play: typeof naiveRandomGame) {
  const rng = createRng(1);
  let i = 0;
  return () => play(players, DECKS[i++ & 255]!, () => rng.next());
}

/** Mid-game boards (about 15 tiles) from random games, to compute target maps on. */
function midGameBoards(): number[][][] {
  const rng = createRng(2);
  return DECKS.map((deck) => {
    const state = setupState(2, deck);
    for (let k = 0; k < 15 && !state.over; k++) {
      const moves = legalMoves(state);
      const m = moves[rng.below(moves.length)]!;
      playUnchecked(state, cellAt(m.r, m.c), m.v);
    }
    return boardRows(state);
  });
}

function fastTargetMaps(boards: number[][][]) {
  const states = boards.map((rows) => {
    const state = new GameState(2);
    for (const [r, row] of rows.entries()) for (const [c, v] of row.entries()) state.board[cellAt(r, c)] = v;
    return state;
  });
  let i = 0;
  return () => rebuildLines(states[i++ & 255]!); // the full from-scratch computation, not the cached lookup
}

function naiveTargetMaps(boards: number[][][]) {
  let i = 0;
  return () => naiveTargetMap(boards[i++ & 255]!);
}

const boards = midGameBoards();
const rows: Row[] = [
  { name: 'random games, 2 players', fast: measure(fastGames(2, randomMove)), naive: measure(naiveGames(2, naiveRandomGame)) },
  { name: 'random games, 4 players', fast: measure(fastGames(4, randomMove)), naive: measure(naiveGames(4, naiveRandomGame)) },
  { name: 'greedy games, 2 players', fast: measure(fastGames(2, greedyMove)), naive: measure(naiveGames(2, naiveGreedyGame)) },
  { name: 'greedy games, 4 players', fast: measure(fastGames(4, greedyMove)), naive: measure(naiveGames(4, naiveGreedyGame)) },
  { name: 'legal-target maps (from scratch)', fast: measure(fastTargetMaps(boards)), naive: measure(naiveTargetMaps(boards)) },
  ...septJoursRows(),
];
printTable(rows);
