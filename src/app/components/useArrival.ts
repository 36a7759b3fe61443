/**
 * A tile placed by an AI flies in from its player's place on the scoreboard to its cell, so the eye
 * follows the move. Web Animations on the transform only; nothing under reduced motion.
 */
import { useLayoutEffect } from 'preact/hooks';
import type { PlayedMove } from '../../engine/twentyfourseven/index.js';
import { reducedMotion } from '../model/settings.js';
import { measureAfterLayout } from './measure.js';

/** Moves already flown in, so coming back to the game screen does not replay the last one. */
const flown = new WeakSet<PlayedMove>();

export function useArrival(last: PlayedMove | null, flies: (move: PlayedMove) => boolean): void {
  useLayoutEffect(() => {
    if (!last || flown.has(last)) return;
    flown.add(last);
    if (reducedMotion.value || !flies(last)) return;
    const tile = document.querySelector<HTMLElement>(`[data-cell="${last.r},${last.c}"] .tile`);
    const from = document.querySelector<HTMLElement>(`.scoreboard [data-seat="${last.player}"]`);
    if (!tile || !from || typeof tile.animate !== 'function') return;
    // Hidden until it can fly in: measured by the next frame's own layout, not by a layout forced now.
    tile.style.opacity = '0';
    measureAfterLayout([from, tile], ([a, b]) => {
      tile.style.opacity = '';
      const dx = a.left + a.width / 2 - (b.left + b.width / 2);
      const dy = a.top + a.height / 2 - (b.top + b.height / 2);
      tile.animate(
        [
          { transform: `translate(${dx}px, ${dy}px) scale(0.7)`, opacity: 0.4 },
          { transform: 'translate(0, 0) scale(1.15)', opacity: 1, offset: 0.8 },
          { transform: 'none', opacity: 1 },
        ],
        { duration: 520, easing: 'cubic-bezier(0.2, 0.8, 0.3, 1)' },
      );
    });
  }, [last]);
}
