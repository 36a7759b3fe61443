import { describe, expect, it } from 'vitest';
import { Game, cellAt, legalMoves, shuffledDeck } from '../../src/engine/twentyfourseven/index.js';
import { consider, handWithout, previewScore } from '../../src/app/model/placement.js';
import { breakdownWords, cellLabel, comboLabel, moveWords, refusalWords } from '../../src/app/model/words.js';
import { cleanName, isMadeUpName, madeUpName } from '../../src/app/model/seats.js';

const facts = { r: 2, c: 4, v: 0, start: false, double: false, fits: null, outOfTime: false, pending: null, last: null, hint: null };

describe('words', () => {
  it('names cells position first, then content', () => {
    expect(cellLabel({ ...facts, fits: 7, double: true })).toBe('Row 3, column 5, empty, up to 7 fits, double');
    expect(cellLabel({ ...facts, r: 3, c: 3, v: 9, start: true })).toBe('Row 4, column 4, tile 9, start');
    expect(cellLabel({ ...facts, fits: 0, outOfTime: true })).toBe('Row 3, column 5, empty, out of time');
    expect(cellLabel({ ...facts, pending: { v: 4, total: 40, lifted: false } })).toBe(
      'Row 3, column 5, tile 4, not placed yet, 40 minutes',
    );
  });

  it('labels combinations the way the feedback shows them', () => {
    expect(comboLabel({ key: 'run4', minutes: 40 })).toBe('Run of 4 +40');
    expect(comboLabel({ key: 'bonus247', minutes: 60 })).toBe('24/7 bonus +60');
    expect(breakdownWords({ combos: [{ key: 'sum24', minutes: 40, line: 'row', cells: [] }], doubled: true, total: 80 })).toBe(
      'Sum of 24 +40, ×2',
    );
  });

  it('explains every refusal in player words', () => {
    expect(refusalWords({ code: 'too-big', v: 9, line: 'column', sum: 27, message: '' })).toBe(
      '9 does not fit here: the column would sum to 27',
    );
    expect(refusalWords({ code: 'occupied', held: 5, message: '' })).toBe('That cell already holds the tile 5');
    expect(refusalWords({ code: 'not-touching', message: '' })).toMatch(/must touch another tile/);
  });

  it('describes a move', () => {
    const game = new Game(2, shuffledDeck(3));
    const move = legalMoves(game.state)[0]!;
    const result = game.play(move);
    if (!result.ok) throw new Error('refused');
    expect(moveWords(result.played, 'Ada')).toMatch(new RegExp(`^Ada placed ${move.v} on row ${move.r + 1}, column ${move.c + 1}`));
  });
});

describe('placement preview', () => {
  it('previews exactly what the move then scores, without changing the game', () => {
    for (let seed = 0; seed < 20; seed++) {
      const game = new Game(2, shuffledDeck(seed));
      for (let turn = 0; turn < 12 && !game.over; turn++) {
        const moves = legalMoves(game.state);
        const move = moves[(seed * 7 + turn * 13) % moves.length]!;
        const considered = consider(game, move);
        if (!considered.ok) throw new Error(considered.reason);
        const before = game.state.bytes.slice();
        expect(previewScore(game, move)).toEqual(considered.pending.breakdown);
        expect(game.state.bytes.every((b, i) => b === before[i])).toBe(true);
        const played = game.play(move);
        if (!played.ok) throw new Error('refused');
        expect(played.played.breakdown).toEqual(considered.pending.breakdown);
      }
    }
  });

  it('refuses a tile too big for its lines with the sum it would make', () => {
    let found = false;
    for (let seed = 0; seed < 50 && !found; seed++) {
      const game = new Game(2, shuffledDeck(seed));
      for (let turn = 0; turn < 20 && !game.over && !found; turn++) {
        const hand = game.state.handOf(game.state.toMove);
        for (const cell of game.state.open.slice(0, game.state.openCount)) {
          const r = Math.floor(cell / 9) - 1;
          const c = (cell % 9) - 1;
          const big = hand.find((v) => v > game.state.target[cellAt(r, c)]!);
          if (big === undefined) continue;
          const considered = consider(game, { r, c, v: big });
          expect(considered.ok).toBe(false);
          if (!considered.ok)
            expect(considered.reason).toMatch(
              new RegExp(`^${big} does not fit here: the (row|column|diagonal) would sum to (2[5-9]|3\\d)$`),
            );
          found = true;
          break;
        }
        game.play(legalMoves(game.state)[0]!);
      }
    }
    expect(found).toBe(true);
  });

  it('takes the pending tile out of the rack, one copy only', () => {
    expect(handWithout([3, 5, 5, 9], 5)).toEqual([3, 5, 9]);
    expect(handWithout([3, 5], undefined)).toEqual([3, 5]);
    expect(handWithout([3, 5], 7)).toEqual([3, 5]);
  });
});

describe('seat names', () => {
  it('makes up unique names and knows them from typed ones', () => {
    const seats = [
      { name: 'You', kind: 'human' as const },
      { name: 'Medium AI', kind: 'medium' as const },
    ];
    expect(madeUpName('medium', 2, [...seats, { name: '', kind: 'medium' }])).toBe('Medium AI 2');
    expect(madeUpName('human', 2, [...seats, { name: '', kind: 'human' }])).toBe('Player 3');
    expect(isMadeUpName('Hard AI')).toBe(true);
    expect(isMadeUpName('Grandma')).toBe(false);
    expect(cleanName('   ', 'Player 2')).toBe('Player 2');
    expect(cleanName('  A   very long name indeed  ', 'x')).toBe('A very long name');
  });
});
