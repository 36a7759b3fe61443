/**
 * Dragging a tile with a finger or a mouse (pointer events), after chessground's drag:
 * - nothing happens until the pointer has moved a few pixels, so a tap stays a tap (the button's
 *   click handler does tap-to-select);
 * - move/up listeners go on the document, so the drag survives leaving the tile;
 * - a requestAnimationFrame loop writes only a CSS transform on a floating copy of the tile, and looks
 *   up the cell under the pointer from board geometry measured once at the start (no layout reads, no
 *   engine calls per move);
 * - the caller leaves a ghost where the tile came from; a refused drop flies the copy back to it.
 * The rack and the board need `touch-action: none` so the browser does not scroll instead.
 */
export type CellRef = readonly [number, number];

export interface DragHandlers {
  /** The pointer moved past the threshold: the tile is in the air. */
  begin(): void;
  /** The cell under the pointer changed (null: not over a cell). */
  hover(cell: CellRef | null): void;
  /** Released over `cell` (null: not over a cell). True keeps the tile there; false sends it back. */
  drop(cell: CellRef | null): boolean;
  /** The drag ended without a drop (pointercancel, Escape) or after a refused one. */
  end(): void;
}

/** Pixels the pointer must travel before a press becomes a drag. */
const THRESHOLD = 6;
/** How much bigger the tile is in the air, at least (it must show round a fingertip). */
const LIFT = 1.2;

interface CellBox {
  cell: CellRef;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Every board cell's box (buttons carrying data-cell="r,c"), measured once per drag. */
function measureCells(): CellBox[] {
  return [...document.querySelectorAll<HTMLElement>('[data-cell]')].map((el) => {
    const [r, c] = el.dataset.cell!.split(',').map(Number) as [number, number];
    const box = el.getBoundingClientRect();
    return { cell: [r, c], left: box.left, top: box.top, right: box.right, bottom: box.bottom };
  });
}

function cellUnder(boxes: CellBox[], x: number, y: number): CellRef | null {
  for (const b of boxes) if (x >= b.left && x < b.right && y >= b.top && y < b.bottom) return b.cell;
  return null;
}

/** Starts watching a press on `source` (a tile showing `label`); it becomes a drag if the pointer moves. */
export function pressTile(down: PointerEvent, source: HTMLElement, label: string, handlers: DragHandlers, reduced: boolean): void {
  if (!down.isPrimary || down.button !== 0) return;
  const id = down.pointerId;
  const start = { x: down.clientX, y: down.clientY };
  const at = { ...start };
  let floater: HTMLElement | null = null;
  let boxes: CellBox[] = [];
  let hovered: CellRef | null = null;
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
    boxes = measureCells();
    const box = source.getBoundingClientRect();
    // In the air the tile takes (at least) the size of a board cell, so it lands without a jump.
    const cell = boxes[0];
    if (cell) scale = Math.max(LIFT, ((cell.right - cell.left) / box.width) * 1.08);
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
    handlers.begin();
    frame = requestAnimationFrame(render);
  }

  function render(): void {
    if (!floater) return;
    floater.style.transform = `translate3d(${at.x - start.x}px, ${at.y - start.y}px, 0) scale(${scale})`;
    const cell = cellUnder(boxes, at.x, at.y);
    if (cell?.[0] !== hovered?.[0] || cell?.[1] !== hovered?.[1]) handlers.hover((hovered = cell));
    frame = requestAnimationFrame(render);
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
    swallowClick();
    const kept = dropped && handlers.drop(cellUnder(boxes, at.x, at.y));
    handlers.end();
    if (kept || reduced) return tile.remove();
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
