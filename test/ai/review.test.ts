/** The game review: marks on positions whose best move is known, hidden information, determinism, summaries. */
import { describe, expect, it } from 'vitest';
import * as SeptJours from '../../src/engine/septjours/index.js';
import * as TwentyFourSeven from '../../src/engine/twentyfourseven/index.js';
import { createRng, shuffleInPlace } from '../../src/engine/rng.js';
import { choose } from '../../src/ai/twentyfourseven/player.js';
import { choose as chooseSeptJours } from '../../src/ai/septjours/player.js';
import {
  MARK_LOSS,
  costliestMoves,
  markOf,
  moveAccuracy,
  reviewValue,
  summarize,
  type Mark,
  type MoveReview,
} from '../../src/ai/review.js';
import { reviewRecord, type AnyGameReview } from '../../src/ai/reviews.js';
import { reviewMove } from '../../src/ai/twentyfourseven/review.js';
import { reviewMove as reviewSeptJoursMove } from '../../src/ai/septjours/review.js';

const WORSE_THAN_GOOD: readonly Mark[] = ['inaccuracy', 'mistake', 'blunder'];

/** Cheap reviews: the rollout cap, not the clock, ends them, so they are fast and deterministic. */
const cheap = { rollouts: 300, ms: 1e9 };

function reviewed(record: unknown, options = cheap): AnyGameReview {
  const result = reviewRecord(record, options);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

// ---------------------------------------------------------------------------------------------------
// 24/7 positions built from records

/**
 * A 2-player deck: the start tile, each seat's hand as dealt, then the pile's first tiles; the rest of
 * the 40 follow in order (the 3 removed tiles are the last three of them).
 */
function deck247(start: number, hands: readonly number[][], pile: readonly number[] = []): number[] {
  const left: number[] = [];
  for (let v = 1; v <= 10; v++) for (let k = 0; k < 4; k++) left.push(v);
  const take = (v: number) => {
    const at = left.indexOf(v);
    if (at < 0) throw new Error(`no ${v} left for the deck`);
    left.splice(at, 1);
    return v;
  };
  const fixed = [take(start), ...hands.flat().map(take), ...pile.map(take)];
  return [fixed[0]!, ...left.splice(-3), ...fixed.slice(1), ...left];
}

function record247(deck: number[], moves: TwentyFourSeven.Move[]): TwentyFourSeven.GameRecord {
  return { game: '24-7', version: 1, players: 2, deck, moves };
}

/** The view of the seat to move after the record's moves. */
function view247(record: TwentyFourSeven.GameRecord): TwentyFourSeven.SeatView {
  const game = TwentyFourSeven.replayRecord(record);
  if (!game.ok) throw new Error(game.error);
  return TwentyFourSeven.viewFor(game.value.state, game.value.toMove);
}

const points247 = (view: TwentyFourSeven.SeatView, m: TwentyFourSeven.Move) =>
  TwentyFourSeven.placementPoints(
    TwentyFourSeven.stateFromView(view, TwentyFourSeven.unseenTiles(view)),
    TwentyFourSeven.cellAt(m.r, m.c),
    m.v,
  );

describe('24/7 review on positions with a known best move', () => {
  // Start tile 1; then 10 at (4,3), 10 at (4,4), 3 at (3,5), 2 at (2,2). Seat 0 holds a 4: at (4,5), a
  // 2x cell, it makes row 4 = 10+10+4 (Sum of 24) and column 5 = 3+4 (Sum of 7): (40 + 20 + 60) x 2.
  const bonus = record247(
    deck247(1, [
      [10, 3, 4, 6, 6, 9],
      [10, 2, 5, 5, 7, 8],
    ]),
    [
      { r: 4, c: 3, v: 10 },
      { r: 4, c: 4, v: 10 },
      { r: 3, c: 5, v: 3 },
      { r: 2, c: 2, v: 2 },
    ],
  );
  const bonusView = view247(bonus);
  const bonusMove = { r: 4, c: 5, v: 4 };
  const quiet = { r: 2, c: 3, v: 9 };

  it('marks a quiet placement against a 24/7 bonus on a 2x cell a mistake at least, and names the bonus', () => {
    expect(points247(bonusView, bonusMove)).toBe(240);
    expect(points247(bonusView, quiet)).toBe(0);
    const review = reviewMove(bonusView, quiet);
    expect(['mistake', 'blunder']).toContain(review.mark);
    expect(review.best.move).toEqual(bonusMove);
    expect(review.best.points).toBe(240);
    expect(review.played.points).toBe(0);
    expect(review.loss).toBeGreaterThanOrEqual(MARK_LOSS.mistake);
    expect(review.givenAway).toBeGreaterThan(100);
    expect(review.matched).toBe(false);
  }, 60_000);

  it('marks the bonus placement best', () => {
    const review = reviewMove(bonusView, bonusMove);
    expect(review).toMatchObject({ mark: 'best', matched: true, loss: 0, givenAway: 0 });
    expect(review.best).toEqual(review.played);
  }, 60_000);

  // Start tile 2; then 10 at (4,4), 3 at (4,5), 1 at (3,4). Seat 1 holds 1,1,6,8,8,9 and no 5. A 6 makes a
  // Sum of 7 (20) at (2,5) with the 1 on the diagonal, or at (4,3), where it also makes row 4 = 6+10+3 = 19,
  // open at both ends: any 5 there then makes a Sum of 24 for the next seat.
  const handing = record247(
    deck247(
      2,
      [
        [10, 1, 4, 4, 5, 5],
        [3, 1, 1, 6, 8, 8],
      ],
      [7, 9],
    ),
    [
      { r: 4, c: 4, v: 10 },
      { r: 4, c: 5, v: 3 },
      { r: 3, c: 4, v: 1 },
    ],
  );
  const handingView = view247(handing);
  const hands = { r: 4, c: 3, v: 6 };
  const safe = { r: 2, c: 5, v: 6 };

  it('marks a placement that hands the next seat a Sum of 24 worse, and names the safe one', () => {
    expect(handingView.hand).toEqual([1, 1, 6, 8, 8, 9]);
    expect(points247(handingView, hands)).toBe(20);
    expect(points247(handingView, safe)).toBe(20);
    const review = reviewMove(handingView, hands);
    expect(WORSE_THAN_GOOD).toContain(review.mark);
    expect(review.best.move).toEqual(safe);
    expect(review.best.expected!.margin).toBeGreaterThan(review.played.expected!.margin + 20);
    expect(reviewMove(handingView, safe).mark).toBe('best');
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------------
// 7 Jours

/** Rounds 1 to 3 dealt [1, 1, 1, 4] unshifted and the packets taken in row order: seat 0 ends with 12 stars, seat 1 with 13. */
const SEPT_ROWS = [
  ['A3', 'E2', 'W3', 'E1', 'E0', 'A0', 'W0'],
  ['F3', 'A2', 'W2', 'E1', 'A1', 'A0', 'F0'],
  ['F2', 'W1', 'F1', 'W1', 'F1', 'E0', 'A1'],
  // The last round: seat 1 deals [E3] [A0] [W0] [F0 E0 F0 W0], and seat 0, a star behind, picks first.
  ['E3', 'A0', 'W0', 'F0', 'E0', 'F0', 'W0'],
];
const DEAL = { shift: 0, packets: [1, 1, 1, 4] };
const ROUND_MOVES: SeptJours.Move[] = [DEAL, { pick: 0 }, { pick: 1 }, { pick: 2 }, { pick: 3 }];

function septRecord(moves: SeptJours.Move[]): SeptJours.GameRecord {
  return { game: '7-jours', version: 1, players: 2, firstDealer: 0, deck: SEPT_ROWS.flat(), moves };
}

describe('7 Jours review', () => {
  const before = [...ROUND_MOVES, ...ROUND_MOVES, ...ROUND_MOVES, DEAL];

  it('marks a pick that gives up the deciding stars in the last round a blunder, and names the better pick', () => {
    const game = SeptJours.replayRecord(septRecord(before));
    if (!game.ok) throw new Error(game.error);
    expect(game.value.points().map((p) => p.stars)).toEqual([12, 13]);
    const view = SeptJours.viewFor(game.value, 0);
    const review = reviewSeptJoursMove(view, { pick: 1 });
    expect(review.mark).toBe('blunder');
    expect(review.best.move).toEqual({ pick: 0 });
    expect(review.best.points).toBeGreaterThan(review.played.points);
    // Nothing is hidden in the last round: one exact world, won with E3 and lost without.
    expect(review.worlds).toBe(1);
    expect(review.best.expected).toMatchObject({ winRate: 1, margin: 2 });
    expect(review.played.expected).toMatchObject({ winRate: 0, margin: -4 });
    expect(reviewSeptJoursMove(view, { pick: 0 }).mark).toBe('best');
  });

  it('marks best a move exactly as good as the choice: after E3 is gone, every packet is worth the same', () => {
    const game = SeptJours.replayRecord(septRecord([...before, { pick: 0 }]));
    if (!game.ok) throw new Error(game.error);
    const view = SeptJours.viewFor(game.value, 1);
    for (const pick of [1, 2, 3]) {
      expect(reviewSeptJoursMove(view, { pick })).toMatchObject({ mark: 'best', matched: true, loss: 0, played: { move: { pick } } });
    }
  });

  it("leaves the dealer's forced last pick unjudged", () => {
    const review = reviewed(septRecord([...before, { pick: 0 }, { pick: 1 }, { pick: 2 }, { pick: 3 }]));
    const last = review.moves.at(-1)!;
    expect(last).toMatchObject({ seat: 1, forced: true, mark: 'best', loss: 0, worlds: 0 });
    expect(last.played.expected).toBeNull();
    const judged = review.moves.filter((m) => m.seat === 1 && !m.forced).length;
    expect(review.seats[1]!.moves).toBe(judged);
  }, 60_000);

  it('counts a deal laying out the same packets as the one played as the same move', () => {
    // In the last round, solved exactly: shifting the row by 1 and cutting [1, 1, 4, 1] lays out the
    // same four packets in another order.
    const game = SeptJours.replayRecord(septRecord(before.slice(0, -1)));
    if (!game.ok) throw new Error(game.error);
    const view = SeptJours.viewFor(game.value, 1);
    const a = reviewSeptJoursMove(view, DEAL);
    const b = reviewSeptJoursMove(view, { shift: 1, packets: [1, 1, 4, 1] });
    expect(b.played.move).toEqual({ shift: 1, packets: [1, 1, 4, 1] });
    expect(b.played.expected).toEqual(a.played.expected);
    expect(b.played.points).toBe(0);
    expect(b.matched).toBe(a.matched);
    expect(b.loss).toBe(a.loss);
  });
});

// ---------------------------------------------------------------------------------------------------
// Hidden information, determinism

/** A 24/7 game played by Greedy from a seeded deck, as a record. */
function greedyRecord247(players: 2 | 3 | 4, seed: number, moves: number): TwentyFourSeven.GameRecord {
  const game = new TwentyFourSeven.Game(players, TwentyFourSeven.shuffledDeck(seed));
  while (!game.over && game.history.length < moves) {
    game.play(choose(TwentyFourSeven.viewFor(game.state, game.toMove), 'greedy', { seed: game.history.length }).move);
  }
  return TwentyFourSeven.recordOf(game);
}

/**
 * Another 24/7 deck that agrees with everything the seat making move k saw until then: the start tile,
 * the tiles placed (each from the hand it was played from), and its own hand as dealt and drawn. The
 * tiles it never saw (the removed ones, the others' hands, the pile not yet drawn) are shuffled.
 */
function redeal247(record: TwentyFourSeven.GameRecord, k: number, seed: number): { deck: number[]; seat: number } {
  const { deck, players } = record;
  const { handSize, handsStart, pileStart } = TwentyFourSeven.dealLayout(players);
  const held = Array.from({ length: players }, (_, s) => Array.from({ length: handSize }, (_, i) => handsStart + s * handSize + i));
  const seen = new Set([0]);
  const game = new TwentyFourSeven.Game(players, deck);
  let next = pileStart;
  for (const move of record.moves.slice(0, k)) {
    const hand = held[game.toMove]!;
    const from = hand.findIndex((p) => deck[p] === move.v);
    seen.add(hand[from]!);
    hand.splice(from, 1);
    const pile = game.state.pileSize;
    const seat = game.toMove;
    if (!game.play(move).ok) throw new Error('the record does not replay');
    if (game.state.pileSize < pile) held[seat]!.push(next++);
  }
  const seat = game.toMove;
  for (const p of held[seat]!) seen.add(p);
  const free = deck.map((_, p) => p).filter((p) => !seen.has(p));
  const values = free.map((p) => deck[p]!);
  const redealt = [...deck];
  const rng = createRng(seed);
  do shuffleInPlace(values, rng);
  while (values.every((v, i) => v === deck[free[i]!]));
  free.forEach((p, i) => {
    redealt[p] = values[i]!;
  });
  return { deck: redealt, seat };
}

/** Another 7 Jours deck: the same up to the row of move k's round, the cards not yet laid out in another order. */
function redealSeptJours(record: SeptJours.GameRecord, k: number, seed: number): string[] {
  const game = SeptJours.replayRecord({ ...record, moves: record.moves.slice(0, k) });
  if (!game.ok) throw new Error(game.error);
  const laidOut = game.value.round * 7;
  const later = record.deck.slice(laidOut);
  const rng = createRng(seed);
  do shuffleInPlace(later, rng);
  while (later.every((card, i) => card === record.deck[laidOut + i]));
  return [...record.deck.slice(0, laidOut), ...later];
}

describe('a review reads only what the seat could see', () => {
  it('24/7: re-dealing the hidden tiles consistently with the seat view leaves its reviews unchanged', () => {
    const record = greedyRecord247(2, 31, 12);
    for (const k of [5, 10]) {
      const { deck, seat } = redeal247(record, k, k);
      const moves = record.moves.slice(0, k + 1);
      const other = record247(deck, moves);
      expect(deck).not.toEqual(record.deck);
      expect(view247({ ...other, moves: moves.slice(0, k) })).toEqual(view247({ ...record, moves: moves.slice(0, k) }));
      const a = reviewed(record247(record.deck, moves));
      const b = reviewed(other);
      const mine = (review: AnyGameReview) => review.moves.filter((m) => m.seat === seat);
      expect(mine(b)).toEqual(mine(a));
      expect(mine(a)).toHaveLength(Math.ceil((k + 1 - seat) / 2));
      // The other seat's hands were re-dealt, so its reviews are of other positions.
      expect(b.moves.filter((m) => m.seat !== seat)).not.toEqual(a.moves.filter((m) => m.seat !== seat));
    }
  }, 60_000);

  it('24/7, 4 players: the same holds for every seat in turn', () => {
    const record = greedyRecord247(4, 32, 9);
    for (let k = 5; k < 9; k++) {
      const { deck, seat } = redeal247(record, k, 100 + k);
      const moves = record.moves.slice(0, k + 1);
      const a = reviewed({ ...record, moves });
      const b = reviewed({ ...record, deck, moves });
      expect(b.moves[k]).toEqual(a.moves[k]);
      expect(a.moves[k]!.seat).toBe(seat);
    }
  }, 60_000);

  it('7 Jours: another order of the cards not yet laid out leaves every review unchanged', () => {
    const game = new SeptJours.Game(4, SeptJours.shuffledDeck(5), 2);
    while (!game.over && game.history.length < 12) {
      game.play(chooseSeptJours(SeptJours.viewFor(game, game.toMove), 'greedy', { seed: game.history.length }).move);
    }
    const record = SeptJours.recordOf(game);
    for (const k of [0, 4, 11]) {
      const deck = redealSeptJours(record, k, k);
      const moves = record.moves.slice(0, k + 1);
      expect(reviewed({ ...record, deck, moves }).moves).toEqual(reviewed({ ...record, moves }).moves);
    }
  }, 60_000);
});

describe('determinism', () => {
  it('gives the same review of the same record twice', () => {
    const record = greedyRecord247(3, 41, 8);
    expect(reviewed(record)).toEqual(reviewed(record));
    const sept = new SeptJours.Game(3, SeptJours.shuffledDeck(41), 0);
    for (let i = 0; i < 6; i++) {
      const options = sept.legalMoves();
      if (!sept.play(options[i % options.length]!).ok) throw new Error('refused');
    }
    expect(reviewed(SeptJours.recordOf(sept))).toEqual(reviewed(SeptJours.recordOf(sept)));
  }, 60_000);

  it('seeds a move from the view, whatever order its fields were built in', () => {
    const view = view247(greedyRecord247(2, 43, 6));
    const reordered = Object.fromEntries(Object.entries(view).reverse()) as unknown as TwentyFourSeven.SeatView;
    const played = TwentyFourSeven.legalMoves(TwentyFourSeven.stateFromView(view, TwentyFourSeven.unseenTiles(view)))[0]!;
    expect(reviewMove(reordered, played, cheap)).toEqual(reviewMove(view, played, cheap));
  });
});

// ---------------------------------------------------------------------------------------------------
// Marks, accuracy, summaries

/** A hand-made review of a judged move: its seat, loss and margin given away. */
function judged(seat: number, loss: number, givenAway = 0): MoveReview<number> {
  const matched = loss === 0;
  return {
    seat,
    played: { move: 1, points: 0, expected: { winRate: 0.5, margin: -givenAway, value: 0.5 - loss } },
    best: { move: matched ? 1 : 2, points: 0, expected: { winRate: 0.5, margin: 0, value: 0.5 } },
    matched,
    forced: false,
    loss,
    givenAway,
    mark: markOf(loss, matched),
    worlds: 100,
    rollouts: 1000,
  };
}

describe('marks and summaries', () => {
  it('marks a loss by its thresholds, and a match best', () => {
    expect(markOf(0, true)).toBe('best');
    expect(markOf(0.5, true)).toBe('best');
    expect(markOf(0, false)).toBe('good');
    expect(markOf(MARK_LOSS.inaccuracy - 1e-9, false)).toBe('good');
    expect(markOf(MARK_LOSS.inaccuracy, false)).toBe('inaccuracy');
    expect(markOf(MARK_LOSS.mistake, false)).toBe('mistake');
    expect(markOf(MARK_LOSS.blunder, false)).toBe('blunder');
    expect(moveAccuracy(0)).toBe(100);
    expect(moveAccuracy(MARK_LOSS.blunder / 2)).toBeCloseTo(50);
    expect(moveAccuracy(MARK_LOSS.blunder * 3)).toBe(0);
  });

  it('values the margin without a cap, so a decided game still tells moves apart', () => {
    const weights = { marginWeight: 0.25, marginScale: 150 };
    expect(reviewValue(1, 400, weights)).toBeGreaterThan(reviewValue(1, 300, weights));
    expect(reviewValue(1, 400, weights) - reviewValue(1, 280, weights)).toBeCloseTo(MARK_LOSS.blunder);
  });

  it('gives accuracy 100 to a player whose every move was best, and sums the margins given away', () => {
    const reviews = [judged(0, 0), judged(1, 0.03, 12), judged(0, 0), judged(1, 0.2, 90.5), judged(1, 0)];
    const [first, second] = summarize(2, reviews);
    expect(first).toEqual({
      seat: 0,
      moves: 2,
      best: 2,
      marks: { best: 2, good: 0, inaccuracy: 0, mistake: 0, blunder: 0 },
      accuracy: 100,
      givenAway: 0,
    });
    expect(second).toMatchObject({ moves: 3, best: 1, marks: { best: 1, inaccuracy: 1, blunder: 1 }, givenAway: 102.5 });
    expect(second!.accuracy).toBeCloseTo((100 + moveAccuracy(0.03) + 0) / 3);
    expect(costliestMoves(reviews, 1)).toEqual([3, 1]);
    expect(costliestMoves(reviews, 1, 1)).toEqual([3]);
    expect(costliestMoves(reviews, 0)).toEqual([]);
    expect(summarize(3, reviews)[2]).toMatchObject({ moves: 0, accuracy: null, givenAway: 0 });
  });

  it("sums each seat's margins given away and counts its marks from a real game's reviews", () => {
    const review = reviewed(greedyRecord247(2, 51, 40));
    expect(review.moves.length).toBeGreaterThan(20);
    for (const seat of review.seats) {
      const mine = review.moves.filter((m) => m.seat === seat.seat && !m.forced);
      expect(seat.givenAway).toBeCloseTo(
        mine.reduce((sum, m) => sum + m.givenAway, 0),
        9,
      );
      expect(seat.best).toBe(mine.filter((m) => m.mark === 'best').length);
      expect(Object.values(seat.marks).reduce((a, b) => a + b, 0)).toBe(seat.moves);
    }
    for (const m of review.moves) {
      expect(m.loss).toBeGreaterThanOrEqual(0);
      expect(m.mark).toBe(markOf(m.loss, m.matched));
      if (m.matched) expect(m.best).toEqual(m.played);
      else expect(m.loss).toBeCloseTo(m.best.expected!.value - m.played.expected!.value, 12);
    }
  }, 60_000);

  it('reports progress after each move and refuses an invalid record as the replay does', () => {
    const record = greedyRecord247(2, 52, 4);
    const progress: [number, number][] = [];
    reviewRecord(record, { ...cheap, onProgress: (done, total) => progress.push([done, total]) });
    expect(progress).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 4],
    ]);
    const bad = { ...record, moves: [...record.moves, { r: 0, c: 0, v: 11 }] };
    const result = reviewRecord(bad);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^move 5: /);
  });
});
