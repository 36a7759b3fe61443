/**
 * Type a screen will use later (a results sheet's sizes, weights and tabular figures), set in idle time
 * while the game goes on: each sample drawn in an idle period of its own, hidden from eyes and readers,
 * and kept. The first use of each of those fonts was a large part of the game's last frames on a slow
 * phone, and all of them at once made a long frame of their own.
 */
import type { VNode } from 'preact';
import { messages } from '../i18n/index.js';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { whenIdle } from '../model/afterPaint.js';

/** The idle time a sample needs, ms: drawn and laid out with room to spare on a slow phone. */
const ROOM_MS = 40;
/**
 * How long the samples wait for that much, ms, before they are drawn as other idle work is (whenIdle):
 * a page that draws every frame (an animation the compositor cannot run, a watcher in a test) idles a
 * frame's rest at most.
 */
const PATIENCE_MS = 5000;

/**
 * Runs `run` in an idle period with ROOM_MS left, not at a deadline in whatever frame is busy then
 * (samples drawn so, while an AI's worker and a move's frames kept the page from idling, made long
 * frames of their own); past PATIENCE_MS from `since`, and where idle time cannot be told, as whenIdle.
 */
function whenIdleWithRoom(run: () => void, since: number): void {
  const patience = since + PATIENCE_MS - performance.now();
  if (typeof requestIdleCallback !== 'function' || patience <= 0) return whenIdle(run);
  // The timeout: a page that never idles comes back here once its patience is out. Whole milliseconds,
  // rounded up: the browser truncates it, and a timeout of 0 is none at all.
  requestIdleCallback((deadline) => (deadline.timeRemaining() >= ROOM_MS ? run() : whenIdleWithRoom(run, since)), {
    timeout: Math.ceil(patience),
  });
}

/** `samples`: one element per font to set up, in the classes that give it. */
export function TypeWarmUp({ samples }: { samples: () => VNode[] }) {
  const [count, setCount] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let mounted = true;
    let drawn = 0;
    const total = samples().length;
    const since = performance.now();
    const drawNext = () =>
      whenIdleWithRoom(() => {
        if (!mounted) return;
        setCount(++drawn);
        if (drawn < total) drawNext();
      }, since);
    drawNext();
    return () => {
      mounted = false;
    };
  }, [samples]);
  // Each sample laid out in the idle period that drew it, not in the next frame (a move's, maybe).
  useLayoutEffect(() => {
    if (count > 0) box.current?.getBoundingClientRect();
  }, [count]);
  if (count === 0) return null;
  const all = samples();
  // Complete: no more to draw (browser tests that count a move's work wait for it).
  return (
    <div ref={box} class="type-warm-up" aria-hidden="true" inert data-complete={count >= all.length ? '' : undefined}>
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
