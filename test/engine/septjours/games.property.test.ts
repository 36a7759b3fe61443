/**
 * Invariants over thousands of random and greedy games for 2 to 5 players, each move also checked
 * against the plain reference in bench/naive/septjours.ts (an independent reading of the rules).
 * Checks inside the loops use `fail` rather than expect(): thousands of expect calls per game would
 * make this file slow.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, shuffleInPlace, type Rng } from '../../../src/engine/rng.js';
import {
  ELEMENTS,
  Game,
  decodeMove,
  elementOf,
  formatCard,
  legalCodes,
  parseRecord,
  recordOf,
  shuffledDeck,
  starsOf,
  stateFromView,
  unseenCards,
  viewFor,
  viewProblem,
  type GameState,
} from '../../../src/engine/septjours/index.js';
import { greedyMove, playOut, randomMove } from '../../../src/ai/septjours/policies.js';
import { naiveGreedyChoices, naiveLegalMoves, naivePlay, naivePoints, naiveRanking, naiveSetup } from '../../../bench/naive/septjours.js';

function fail(message: string): never {
  throw new Error(message);
}
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sorted = (cards: readonly string[]) => [...cards].sort();

/** The cards on the table: the row before the deal, the packets not yet taken after it. */
function tableOf(state: GameState): number[] {
  if (!state.dealt) return state.drawnRow();
  const cards: number[] = [];
  for (let p = 0; p < state.packets; p++) if (!((state.taken >> p) & 1)) cards.push(...state.packetCards(p));
  return cards;
}

/** Every card in hands, on the table and in the undealt deck: always the 28. */
function allCards(state: GameState): string[] {
  const cards: number[] = [...tableOf(state), ...state.deck.subarray(28 - state.deckLeft)];
  for (let seat = 0; seat < state.players; seat++) cards.push(...state.handOf(seat));
  return sorted(cards.map(formatCard));
}

/** The fast state's counts and stars agree with its hands. */
function checkCounts(state: GameState): void {
  for (let seat = 0; seat < state.players; seat++) {
    const hand = state.handOf(seat);
    for (let e = 0; e < ELEMENTS; e++) {
      if (state.counts[seat * ELEMENTS + e] !== hand.filter((c) => elementOf(c) === e).length)
        fail(`seat ${seat}'s element counts drifted`);
    }
    if (state.stars[seat] !== hand.reduce((n, c) => n + starsOf(c), 0)) fail(`seat ${seat}'s stars drifted`);
  }
}

interface Options {
  players: number;
  firstDealer: number;
  greedy: boolean;
  /** Check each greedy move is among those the reference's greedy player would choose (slow). */
  checkGreedy: boolean;
}

function playWholeGame(seed: number, { players, firstDealer, greedy, checkGreedy }: Options): Game {
  const rng = createRng(seed);
  const deck = shuffledDeck(rng);
  const game = new Game(players, deck, firstDealer);
  const naive = naiveSetup(players, deck, firstDealer);
  const k = players === 2 ? 4 : players;
  const allDeck = sorted(deck);
  let roundMoves = 0;
  while (!game.over) {
    const state = game.state;
    const mover = state.toMove;
    if (naive.toMove !== mover) fail(`reference has seat ${naive.toMove} to move, engine ${mover}`);
    if (!same(game.legalMoves(), naiveLegalMoves(naive))) fail('legal moves differ from the reference');
    const code = greedy ? greedyMove(state, rng) : randomMove(state, rng);
    const move = decodeMove(state, code);
    if (checkGreedy && !naiveGreedyChoices(naive).some((m) => same(m, move)))
      fail(`greedy chose ${JSON.stringify(move)}, not among the reference's best`);
    const round = game.round;
    const result = game.play(move);
    if (!result.ok) fail(result.refusal.message);
    naivePlay(naive, move);
    const played = result.played;
    if (played.player !== mover) fail('the move was credited to the wrong seat');
    if ('shift' in played) {
      if (roundMoves !== 0) fail('a deal in the middle of a round');
      if (played.player !== (firstDealer + round - 1) % players) fail(`round ${round} dealt by seat ${played.player}`);
      if (played.cards.length !== k || played.cards.some((p) => p.length === 0)) fail('a packet is empty or missing');
      if (!same(played.cards.flat(), naive.packets!.flat())) fail('the packets differ from the reference');
    } else if (roundMoves === 0) {
      fail('a round began with a pick');
    }
    roundMoves = game.round !== round || game.over ? 0 : roundMoves + 1;
    if (roundMoves === 0 && ('shift' in played || game.history.length % (1 + k) !== 0)) fail(`a round did not take 1 + ${k} moves`);
    if (!same(game.points(), naivePoints(naive.hands))) fail('points differ from the reference');
    if (!same(game.hands(), naive.hands)) fail('hands differ from the reference');
    if (!same(allCards(state), allDeck)) fail('the 28 cards are not conserved');
    checkCounts(state);
  }
  if (naive.toMove !== -1) fail('the reference does not see the game as over');
  if (game.history.length !== 4 * (1 + k)) fail(`the game took ${game.history.length} moves`);
  if (!same(game.ranking(), naiveRanking(naive.hands))) fail('the ranking differs from the reference');
  if (game.hands().flat().length !== 28) fail('not every card was taken');
  return game;
}

