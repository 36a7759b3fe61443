/**
 * A finger's tap on a button does not focus it (as on iOS): focusing makes the browser bring the
 * page's style and layout up to date in the middle of the tap, before the tap's own handlers run, and
 * then redraw the focus change as well. Keyboard focus is unchanged, and so is a tap while a text field
 * has the focus (the tap still takes it away, closing the on-screen keyboard).
 */
export function keepTapsFromFocusingButtons(): void {
  let byFinger = false;
  document.addEventListener('pointerdown', (event) => (byFinger = event.pointerType === 'touch'), { capture: true, passive: true });
  document.addEventListener(
    'mousedown',
    (event) => {
      if (!byFinger || !(event.target instanceof Element) || !event.target.closest('button')) return;
      if (document.activeElement?.matches('input, textarea, select, [contenteditable]')) return;
      event.preventDefault();
    },
    { capture: true },
  );
}
