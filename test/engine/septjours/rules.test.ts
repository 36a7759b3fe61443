import { describe, expect, it } from 'vitest';
import {
  Game,
  decodeMove,
  encodeMove,
  legalCodes,
  newRecord,
  replayRecord,
  septJours,
  shuffledDeck,
  stateFromView,
  unseenCards,
  viewFor,
  viewProblem,
  type Move,
  type SeatView,
} from '../../../src/engine/septjours/index.js';
import { deckStartingWith, workedExample } from './helpers.js';

const ROW = ['E3', 'A0', 'W1', 'F0', 'E0', 'A2', 'W0'];

/** The packets' cards after a 4-player deal of ROW. */
function dealt(shift: number, packets: number[]): string[][] {
  const game = new Game(4, deckStartingWith(ROW), 0);
  const result = game.play({ shift, packets });
  if (!result.ok) throw new Error(result.refusal.message);
  if ('pick' in result.played) throw new Error('expected a deal');
  return result.played.cards;
}

/** Plays a game to its end with the first legal move each turn, noting who moved. */
function firstMoveGame(players: number, firstDealer: number): Game {
  const game = new Game(players, shuffledDeck(3), firstDealer);
  while (!game.over) {
    const result = game.play(game.legalMoves()[0]!);
    if (!result.ok) throw new Error(result.refusal.message);
  }
  return game;
}

describe('the deal', () => {
  it('lays out the first 7 cards, the first dealer to move', () => {
    const game = new Game(3, deckStartingWith(ROW), 2);
    const view = viewFor(game, 0);
    expect(view.row).toEqual(ROW);
    expect([view.round, view.dealer, view.toMove, view.deckLeft]).toEqual([1, 2, 2, 21]);
    expect('shift' in view || 'packets' in view || 'taken' in view).toBe(false);
  });

  it('shifts +1 by moving the leftmost card to the right end, -1 the reverse, and ±2 twice', () => {
    expect(dealt(0, [2, 2, 2, 1])).toEqual([['E3', 'A0'], ['W1', 'F0'], ['E0', 'A2'], ['W0']]);
    expect(dealt(1, [2, 1, 3, 1])).toEqual([['A0', 'W1'], ['F0'], ['E0', 'A2', 'W0'], ['E3']]);
    expect(dealt(-1, [1, 1, 1, 4])).toEqual([['W0'], ['E3'], ['A0'], ['W1', 'F0', 'E0', 'A2']]);
    expect(dealt(2, [1, 1, 1, 4]).flat()).toEqual(['W1', 'F0', 'E0', 'A2', 'W0', 'E3', 'A0']);
    expect(dealt(-2, [1, 1, 1, 4]).flat()).toEqual(['A2', 'W0', 'E3', 'A0', 'W1', 'F0', 'E0']);
  });

  it('offers 5 shifts times every cut into K packets: C(6, K-1) cuts, K = players, or 4 with 2', () => {
    const counts = [2, 3, 4, 5].map((players) => new Game(players, shuffledDeck(1)).legalMoves().length);
    expect(counts).toEqual([5 * 20, 5 * 15, 5 * 20, 5 * 15]);
    const moves = new Game(4, shuffledDeck(1)).legalMoves() as { shift: number; packets: number[] }[];
    expect(moves.every((m) => m.packets.length === 4 && m.packets.every((s) => s >= 1) && m.packets.reduce((a, b) => a + b) === 7)).toBe(
      true,
    );
    expect(new Set(moves.map((m) => JSON.stringify(m))).size).toBe(100);
  });

  it('encodes and decodes every legal move', () => {
    for (const players of [2, 3, 4, 5]) {
      const game = new Game(players, shuffledDeck(players));
      while (!game.over) {
        const codes = legalCodes(game.state);
        for (const code of codes) expect(encodeMove(decodeMove(game.state, code))).toBe(code);
        game.play(game.legalMoves().at(-1)!);
      }
    }
  });
});

