/**
 * Where elements are on screen, read without forcing a layout: getBoundingClientRect right after a
 * change makes the browser lay the page out there and then, inside the task that made the change (a
 * tap, a move), which is what makes a frame long on a slow phone. An IntersectionObserver reports
 * the boxes from the layout the next frame does anyway.
 */
export function measureAfterLayout<T extends readonly Element[]>(
  elements: readonly [...T],
  then: (boxes: { [K in keyof T]: DOMRectReadOnly }) => void,
): void {
  const read = (boxOf: (element: Element) => DOMRectReadOnly) => then(elements.map(boxOf) as { [K in keyof T]: DOMRectReadOnly });
  if (typeof IntersectionObserver === 'undefined') return read((element) => element.getBoundingClientRect());
  const observer = new IntersectionObserver((entries) => {
    observer.disconnect();
    const boxes = new Map(entries.map((entry) => [entry.target, entry.boundingClientRect]));
    read((element) => boxes.get(element) ?? element.getBoundingClientRect());
  });
  for (const element of elements) observer.observe(element);
}
