import { describe, expect, it } from 'vitest';
import { Game, newRecord, parseRecord, recordOf, replayRecord, shuffledDeck, legalMoves } from '../../src/engine/twentyfourseven/index.js';

const base = () => newRecord(2, 11);
/** A legal finished game and its record, built by always playing the first legal move. */
function finishedRecord() {
  const game = new Game(2, shuffledDeck(5));
  while (!game.over) game.play(legalMoves(game.state)[0]!);
  return recordOf(game, { names: ['Ada', 'Bo'] });
}

function errorOf(data: unknown): string {
  const result = typeof data === 'string' ? parseRecord(data) : replayRecord(data);
  if (result.ok) throw new Error('expected the record to be refused');
  return result.error;
}

describe('game records', () => {
  it('round-trip through JSON, meta included', () => {
    const record = finishedRecord();
    const parsed = parseRecord(JSON.stringify(record));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value.over).toBe(true);
    expect(recordOf(parsed.value, record.meta)).toEqual(record);
  });

  it('ignore unknown fields under meta', () => {
    expect(replayRecord({ ...base(), meta: { anything: [1, 2], createdAt: '2026-11-29' } }).ok).toBe(true);
  });

  it('give the same deck for the same seed, and different decks for others', () => {
    expect(shuffledDeck(42)).toEqual(shuffledDeck(42));
    expect(shuffledDeck('abc')).toEqual(shuffledDeck('abc'));
    expect(shuffledDeck(42)).not.toEqual(shuffledDeck(43));
    // Pinned, so a change to the shuffle (which would change every shared seed) cannot pass unnoticed.
    expect(shuffledDeck(7).slice(0, 10)).toEqual([6, 8, 7, 9, 10, 4, 7, 7, 5, 6]);
  });

  const invalid: [string, unknown, string][] = [
    ['bad JSON', '{"game": "24-7",', 'not valid JSON'],
    ['not an object', '[1, 2]', 'the record must be a JSON object'],
    ['another game', { ...base(), game: 'chess' }, 'game: expected "24-7", got "chess"'],
    ['no version', { ...base(), version: undefined }, 'version: missing'],
    ['a newer version', { ...base(), version: 2 }, 'version: 2 was made by a newer version of the app'],
    ['an odd version', { ...base(), version: '1' }, 'version: unknown version "1"'],
    ['an unknown field', { ...base(), names: [] }, 'unknown field "names"'],
    ['5 players', { ...base(), players: 5 }, 'players: expected 2, 3 or 4, got 5'],
    ['a short deck', { ...base(), deck: base().deck.slice(1) }, 'deck: expected 40 tiles, got 39'],
    ['a tile 11', { ...base(), deck: [11, ...base().deck.slice(1)] }, 'deck[0]: 11 is not a tile value'],
    ['a fifth 1', { ...base(), deck: [...base().deck.filter((v) => v !== 2), 1, 1, 1, 1].slice(0, 40) }, 'deck: the value 1 appears'],
    ['moves not a list', { ...base(), moves: {} }, 'moves: expected a list of placements'],
    ['a move without v', { ...base(), moves: [{ r: 3, c: 4 }] }, 'move 1: missing "v"'],
    ['a move off the board', { ...base(), moves: [{ r: 3, c: 7, v: 1 }] }, 'move 1: "c" must be a whole number from 0 to 6, got 7'],
    ['a fractional value', { ...base(), moves: [{ r: 3, c: 4, v: 2.5 }] }, 'move 1: "v" must be a tile value from 1 to 10, got 2.5'],
    ['meta not an object', { ...base(), meta: 'x' }, 'meta: expected an object'],
  ];
  for (const [name, data, message] of invalid) {
    it(`refuse ${name}`, () => expect(errorOf(data)).toContain(message));
  }

  it('refuse a move out of the mover’s hand, naming the move', () => {
    const record = base(); // seat 0 holds deck[4..9]
    const missing = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((v) => !record.deck.slice(4, 10).includes(v))!;
    expect(errorOf({ ...record, moves: [{ r: 3, c: 4, v: missing }] })).toBe(`move 1: player 1 has no ${missing} in hand`);
  });

  it('refuse a cell that touches no tile, and an occupied cell', () => {
    const record = base();
    const v = record.deck[4]!;
    expect(errorOf({ ...record, moves: [{ r: 0, c: 0, v }] })).toBe(
      'move 1: (0,0) touches no tile (a tile must go next to one, diagonals count)',
    );
    expect(errorOf({ ...record, moves: [{ r: 3, c: 3, v }] })).toBe(`move 1: (3,3) already holds a ${record.deck[0]}`);
  });

  it('refuse a tile that would make a line over 24, saying which line', () => {
    // Play until some hand tile does not fit on some touching cell, then submit exactly that.
    const game = new Game(2, shuffledDeck(3));
    for (;;) {
      const hand = game.state.handOf(game.state.toMove);
      for (let r = 0; r < 7; r++) {
        for (let c = 0; c < 7; c++) {
          const target = game.state.target[(r + 1) * 9 + c + 1]!;
          const v = hand.find((tile) => tile > target);
          if (target >= 0 && v !== undefined && game.state.board[(r + 1) * 9 + c + 1] === 0) {
            const moves = [...game.moves(), { r, c, v }];
            const error = errorOf({ ...recordOf(game), moves });
            expect(error).toMatch(
              new RegExp(
                `^move ${moves.length}: ${v} does not fit at \\(${r},${c}\\): the (row|column|diagonal) would sum to (2[5-9]|3\\d)$`,
              ),
            );
            return;
          }
        }
      }
      game.play(legalMoves(game.state)[0]!);
    }
  });

  it('refuse any move after the end', () => {
    const record = finishedRecord();
    expect(errorOf({ ...record, moves: [...record.moves, { r: 0, c: 0, v: 1 }] })).toBe(
      `move ${record.moves.length + 1}: the game is already over`,
    );
  });
});
