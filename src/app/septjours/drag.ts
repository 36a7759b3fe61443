/**
 * Dragging a packet to the picker's row, or an end card to the other end of the row, with a finger
 * or a mouse (pointer events). Like the tile drag of 24/7: nothing happens until the pointer has moved
 * a few pixels (a tap stays a tap: the button's click does it), move and up listeners go on the
 * document, and one requestAnimationFrame loop writes only the element's `translate` (which adds to
 * the transform that places it, on the compositor). Where it may land is measured once, by the caller,
 * when the drag begins; a refused drop springs back.
 */

export interface DragHandlers {
  /** The pointer moved past the threshold; false refuses the drag (a tap will do what it does). */
  begin(): boolean;
  /** Released `dx`, `dy` from where it was pressed, the pointer at `x`, `y`. */
  drop(x: number, y: number, dx: number, dy: number): void;
  /** The drag ended, dropped or not. */
  end(): void;
  /** The pointer moved while in the air (at most once a frame). */
  over?(x: number, y: number): void;
}

/** Pixels the pointer must travel before a press becomes a drag. */
const THRESHOLD = 8;

/** `carried`: elements drawn elsewhere that move with `element` (a packet's cards). */
export function pressToDrag(down: PointerEvent, element: HTMLElement, handlers: DragHandlers, carried: readonly HTMLElement[] = []): void {
  if (!down.isPrimary || down.button !== 0) return;
  const moved = [element, ...carried];
  const id = down.pointerId;
  const start = { x: down.clientX, y: down.clientY };
  const at = { ...start };
  let lifted = false;
  let refused = false;
  let frame = 0;

  const onMove = (event: PointerEvent) => {
    if (event.pointerId !== id) return;
    at.x = event.clientX;
    at.y = event.clientY;
    if (!lifted && !refused && Math.hypot(at.x - start.x, at.y - start.y) >= THRESHOLD) lift();
    if (lifted) event.preventDefault();
  };
  const onUp = (event: PointerEvent) => {
    if (event.pointerId !== id) return;
    at.x = event.clientX;
    at.y = event.clientY;
    finish(true);
  };
  const onCancel = (event: PointerEvent) => event.pointerId === id && finish(false);
  const onKey = (event: KeyboardEvent) => event.key === 'Escape' && finish(false);
  // Cancelling a drag's touch moves keeps the browser from reading it as a fling, whose end would
  // swallow the next tap.
  const onTouchMove = (event: TouchEvent) => lifted && event.cancelable && event.preventDefault();
  document.addEventListener('touchmove', onTouchMove, { passive: false });
  document.addEventListener('pointermove', onMove, { passive: false });
  document.addEventListener('pointerup', onUp);
  document.addEventListener('pointercancel', onCancel);
  document.addEventListener('keydown', onKey);

  function lift(): void {
    if (!handlers.begin()) {
      refused = true;
      return;
    }
    lifted = true;
    for (const each of moved) each.classList.add('is-dragged');
    frame = requestAnimationFrame(render);
  }

  function render(): void {
    const translate = `${at.x - start.x}px ${at.y - start.y}px`;
    for (const each of moved) each.style.translate = translate;
    handlers.over?.(at.x, at.y);
    frame = requestAnimationFrame(render);
  }

  function finish(released: boolean): void {
    document.removeEventListener('touchmove', onTouchMove);
    document.removeEventListener('pointermove', onMove);
    document.removeEventListener('pointerup', onUp);
    document.removeEventListener('pointercancel', onCancel);
    document.removeEventListener('keydown', onKey);
    cancelAnimationFrame(frame);
    if (!lifted) return;
    // The click that follows a drag's release is not a tap.
    const swallow = (event: Event) => {
      event.stopPropagation();
      event.preventDefault();
    };
    element.addEventListener('click', swallow, { capture: true, once: true });
    setTimeout(() => element.removeEventListener('click', swallow, { capture: true }), 0);
    if (released) handlers.drop(at.x, at.y, at.x - start.x, at.y - start.y);
    // Back to its place, eased by the stylesheet's transition on `translate`: where it came from after a
    // refused drop, its new place after a kept one (a card moved to the other end), or gone with the
    // packet taken.
    for (const each of moved) {
      each.classList.remove('is-dragged');
      each.classList.add('is-returning');
      each.style.translate = '';
    }
    setTimeout(() => {
      for (const each of moved) each.classList.remove('is-returning');
    }, 300);
    handlers.end();
  }
}

/** Whether a point lies in a box. */
export function inside(box: DOMRect | null, x: number, y: number): boolean {
  return box !== null && x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
}
