/**
 * Dragging a tile with a finger or a mouse (pointer events):
 * - nothing happens until the pointer has moved a few pixels, so a tap stays a tap (the button's
 *   click handler does tap-to-select);
 * - move/up listeners go on the document, so the drag survives leaving the tile;
 * - a requestAnimationFrame loop writes only a CSS transform on a floating copy of the tile, and looks
 *   up the cell under the pointer from board geometry measured once at the start (no layout reads, no
 *   engine calls per move);
 * - the lift's frame draws the tile in the air and nothing else: what picking it changes on the page
 *   (the ghost in the rack, the cells where it fits, the sound) begins a frame later, so neither frame
 *   is long on a slow phone;
 * - the drop's frame draws the copy landing on its cell and nothing else: the board, the rack and
 *   the status line take the tile a frame later, as the copy goes;
 * - the caller leaves a ghost where the tile came from; a refused drop flies the copy back to it.
 * The rack and the board need `touch-action: none` so the browser does not scroll instead.
 */
import { SIZE } from '../../engine/twentyfourseven/index.js';
import { afterNextPaint } from '../model/afterPaint.js';

export type CellRef = readonly [number, number];

export interface DragHandlers {
  /** The tile is in the air (a frame after it left, or at once if it is dropped sooner). */
  begin(): void;
  /** The cell under the pointer changed (null: not over a cell). */
  hover(cell: CellRef | null): void;
  /** Released over `cell` (null: not over a cell): true if the tile may go there, false sends it back (saying why). */
  accepts(cell: CellRef | null): boolean;
  /** The tile goes where `accepts` let it, once the release's frame is painted. */
  drop(cell: CellRef | null): void;
  /** The drag is over: after a drop, a refused one, or none (pointercancel, Escape). */
  end(): void;
}

/** Pixels the pointer must travel before a press becomes a drag. */
const THRESHOLD = 6;
/** How much bigger the tile is in the air, at least (it must show round a fingertip). */
const LIFT = 1.2;

/** The board's cells: the first one's box and the even step between neighbours (the grid's tracks are equal). */
interface BoardGeometry {
  left: number;
  top: number;
  width: number;
  height: number;
  stepX: number;
  stepY: number;
}

/**
 * Measures the board once per drag from two cells' slots (two layout reads, where one per cell made a
 * drag's first frame long). The slots, not the buttons: a button may be scaled while a tile hovers it.
 */
function measureBoard(): BoardGeometry | null {
  const slot = (r: number, c: number) => document.querySelector(`[data-cell="${r},${c}"]`)?.parentElement?.getBoundingClientRect();
  const first = slot(0, 0);
  const next = slot(1, 1);
  if (!first || !next) return null;
  return {
    left: first.left,
    top: first.top,
    width: first.width,
    height: first.height,
    stepX: next.left - first.left,
    stepY: next.top - first.top,
  };
}

function cellUnder(board: BoardGeometry | null, x: number, y: number): CellRef | null {
  if (!board) return null;
  const c = Math.floor((x - board.left) / board.stepX);
  const r = Math.floor((y - board.top) / board.stepY);
  if (r < 0 || c < 0 || r >= SIZE || c >= SIZE) return null;
  // Between two cells (in the gap) is over none.
  if (x - board.left - c * board.stepX >= board.width || y - board.top - r * board.stepY >= board.height) return null;
  return [r, c];
}

