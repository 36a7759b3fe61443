/**
 * Sizes the board to the room its grid area gives it: the largest square that fits, at most 46rem,
 * written as --board-side (px) on the area. A ResizeObserver runs only when that room changes (rotation,
 * a window resize), so a move or a drag never pays for it.
 */
import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

const MAX_BOARD_REM = 46;

export function useBoardSize(area: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = area.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      const side = Math.floor(Math.min(width, height, MAX_BOARD_REM * rem));
      if (side > 0) element.style.setProperty('--board-side', `${side}px`);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [area]);
}
