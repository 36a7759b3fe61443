/**
 * Type a screen will use later (a results sheet's sizes, weights and tabular figures), set in idle time
 * while the game goes on: each sample drawn in an idle period of its own, hidden from eyes and readers,
 * and kept. The first use of each of those fonts was a large part of the game's last frames on a slow
 * phone, and all of them at once made a long frame of their own.
 */
import type { VNode } from 'preact';
import { messages } from '../i18n/index.js';
import { useEffect, useState } from 'preact/hooks';
import { whenIdle } from '../model/afterPaint.js';

/** `samples`: one element per font to set up, in the classes that give it. */
export function TypeWarmUp({ samples }: { samples: () => VNode[] }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let mounted = true;
    let drawn = 0;
    const total = samples().length;
    // whenIdle, not stepWhenIdle: one more name exported by the first download took it past its budget.
    const drawNext = () =>
      whenIdle(() => {
        if (!mounted) return;
        setCount(++drawn);
        if (drawn < total) drawNext();
      });
    drawNext();
    return () => {
      mounted = false;
    };
  }, [samples]);
  if (count === 0) return null;
  const all = samples();
  // Complete: no more to draw (browser tests that count a move's work wait for it).
  return (
    <div class="type-warm-up" aria-hidden="true" inert data-complete={count >= all.length ? '' : undefined}>
      {all.slice(0, count)}
    </div>
  );
}

/**
 * Samples for a results sheet (both games): its kicker, its title and its buttons, around the game's
 * own; none in a sheet (`.gameover`), which would be taken for the game's end.
 */
export function resultsSheetType(own: VNode[]): VNode[] {
  const m = messages.value;
  return [
    <p class="gameover__kicker">{m.results.kicker}</p>,
    <h2 class="gameover__title">{m.results.youWin}</h2>,
    ...own,
    <span class="button">{m.results.rematch}</span>,
  ];
}
