/**
 * Board geometry. The 7×7 board is stored inside a 9×9 frame whose border cells are walls, so a walk
 * along a line stops at a wall or an empty cell without any bounds check.
 */
export const SIZE = 7;
export const FRAME = SIZE + 2;
export const FRAME_CELLS = FRAME * FRAME;
export const WALL = -1;
export const EMPTY = 0;
export const MAX_LINE_SUM = 24;
export const MAX_TILE = 10;
export const COPIES = 4;
export const TILE_COUNT = MAX_TILE * COPIES;
export const REMOVED_COUNT = 3;

/** Frame index of board cell (r, c), both 0-based. */
export function cellAt(r: number, c: number): number {
  return (r + 1) * FRAME + (c + 1);
}
export function rowOf(cell: number): number {
  return ((cell / FRAME) | 0) - 1;
}
export function colOf(cell: number): number {
  return (cell % FRAME) - 1;
}
export function onBoard(r: number, c: number): boolean {
  return Number.isInteger(r) && Number.isInteger(c) && r >= 0 && r < SIZE && c >= 0 && c < SIZE;
}

export const START_CELL = cellAt(3, 3);

export const DOUBLE_CELLS: readonly (readonly [number, number])[] = [
  [0, 2],
  [1, 4],
  [2, 1],
  [2, 6],
  [4, 0],
  [4, 5],
  [5, 2],
  [6, 4],
];
/** 1 where the frame cell doubles a placement's score. */
export const IS_DOUBLE = new Uint8Array(FRAME_CELLS);
for (const [r, c] of DOUBLE_CELLS) IS_DOUBLE[cellAt(r, c)] = 1;

/** Whether board cell (r, c) doubles a placement's score. */
export function isDoubleCell(r: number, c: number): boolean {
  return IS_DOUBLE[cellAt(r, c)] === 1;
}
/** Whether board cell (r, c) is the centre, where the first tile goes. */
export function isStartCell(r: number, c: number): boolean {
  return cellAt(r, c) === START_CELL;
}

/** The 49 playable frame indices, row by row. */
export const BOARD_CELLS = new Int32Array(SIZE * SIZE);
for (let r = 0; r < SIZE; r++) for (let c = 0; c < SIZE; c++) BOARD_CELLS[r * SIZE + c] = cellAt(r, c);

/**
 * The four line directions as frame offsets: a line runs from cell − offset to cell + offset.
 * Index order is fixed: 0 row, 1 column, 2 diagonal "\", 3 diagonal "/". Bytes: read from an
 * Int8Array, an offset is known to be small, and index arithmetic with it needs no overflow check.
 */
export const DIRECTIONS = Int8Array.of(1, FRAME, FRAME + 1, FRAME - 1);
export const LINE_NAMES = ['row', 'column', 'diagonal', 'diagonal'] as const;
export type LineName = (typeof LINE_NAMES)[number];

/** Tiles per hand at the deal. */
export function handSizeFor(players: number): number {
  return players === 2 ? 6 : 5;
}
export const PLAYER_COUNTS = [2, 3, 4] as const;
export type PlayerCount = (typeof PLAYER_COUNTS)[number];
export function isPlayerCount(n: unknown): n is PlayerCount {
  return (PLAYER_COUNTS as readonly unknown[]).includes(n);
}