const seeds = fc.integer({ min: 0, max: 2 ** 31 });
const table = fc
  .integer({ min: 2, max: 5 })
  .chain((players) => fc.record({ players: fc.constant(players), firstDealer: fc.integer({ min: 0, max: players - 1 }) }));

describe('whole games', () => {
  it('keep every invariant and agree with the reference, random and greedy, 2 to 5 players', () => {
    let games = 0;
    fc.assert(
      fc.property(seeds, table, fc.boolean(), (seed, { players, firstDealer }, greedy) => {
        const game = playWholeGame(seed, { players, firstDealer, greedy, checkGreedy: false });
        games++;
        // replay(export(game)) equals the game, and the record survives JSON.
        const record = recordOf(game, { seed });
        const replayed = parseRecord(JSON.stringify(record));
        if (!replayed.ok) fail(replayed.error);
        if (!same(replayed.value.history, game.history)) fail('replayed history differs');
        if (!same(replayed.value.points(), game.points()) || !same(replayed.value.hands(), game.hands())) fail('replayed cards differ');
        if (!same(recordOf(replayed.value, record.meta), record)) fail('the record does not round-trip');
      }),
      { numRuns: 3000 },
    );
    expect(games).toBe(3000);
  }, 60_000);

  it('play greedy moves the reference greedy player would choose', () => {
    fc.assert(
      fc.property(seeds, table, (seed, { players, firstDealer }) => {
        playWholeGame(seed, { players, firstDealer, greedy: true, checkGreedy: true });
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('play every legal move of the fast policies: whole games on the fast state end with 28 cards taken', () => {
    const rng = createRng(5);
    for (let i = 0; i < 400; i++) {
      const players = 2 + (i % 4);
      const game = new Game(players, shuffledDeck(rng), i % players);
      const state = game.state.clone();
      playOut(state, rng, i % 2 === 0 ? randomMove : greedyMove);
      if (!state.over || allCards(state).length !== 28) fail('a playout did not end properly');
      let held = 0;
      for (let seat = 0; seat < players; seat++) held += state.handSizes[seat]!;
      if (held !== 28) fail('a playout did not take every card');
      checkCounts(state);
    }
  });
});

/** A game played with random moves until `stop` moves (or the end). */
function gameUpTo(seed: number, players: number, firstDealer: number, stop: number, rng: Rng): Game {
  const game = new Game(players, shuffledDeck(seed), firstDealer);
  while (!game.over && game.history.length < stop) game.play(decodeMove(game.state, randomMove(game.state, rng)));
  return game;
}

describe('views', () => {
  it('leak nothing of the undealt order, and stateFromView rebuilds them from any order of the unseen cards', () => {
    fc.assert(
      fc.property(seeds, table, fc.integer({ min: 0, max: 24 }), (seed, { players, firstDealer }, stop) => {
        const rng = createRng(seed);
        const game = gameUpTo(seed, players, firstDealer, stop, rng);
        const state = game.state;
        const undealt = Array.from(state.deck.subarray(28 - state.deckLeft), formatCard);
        // The same game from a deck whose undealt cards are in another order.
        const permuted = [...undealt];
        shuffleInPlace(permuted, rng);
        const other = new Game(players, [...game.deck.slice(0, 28 - undealt.length), ...permuted], firstDealer);
        for (const move of game.moves()) if (!other.play(move).ok) fail('the same moves are refused on the permuted deck');
        for (let seat = 0; seat < players; seat++) {
          const view = viewFor(game, seat);
          const problem = viewProblem(view);
          if (problem) fail(`a real view was refused: ${problem}`);
          if (!same(viewFor(other, seat), view)) fail('the view depends on the undealt order');
          if (!same(viewFor(state, seat), view)) fail('the view of the state differs from the view of the game');
          if (undealt.length >= 3 && JSON.stringify(view).includes(JSON.stringify(undealt).slice(1, -1)))
            fail('the view holds the undealt order');
          if (!same(sorted(unseenCards(view)), sorted(undealt))) fail('the unseen cards are not the undealt ones');
          const hidden = unseenCards(view);
          shuffleInPlace(hidden, rng);
          const guessed = stateFromView(view, hidden);
          if (!same(viewFor(guessed, seat), view)) fail('stateFromView does not reproduce the view');
          if (!same(Array.from(guessed.deck.subarray(28 - guessed.deckLeft), formatCard), hidden))
            fail('stateFromView did not use the given order');
          if (!same(allCards(guessed), sorted(game.deck))) fail('stateFromView lost cards');
          checkCounts(guessed);
          if (!same(legalCodes(guessed), legalCodes(state))) fail('the rebuilt state offers other moves');
          playOut(guessed, rng, randomMove);
        }
      }),
      { numRuns: 1500 },
    );
  }, 60_000);
});
