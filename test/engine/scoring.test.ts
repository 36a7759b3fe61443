import { describe, expect, it } from 'vitest';
import {
  cellAt,
  placementPoints,
  playUnchecked,
  scoreBreakdown,
  COMBO_KEYS,
  type ComboKey,
} from '../../src/engine/twentyfourseven/index.js';
import { stateWithTiles } from './helpers.js';

type Tile = [number, number, number];
const row3 = (values: number[], firstColumn: number): Tile[] => values.map((v, i) => [3, firstColumn + i, v]);
/** Tiles from (r, c) on, one step (dr, dc) apart. */
const line = (values: number[], r: number, c: number, dr: number, dc: number): Tile[] => values.map((v, i) => [r + i * dr, c + i * dc, v]);

// The worked examples of the rules, row for row, plus cases that cover the remaining combination keys.
const cases: { name: string; board: Tile[]; place: Tile; points: number; combos: ComboKey[]; doubled?: boolean }[] = [
  {
    name: 'run of 3',
    board: [
      [3, 3, 3],
      [3, 4, 4],
    ],
    place: [3, 5, 5],
    points: 30,
    combos: ['run3'],
  },
  {
    name: 'two runs of 3',
    board: [
      [3, 1, 3],
      [3, 2, 4],
      [3, 4, 4],
      [3, 5, 3],
    ],
    place: [3, 3, 5],
    points: 60,
    combos: ['run3', 'run3'],
  },
  {
    name: '24 and a run of 3',
    board: [
      [3, 3, 7],
      [3, 4, 8],
    ],
    place: [3, 5, 9],
    points: 70,
    combos: ['sum24', 'run3'],
  },
  {
    name: '24 and a set of 3',
    board: [
      [3, 3, 8],
      [3, 4, 8],
    ],
    place: [3, 5, 8],
    points: 90,
    combos: ['sum24', 'set3'],
  },
  {
    name: '24, 7 and bonus 24/7',
    board: [
      [3, 3, 10],
      [3, 4, 10],
      [2, 5, 3],
    ],
    place: [3, 5, 4],
    points: 120,
    combos: ['sum24', 'sum7', 'bonus247'],
  },
  { name: 'run of 5', board: row3([1, 2, 3, 4], 1), place: [3, 5, 5], points: 50, combos: ['run5'] },
  {
    name: 'run of 3 on a 2x cell',
    board: [
      [3, 1, 3],
      [4, 1, 4],
      [3, 2, 1],
    ],
    place: [2, 1, 2],
    points: 60,
    combos: ['run3'],
    doubled: true,
  },
  { name: '24 in 7', board: row3([3, 3, 4, 4, 3, 3], 0), place: [3, 6, 4], points: 100, combos: ['sum24', 'bonus24in7'] },
  {
    name: '24 in 7 down a column',
    board: line([3, 3, 4, 4, 3, 3], 0, 2, 1, 0),
    place: [6, 2, 4],
    points: 100,
    combos: ['sum24', 'bonus24in7'],
  },
  {
    name: '24 in 7 on the diagonal',
    board: line([3, 3, 4, 4, 3, 3], 0, 0, 1, 1),
    place: [6, 6, 4],
    points: 100,
    combos: ['sum24', 'bonus24in7'],
  },
  {
    name: '24 in 7 on the other diagonal',
    board: line([3, 3, 4, 4, 3, 3], 1, 5, 1, -1),
    place: [0, 6, 4],
    points: 100,
    combos: ['sum24', 'bonus24in7'],
  },
  { name: '24 in 6 down a column, no bonus', board: line([5, 5, 4, 4, 2], 0, 3, 1, 0), place: [5, 3, 4], points: 40, combos: ['sum24'] },
  { name: 'a run that leaves out the placed tile', board: row3([1, 2, 3, 4, 5], 1), place: [3, 0, 3], points: 0, combos: [] },
  { name: 'sum of 7', board: [[3, 3, 5]], place: [3, 4, 2], points: 20, combos: ['sum7'] },
  { name: 'two 7s make 14, nothing', board: [[3, 3, 7]], place: [2, 2, 7], points: 0, combos: [] },
  // Beyond the table: every other key, and the rules' remarks.
  { name: 'run of 4 (1 before 2,3,6 is a run of 3)', board: row3([2, 3, 6], 2), place: [3, 1, 1], points: 30, combos: ['run3'] },
  { name: 'run of 4', board: row3([2, 3, 4], 2), place: [3, 1, 1], points: 40, combos: ['run4'] },
  { name: 'run of 6 (1 to 6)', board: row3([1, 2, 3, 4, 5], 0), place: [3, 5, 6], points: 60, combos: ['run6'] },
  {
    name: 'descending run of 3',
    board: [
      [3, 3, 6],
      [3, 4, 5],
    ],
    place: [3, 5, 4],
    points: 30,
    combos: ['run3'],
  },
  { name: 'set of 4', board: row3([2, 2, 2], 2), place: [3, 5, 2], points: 60, combos: ['set4'] },
  { name: 'a run and a set in one line', board: row3([3, 4, 5, 5], 1), place: [3, 5, 5], points: 50, combos: ['set3'] },
  {
    name: 'run and set sharing the placed 5',
    board: [
      [3, 1, 3],
      [3, 2, 4],
      [3, 4, 5],
      [3, 5, 5],
    ],
    place: [3, 3, 5],
    points: 80,
    combos: ['run3', 'set3'],
  },
  {
    name: 'two 24s and one 7',
    board: [
      [3, 3, 10],
      [3, 4, 10],
      [1, 5, 10],
      [2, 5, 10],
      [4, 4, 3],
    ],
    place: [3, 5, 4],
    points: 40 + 40 + 20 + 120,
    combos: ['sum24', 'sum24', 'sum7', 'bonus247', 'bonus247'],
  },
  { name: '2x cell with nothing scored', board: [[3, 3, 9]], place: [2, 1, 5], points: 0, combos: [] },
];