describe('turn order', () => {
  it('has each round take 1 + K moves, the dealer first, and the next seat deal the next round', () => {
    for (const [players, k] of [
      [2, 4],
      [3, 3],
      [4, 4],
      [5, 5],
    ] as const) {
      for (let firstDealer = 0; firstDealer < players; firstDealer++) {
        const game = firstMoveGame(players, firstDealer);
        expect(game.history.length).toBe(4 * (1 + k));
        for (let round = 0; round < 4; round++) {
          const moves = game.history.slice(round * (1 + k), (round + 1) * (1 + k));
          expect('shift' in moves[0]!).toBe(true);
          expect(moves[0]!.player).toBe((firstDealer + round) % players);
          expect(moves.slice(1).every((m) => 'pick' in m)).toBe(true);
        }
      }
    }
  });

  it('has the seats after the dealer pick in seat order, the dealer last', () => {
    const game = new Game(4, shuffledDeck(9), 2);
    game.play({ shift: 0, packets: [1, 2, 3, 1] });
    const pickers: number[] = [];
    while (game.round === 1) {
      pickers.push(game.toMove);
      game.play(game.legalMoves()[0]!);
    }
    expect(pickers).toEqual([3, 0, 1, 2]);
    expect([game.dealer, game.toMove]).toEqual([3, 3]);
  });

  it('alternates with 2 players: non-dealer, dealer, non-dealer, dealer', () => {
    for (const firstDealer of [0, 1]) {
      const game = new Game(2, shuffledDeck(4), firstDealer);
      const movers: number[] = [];
      while (!game.over) {
        movers.push(game.toMove);
        game.play(game.legalMoves()[0]!);
      }
      const d = firstDealer;
      const round = (dealer: number) => [dealer, 1 - dealer, dealer, 1 - dealer, dealer];
      expect(movers).toEqual([...round(d), ...round(1 - d), ...round(d), ...round(1 - d)]);
    }
  });

  it('ends after 4 rounds with every card taken, and refuses any move after the end', () => {
    const game = firstMoveGame(3, 1);
    expect(game.over).toBe(true);
    expect(game.toMove).toBe(-1);
    expect(game.round).toBe(4);
    expect(game.hands().flat().length).toBe(28);
    expect(game.legalMoves()).toEqual([]);
    const result = game.play({ pick: 0 });
    expect(result.ok ? null : result.refusal.code).toBe('game-over');
  });
});

describe('refusals', () => {
  const refusal = (game: Game, move: unknown) => {
    const result = game.play(move as Move);
    if (result.ok) throw new Error('expected a refusal');
    return result.refusal;
  };

  it('come as a code with the values that explain it, and change nothing', () => {
    const game = workedExample(1);
    expect(refusal(game, { pick: 2 })).toEqual({ code: 'packet-taken', packet: 2, message: 'packet 2 is already taken' });
    expect(refusal(game, { pick: 4 })).toMatchObject({ code: 'no-packet', packet: 4, packets: 4 });
    expect(refusal(game, { pick: -1 })).toMatchObject({ code: 'no-packet', packet: -1 });
    expect(refusal(game, { shift: 0, packets: [1, 2, 3, 1] })).toMatchObject({ code: 'pick-due', seat: 2 });
    expect(game.history.length).toBe(2);
    const fresh = new Game(4, shuffledDeck(1), 1);
    expect(refusal(fresh, { pick: 0 })).toMatchObject({ code: 'deal-due', dealer: 1 });
    expect(refusal(fresh, { shift: 3, packets: [1, 2, 3, 1] })).toMatchObject({ code: 'bad-shift', shift: 3 });
    expect(refusal(fresh, { shift: 0, packets: [1, 2, 4] })).toMatchObject({ code: 'packet-count', count: 3, expected: 4 });
    expect(refusal(fresh, { shift: 0, packets: [0, 2, 4, 1] })).toMatchObject({ code: 'empty-packet', packet: 0, size: 0 });
    expect(refusal(fresh, { shift: 0, packets: [2, 2, 3, 1] })).toMatchObject({ code: 'packet-sum', sum: 8 });
    expect(refusal(fresh, { shift: 0.5, packets: [1, 2, 3, 1] })).toMatchObject({ code: 'bad-move' });
    expect(refusal(fresh, null)).toMatchObject({ code: 'bad-move' });
    expect(fresh.history.length).toBe(0);
  });
});

