/**
 * Writes an element's width, in px, as a CSS variable on it, measured by a ResizeObserver (so only when
 * that width changes: a rotation, a window resize). Container query units would say the same in CSS,
 * but inside a container every style change waits for layout, and each frame of a move paid for it.
 */
import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

export function useWidthVariable(element: RefObject<HTMLElement | null>, name: string): void {
  useLayoutEffect(() => {
    const target = element.current;
    if (!target || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) target.style.setProperty(name, `${Math.floor(entry.contentRect.width)}px`);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, name]);
}