describe('scoring a placement', () => {
  for (const example of cases) {
    it(example.name, () => {
      const state = stateWithTiles(example.board);
      const [r, c, v] = example.place;
      const cell = cellAt(r, c);
      const breakdown = scoreBreakdown(state, cell, v);
      expect(breakdown.combos.map((combo) => combo.key).sort()).toEqual([...example.combos].sort());
      expect(breakdown.total).toBe(example.points);
      expect(breakdown.doubled).toBe(example.doubled ?? false);
      expect(placementPoints(state, cell, v)).toBe(example.points);
      // The play path scores on its own (from the lines it updates), not through placementPoints.
      const played = stateWithTiles(example.board);
      played.setHand(0, [v]);
      expect(playUnchecked(played, cell, v)).toBe(example.points);
    });
  }

  it('covers every combination key', () => {
    const covered = new Set(cases.flatMap((example) => example.combos));
    expect([...covered].sort()).toEqual([...COMBO_KEYS].sort());
  });

  it('lights the cells each combination covers', () => {
    const state = stateWithTiles([
      [3, 1, 3],
      [3, 2, 4],
      [3, 4, 4],
      [3, 5, 3],
    ]);
    const { combos } = scoreBreakdown(state, cellAt(3, 3), 5);
    expect(combos.map((combo) => combo.cells)).toEqual([
      [
        [3, 1],
        [3, 2],
        [3, 3],
      ],
      [
        [3, 3],
        [3, 4],
        [3, 5],
      ],
    ]);
    expect(combos.every((combo) => combo.line === 'row')).toBe(true);

    const column = stateWithTiles(line([3, 3, 4, 4, 3, 3], 0, 2, 1, 0));
    const down = scoreBreakdown(column, cellAt(6, 2), 4).combos;
    const wholeColumn = [0, 1, 2, 3, 4, 5, 6].map((r) => [r, 2]);
    expect(down.map((combo) => [combo.key, combo.line, combo.cells])).toEqual([
      ['sum24', 'column', wholeColumn],
      ['bonus24in7', 'column', wholeColumn],
    ]);
  });
});