/** Starts watching a press on `source` (a tile showing `label`); it becomes a drag if the pointer moves. */
export function pressTile(down: PointerEvent, source: HTMLElement, label: string, handlers: DragHandlers, reduced: boolean): void {
  if (!down.isPrimary || down.button !== 0) return;
  const id = down.pointerId;
  const start = { x: down.clientX, y: down.clientY };
  const at = { ...start };
  let floater: HTMLElement | null = null;
  let board: BoardGeometry | null = null;
  let box: DOMRect | null = null;
  let hovered: CellRef | null = null;
  let begun = false;
  let finished = false;
  let frame = 0;
  let scale = LIFT;

  const onMove = (event: PointerEvent) => {
    if (event.pointerId !== id) return;
    at.x = event.clientX;
    at.y = event.clientY;
    if (!floater && Math.hypot(at.x - start.x, at.y - start.y) >= THRESHOLD) lift();
    if (floater) event.preventDefault();
  };
  const onUp = (event: PointerEvent) => {
    if (event.pointerId !== id) return;
    at.x = event.clientX;
    at.y = event.clientY;
    finish(true);
  };
  const onCancel = (event: PointerEvent) => event.pointerId === id && finish(false);
  const onKey = (event: KeyboardEvent) => event.key === 'Escape' && finish(false);
  // Touch moves of a drag are the page's: cancelling them keeps the browser from reading the drag as a
  // fling, whose end would swallow the next tap (the player's tap on Place).
  const onTouchMove = (event: TouchEvent) => floater && event.cancelable && event.preventDefault();
  document.addEventListener('touchmove', onTouchMove, { passive: false });
  document.addEventListener('pointermove', onMove, { passive: false });
  document.addEventListener('pointerup', onUp);
  document.addEventListener('pointercancel', onCancel);
  document.addEventListener('keydown', onKey);

  function lift(): void {
    board = measureBoard();
    box = source.getBoundingClientRect();
    // In the air the tile takes (at least) the size of a board cell, so it lands without a jump.
    if (board) scale = Math.max(LIFT, (board.width / box.width) * 1.08);
    floater = document.createElement('div');
    floater.className = 'tile tile--floating';
    floater.textContent = label;
    floater.setAttribute('aria-hidden', 'true');
    Object.assign(floater.style, {
      left: `${box.left}px`,
      top: `${box.top}px`,
      width: `${box.width}px`,
      height: `${box.height}px`,
      fontSize: `${Math.round(box.height * 0.52)}px`,
    });
    document.body.append(floater);
    frame = requestAnimationFrame(render);
    afterNextPaint(begin);
  }

  function begin(): void {
    if (begun || finished) return;
    begun = true;
    handlers.begin();
  }

  function render(): void {
    if (!floater) return;
    floater.style.transform = `translate3d(${at.x - start.x}px, ${at.y - start.y}px, 0) scale(${scale})`;
    if (begun) {
      const cell = cellUnder(board, at.x, at.y);
      if (cell?.[0] !== hovered?.[0] || cell?.[1] !== hovered?.[1]) handlers.hover((hovered = cell));
    }
    frame = requestAnimationFrame(render);
  }

  /** Puts the copy of the tile (still in the air) over the centre of the cell it was dropped on. */
  function land(tile: HTMLElement, [r, c]: CellRef): void {
    if (!board || !box) return;
    const x = board.left + c * board.stepX + board.width / 2 - (box.left + box.width / 2);
    const y = board.top + r * board.stepY + board.height / 2 - (box.top + box.height / 2);
    tile.classList.add('tile--landing');
    tile.style.transform = `translate3d(${x}px, ${y}px, 0) scale(${scale})`;
  }

  function finish(dropped: boolean): void {
    document.removeEventListener('pointermove', onMove);
    document.removeEventListener('pointerup', onUp);
    document.removeEventListener('pointercancel', onCancel);
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('touchmove', onTouchMove);
    cancelAnimationFrame(frame);
    const tile = floater;
    if (!tile) return; // a tap: the click handler takes it from here
    begin(); // dropped within the lift's frame: the drag still begins before it ends
    finished = true;
    swallowClick();
    const cell = cellUnder(board, at.x, at.y);
    if (dropped && handlers.accepts(cell)) {
      // The release's frame moves the copy alone (onto its cell); what the drop changes follows it.
      if (cell) land(tile, cell);
      afterNextPaint(() => {
        handlers.drop(cell);
        handlers.end();
        tile.remove();
      });
      return;
    }
    handlers.end();
    if (reduced) return tile.remove();
    // Refused: fly back to the ghost in the rack, then vanish.
    tile.style.transition = 'transform 180ms cubic-bezier(0.3, 0.7, 0.4, 1)';
    tile.style.transform = 'translate3d(0, 0, 0) scale(1)';
    tile.addEventListener('transitionend', () => tile.remove(), { once: true });
    setTimeout(() => tile.remove(), 400);
  }
}

/** A mouse drag that ends on another element may still fire a click on a common ancestor: drop it. */
function swallowClick(): void {
  const swallow = (event: Event) => event.stopPropagation();
  window.addEventListener('click', swallow, { capture: true, once: true });
  setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
}
