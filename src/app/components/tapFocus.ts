/**
 * For a button that goes away with what it does (Place, Take, Deal…): a mouse click focuses it (a
 * finger's tap does not: input/touchFocus.ts), and removing a focused button makes the browser lay the
 * page out there and then, in the middle of the redraw, which makes the click's frame long on a slow
 * phone. A click lets go of the focus first; the keyboard keeps it (its users need to know where they are).
 */
export function releaseTapFocus(event: MouseEvent): void {
  if (event.detail !== 0) (event.currentTarget as HTMLElement | null)?.blur();
}
