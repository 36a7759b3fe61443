/**
 * For a button that goes away with what it does (Place, Take, Deal…): a tap focuses it, and removing
 * a focused button makes the browser lay the page out there and then, in the middle of the redraw,
 * which makes the tap's frame long on a slow phone. A tap lets go of the focus first; the keyboard
 * keeps it (its users need to know where they are).
 */
export function releaseTapFocus(event: MouseEvent): void {
  if (event.detail !== 0) (event.currentTarget as HTMLElement | null)?.blur();
}