describe('views', () => {
  it("match the spec's Position example", () => {
    const view = viewFor(workedExample(1), 2);
    expect(view).toEqual({
      game: '7-jours',
      players: 4,
      seat: 2,
      round: 1,
      dealer: 0,
      toMove: 2,
      row: ['E3', 'A0', 'W1', 'F0', 'E0', 'A2', 'W0'],
      shift: 1,
      packets: [['A0', 'W1'], ['F0'], ['E0', 'A2', 'W0'], ['E3']],
      taken: [false, false, true, false],
      hands: [[], ['E0', 'A2', 'W0'], [], []],
      deckLeft: 21,
    });
    expect(viewProblem(view)).toBeNull();
    expect(unseenCards(view)).toHaveLength(21);
    expect(viewFor(stateFromView(view, unseenCards(view)), 2)).toEqual(view);
  });

  it('refuse positions that cannot arise, saying why', () => {
    const view = viewFor(workedExample(1), 2);
    const bad: [string, unknown, string][] = [
      ['not an object', [], 'the position must be an object'],
      ['another game', { ...view, game: '24-7' }, 'game must be "7-jours"'],
      ['6 players', { ...view, players: 6 }, 'players must be 2 to 5'],
      ['a seat out of range', { ...view, seat: 4 }, 'seat must be a seat from 0 to 3'],
      ['round 5', { ...view, round: 5 }, 'round must be 1 to 4'],
      ['a string dealer', { ...view, dealer: '0' }, 'dealer must be'],
      ['toMove out of range', { ...view, toMove: 7 }, 'toMove must be'],
      ['a short row', { ...view, row: view.row.slice(1) }, 'row must hold 7 cards'],
      ['an unknown card', { ...view, row: ['X9', ...view.row.slice(1)] }, 'row[0]: "X9" is not a card'],
      ['hands missing a seat', { ...view, hands: view.hands.slice(1) }, 'hands must be 4 lists'],
      ['a wrong deckLeft', { ...view, deckLeft: 20 }, 'deckLeft must be 21 in round 1'],
      ['a shift out of range', { ...view, shift: 3 }, 'shift must be a whole number'],
      [
        'packets not from the row',
        { ...view, packets: [['W1', 'A0'], ['F0'], ['E0', 'A2', 'W0'], ['E3']] },
        'the packets are not the row shifted by 1',
      ],
      ['an empty packet', { ...view, packets: [[], ['A0', 'W1', 'F0'], ['E0', 'A2', 'W0'], ['E3']] }, 'packets[0] is empty'],
      ['taken not booleans', { ...view, taken: [0, 0, 1, 0] }, 'taken must be 4 true or false values'],
      ['the wrong seat to move', { ...view, toMove: 3 }, 'after 1 picks seat 2 is to pick, not seat 3'],
      ['a packet in the wrong hand', { ...view, hands: [[], [], ['E0', 'A2', 'W0'], []] }, 'the hands do not end with the packets taken'],
      ['too many cards', { ...view, hands: [[], ['E0', 'A2', 'W0'], [], ['F1']] }, 'the hands hold 4 cards, but 3 have been taken'],
      [
        'a fourth E0',
        { ...view, row: ['E0', 'E0', 'E0', 'F0', 'E0', 'A2', 'W0'], packets: [['E0', 'E0'], ['F0'], ['E0', 'A2', 'W0'], ['E0']] },
        'more than 3 E0',
      ],
      [
        'a dealer who has not dealt not to move',
        { ...viewFor(new Game(3, shuffledDeck(1), 1), 0), toMove: 2 },
        'the dealer (seat 1) is to deal',
      ],
    ];
    for (const [name, data, message] of bad) expect(viewProblem(data), name).toContain(message);
  });
});

describe('the game module', () => {
  it('describes the game and goes through a record and back', () => {
    expect(septJours.id).toBe('7-jours');
    expect(septJours.title).toBe('7 Jours 4 Éléments');
    expect(septJours.playerCounts).toEqual([2, 3, 4, 5]);
    const replayed = septJours.replay(newRecord(3, 'seed', 2));
    if (!replayed.ok) throw new Error(replayed.error);
    const game = replayed.value;
    game.play(game.legalMoves()[7]!);
    const record = septJours.record(game, { names: ['a', 'b', 'c'] });
    expect(record).toMatchObject({ game: '7-jours', version: 1, players: 3, firstDealer: 2, meta: { names: ['a', 'b', 'c'] } });
    expect(replayRecord(JSON.parse(JSON.stringify(record)))).toMatchObject({ ok: true });
    const view: SeatView = septJours.view(game, 1);
    expect(view.toMove).toBe(0);
  });
});
