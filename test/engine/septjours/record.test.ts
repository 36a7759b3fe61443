import { describe, expect, it } from 'vitest';
import { Game, newRecord, parseRecord, recordOf, replayRecord, shuffledDeck } from '../../../src/engine/septjours/index.js';
import { workedExample } from './helpers.js';

const base = () => newRecord(4, 11, 1);
/** The worked example's record (4 players, dealer seat 0) after its deal and `picks` picks, then these moves. */
const example = (picks: number, ...moves: unknown[]) => {
  const record = recordOf(workedExample(picks));
  return { ...record, moves: [...record.moves, ...moves] };
};
const afterFirstPick = (...moves: unknown[]) => example(1, ...moves);

/** A legal finished game and its record, built by always playing the first legal move. */
function finishedRecord(players: number) {
  const game = new Game(players, shuffledDeck(5), players - 1);
  while (!game.over) game.play(game.legalMoves()[0]!);
  return recordOf(game, { names: ['Ada', 'Bo'] });
}

function errorOf(data: unknown): string {
  const result = typeof data === 'string' ? parseRecord(data) : replayRecord(data);
  if (result.ok) throw new Error('expected the record to be refused');
  return result.error;
}

describe('game records', () => {
  it('round-trip through JSON, meta included', () => {
    for (const players of [2, 3, 4, 5]) {
      const record = finishedRecord(players);
      const parsed = parseRecord(JSON.stringify(record));
      if (!parsed.ok) throw new Error(parsed.error);
      expect(parsed.value.over).toBe(true);
      expect(recordOf(parsed.value, record.meta)).toEqual(record);
    }
  });

  it("write the spec's example moves", () => {
    expect(recordOf(workedExample()).moves).toEqual([
      { shift: 1, packets: [2, 1, 3, 1] },
      { pick: 2 },
      { pick: 0 },
      { pick: 3 },
      { pick: 1 },
    ]);
  });

  it('ignore unknown fields under meta', () => {
    expect(replayRecord({ ...base(), meta: { anything: [1, 2], createdAt: '2026-11-29' } }).ok).toBe(true);
  });

  it('give the same deck for the same seed, and different decks for others', () => {
    expect(shuffledDeck(42)).toEqual(shuffledDeck(42));
    expect(shuffledDeck('abc')).toEqual(shuffledDeck('abc'));
    expect(shuffledDeck(42)).not.toEqual(shuffledDeck(43));
    expect([...shuffledDeck(42)].sort()).toEqual([...shuffledDeck(43)].sort());
    expect(newRecord(3, 42).firstDealer).toBe(0);
    // Pinned, so a change to the shuffle (which would change every shared seed) cannot pass unnoticed.
    expect(shuffledDeck(7).slice(0, 7)).toEqual(['A1', 'A3', 'E0', 'F3', 'W2', 'W3', 'A0']);
  });

  const deck = base().deck;
  const withoutFirst = (card: string) => {
    const rest = [...deck];
    rest.splice(rest.indexOf(card), 1);
    return rest;
  };
  const invalid: [string, unknown, string][] = [
    ['bad JSON', '{"game": "7-jours",', 'not valid JSON: '],
    ['not an object', '[1, 2]', 'the record must be a JSON object'],
    ['another game', { ...base(), game: '24-7' }, 'game: expected "7-jours", got "24-7"'],
    ['no game', { ...base(), game: undefined }, 'game: missing (expected "7-jours")'],
    ['no version', { ...base(), version: undefined }, 'version: missing'],
    ['a newer version', { ...base(), version: 2 }, 'version: 2 was made by a newer version of the app'],
    ['an odd version', { ...base(), version: '1' }, 'version: unknown version "1"'],
    ['an unknown field', { ...base(), names: [] }, 'unknown field "names" (extra information belongs under "meta")'],
    ['1 player', { ...base(), players: 1 }, 'players: expected 2 to 5, got 1'],
    ['6 players', { ...base(), players: 6 }, 'players: expected 2 to 5, got 6'],
    ['players as text', { ...base(), players: '4' }, 'players: expected 2 to 5, got "4"'],
    ['no first dealer', { ...base(), firstDealer: undefined }, 'firstDealer: expected a seat from 0 to 3, got nothing'],
    ['a first dealer out of range', { ...base(), firstDealer: 4 }, 'firstDealer: expected a seat from 0 to 3, got 4'],
    ['a fractional first dealer', { ...base(), firstDealer: 0.5 }, 'firstDealer: expected a seat from 0 to 3, got 0.5'],
    ['no deck', { ...base(), deck: undefined }, 'deck: expected a list of 28 cards'],
    ['a short deck', { ...base(), deck: deck.slice(1) }, 'deck: expected 28 cards, got 27'],
    ['a long deck', { ...base(), deck: [...deck, 'E0'] }, 'deck: expected 28 cards, got 29'],
    ['an unknown card', { ...base(), deck: ['X1', ...deck.slice(1)] }, 'deck[0]: "X1" is not a card'],
    ['a card with 4 stars', { ...base(), deck: [...deck.slice(0, 27), 'E4'] }, 'deck[27]: "E4" is not a card'],
    ['a number for a card', { ...base(), deck: [3, ...deck.slice(1)] }, 'deck[0]: 3 is not a card'],
    ['a card too many', { ...base(), deck: [...withoutFirst('A0'), 'E3'] }, 'deck: E3 appears 2 times (the deck holds 1 E3)'],
    ['moves not a list', { ...base(), moves: {} }, 'moves: expected a list of moves'],
    [
      'a move that is neither',
      { ...base(), moves: [{ r: 1 }] },
      'move 1: expected a deal like {"shift": 1, "packets": [2, 1, 3, 1]} or a pick like {"pick": 2}',
    ],
    ['a move that is not an object', { ...base(), moves: [2] }, 'move 1: expected a deal like'],
    ['a deal without packets', { ...base(), moves: [{ shift: 1 }] }, 'move 1: missing "packets"'],
    ['a deal with an extra field', { ...base(), moves: [{ shift: 1, packets: [2, 1, 3, 1], pick: 0 }] }, 'move 1: unknown field "shift"'],
    ['a deal with an unknown field', { ...base(), moves: [{ shift: 1, packets: [2, 1, 3, 1], cut: 0 }] }, 'move 1: unknown field "cut"'],
    [
      'a fractional shift',
      { ...base(), moves: [{ shift: 0.5, packets: [2, 1, 3, 1] }] },
      'move 1: "shift" must be a whole number from -2 to 2, got 0.5',
    ],
    [
      'packets as text',
      { ...base(), moves: [{ shift: 0, packets: '2131' }] },
      'move 1: "packets" must be a list of packet sizes, got "2131"',
    ],
    [
      'a pick as text',
      { ...base(), moves: [{ shift: 0, packets: [2, 1, 3, 1] }, { pick: '1' }] },
      'move 2: "pick" must be a packet number, got "1"',
    ],
    ['a shift out of range', { ...base(), moves: [{ shift: 3, packets: [2, 1, 3, 1] }] }, 'move 1: shift must be from -2 to 2, got 3'],
    ['a shift of -3', { ...base(), moves: [{ shift: -3, packets: [2, 1, 3, 1] }] }, 'move 1: shift must be from -2 to 2, got -3'],
    ['too few packets', { ...base(), moves: [{ shift: 0, packets: [2, 2, 3] }] }, 'move 1: expected 4 packets with 4 players, got 3'],
    [
      'too many packets',
      { ...base(), moves: [{ shift: 0, packets: [2, 2, 1, 1, 1] }] },
      'move 1: expected 4 packets with 4 players, got 5',
    ],
    [
      '3 packets with 2 players',
      { ...newRecord(2, 1), moves: [{ shift: 0, packets: [2, 2, 3] }] },
      'move 1: expected 4 packets with 2 players, got 3',
    ],
    ['packets summing to 8', { ...base(), moves: [{ shift: 0, packets: [2, 2, 3, 1] }] }, 'move 1: the packets hold 8 cards, not 7'],
    ['packets summing to 6', { ...base(), moves: [{ shift: 0, packets: [2, 2, 1, 1] }] }, 'move 1: the packets hold 6 cards, not 7'],
    [
      'an empty packet',
      { ...base(), moves: [{ shift: 0, packets: [3, 0, 3, 1] }] },
      'move 1: packet 1 has 0 cards (every packet holds at least one)',
    ],
    ['a negative packet', { ...base(), moves: [{ shift: 0, packets: [5, -1, 2, 1] }] }, 'move 1: packet 1 has -1 cards'],
    ['a taken packet', afterFirstPick({ pick: 2 }), 'move 3: packet 2 is already taken'],
    [
      'a pick out of range',
      { ...base(), moves: [{ shift: 0, packets: [2, 1, 3, 1] }, { pick: 4 }] },
      'move 2: there is no packet 4 (the packets are 0 to 3)',
    ],
    ['a negative pick', { ...base(), moves: [{ shift: 0, packets: [2, 1, 3, 1] }, { pick: -1 }] }, 'move 2: there is no packet -1'],
    [
      'a pick where a deal is due',
      { ...base(), moves: [{ pick: 0 }] },
      'move 1: seat 1 must deal (a shift and packets) before anyone picks',
    ],
    ['a pick where the next deal is due', example(4, { pick: 0 }), 'move 6: seat 1 must deal'],
    [
      'a deal where a pick is due',
      {
        ...base(),
        moves: [
          { shift: 0, packets: [2, 1, 3, 1] },
          { shift: 0, packets: [2, 1, 3, 1] },
        ],
      },
      'move 2: the packets are dealt: seat 2 must pick one, not deal',
    ],
    [
      'a move after the end',
      { ...finishedRecord(3), moves: [...finishedRecord(3).moves, { pick: 0 }] },
      'move 17: the game is already over',
    ],
    ['meta not an object', { ...base(), meta: 'x' }, 'meta: expected an object'],
    ['meta a list', { ...base(), meta: [] }, 'meta: expected an object'],
  ];
  for (const [name, data, message] of invalid) {
    it(`refuse ${name}`, () => expect(errorOf(data)).toContain(message));
  }
});
