/**
 * A finger's tap on a button acts as the finger lifts, in the task of its touchend, not at the click
 * the browser makes of it later. Between the two the browser sends the gesture through its own
 * process, then in the click's task brings style and layout up to date for a hit test, fires the
 * mouse events a touch also makes and moves the focus: on a slow phone that is most of a tap's wait.
 * Cancelling the touchend drops that click; the button gets a click of its own at once (detail 1, as
 * a pointer's click, so handlers still tell it from a key's). Like iOS, a tap does not focus it.
 *
 * Only a plain tap: one finger, lifted within LONG_PRESS_MS, moved less than the drags' threshold, with
 * the page not scrolling (a tap that stops a fling is not a click either) and no text field focused.
 * Anything else, and any other element, is left to the browser as before. Mouse and keyboard are
 * untouched.
 */

/** Less than the tile and card drags' thresholds (6 and 8 px): a press that may become a drag is no tap. */
const SLOP_PX = 5;
/** A longer press is the browser's (its long press gives no click). */
const LONG_PRESS_MS = 450;
/** A scroll this recent means the touch may be stopping a fling. */
const SCROLL_QUIET_MS = 120;

interface Press {
  id: number;
  x: number;
  y: number;
  at: number;
  button: HTMLButtonElement;
  moved: boolean;
}

/** A text field has the focus: the browser's tap takes it away, closing the on-screen keyboard. */
const typing = () => document.activeElement?.matches('input, textarea, select, [contenteditable]') === true;

export function tapButtonsOnRelease(): void {
  let press: Press | null = null;
  let lastScroll = -Infinity;

  addEventListener('scroll', () => (lastScroll = performance.now()), { capture: true, passive: true });
  document.addEventListener(
    'touchstart',
    (event) => {
      const touch = event.changedTouches[0];
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      const single = event.touches.length === 1 && event.changedTouches.length === 1;
      press =
        single && touch && button && !button.disabled
          ? { id: touch.identifier, x: touch.clientX, y: touch.clientY, at: event.timeStamp, button, moved: false }
          : null;
    },
    { passive: true },
  );
  document.addEventListener(
    'touchmove',
    (event) => {
      if (!press) return;
      for (const touch of Array.from(event.changedTouches)) {
        if (touch.identifier === press.id && Math.hypot(touch.clientX - press.x, touch.clientY - press.y) >= SLOP_PX) press.moved = true;
      }
    },
    { passive: true },
  );
  document.addEventListener('touchcancel', () => (press = null), { passive: true });
  document.addEventListener(
    'touchend',
    (event) => {
      const tap = press;
      press = null;
      const touch = event.changedTouches[0];
      if (!tap || !touch || touch.identifier !== tap.id || event.touches.length > 0 || !event.cancelable) return;
      if (tap.moved || Math.hypot(touch.clientX - tap.x, touch.clientY - tap.y) >= SLOP_PX) return;
      if (event.timeStamp - tap.at > LONG_PRESS_MS || lastScroll > tap.at - SCROLL_QUIET_MS) return;
      if (!tap.button.isConnected || tap.button.disabled || typing()) return;
      event.preventDefault();
      tap.button.dispatchEvent(
        new PointerEvent('click', {
          bubbles: true,
          cancelable: true,
          detail: 1,
          pointerType: 'touch',
          clientX: touch.clientX,
          clientY: touch.clientY,
        }),
      );
    },
    { passive: false },
  );
}
