/**
 * Benchmark rows for "7 Jours 4 Éléments": random and greedy 4-player games per CPU second, for the
 * engine and for the plain reference in bench/naive/septjours.ts. `npm run bench:engine` prints them
 * with the 24/7 rows; `npx tsx bench/septjours.ts` prints them alone.
 */
import { createRng } from '../src/engine/rng.js';
import { GameState, parseCard, setupState, shuffledDeck } from '../src/engine/septjours/index.js';
import { greedyMove, playOut, randomMove } from '../src/ai/septjours/policies.js';
import { naiveGreedyGame, naiveRandomGame } from './naive/septjours.js';
import { measure, printTable, type Row } from './measure.js';

const DECKS = Array.from({ length: 256 }, (_, i) => shuffledDeck(2000 + i));

function fastGames(players: number, policy: typeof randomMove) {
  const rng = createRng(1);
  const states = DECKS.map((deck, i) => setupState(players, deck.map(parseCard), i % players));
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
  return () => {
    const k = i++ & 255;
    play(players, DECKS[k]!, () => rng.next(), k % players);
  };
}

export function septJoursRows(): Row[] {
  return [
    { name: '7 Jours: random games, 4 players', fast: measure(fastGames(4, randomMove)), naive: measure(naiveGames(4, naiveRandomGame)) },
    { name: '7 Jours: greedy games, 4 players', fast: measure(fastGames(4, greedyMove)), naive: measure(naiveGames(4, naiveGreedyGame)) },
  ];
}

if (process.argv[1]?.endsWith('septjours.ts')) printTable(septJoursRows());
