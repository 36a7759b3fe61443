/**
 * The moves log (both games) draws its newest moves only, LOG_STEP more at a time: as the list is
 * scrolled to its end, or by the button ending it; back to the newest LOG_STEP once scrolled back to
 * its top. A late game's whole log was most of the page's layout objects and paint, laid out, painted
 * and sorted into layers again in many frames of play, though a move adds one entry and the log shows
 * a few. (A closed sheet keeps what it drew, and its place: it is not laid out while closed.)
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { messages } from '../i18n/index.js';

export const LOG_STEP = 6;

/** The log's list, newest first: the last `shown` of `count` moves, each drawn by `entry(n)`. */
export function LogWindow({ count, entry }: { count: number; entry: (n: number) => ComponentChildren }) {
  const [shown, setShown] = useState(LOG_STEP);
  const first = Math.max(0, count - shown);
  const entries: ComponentChildren[] = [];
  for (let n = count - 1; n >= first; n--) entries.push(entry(n));
  return (
    <ol class="log__list" reversed onScroll={(event) => event.currentTarget.scrollTop <= 0 && setShown(LOG_STEP)}>
      {entries}
      {first > 0 && <EarlierMoves hidden={first} onMore={() => setShown((s) => s + LOG_STEP)} />}
    </ol>
  );
}

/**
 * The list's last item while moves are left out: a button drawing the next LOG_STEP, pressed by itself
 * when it comes into the list's view (the list scrolls; the log keeps its height).
 */
function EarlierMoves({ hidden, onMore }: { hidden: number; onMore: () => void }) {
  // Observed anew whenever the moves left out change: an observer reports a change of view only, and
  // the button may still be in view once the moves it drew are in.
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const element = item.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    // A closed log sheet is not laid out: its end is never in view, until it opens.
    const observer = new IntersectionObserver((seen) => seen.some((entry) => entry.isIntersecting) && onMore(), {
      root: element.parentElement,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hidden]);
  return (
    <li ref={item} class="log__earlier">
      <button type="button" class="button button--ghost button--small" onClick={onMore}>
        {messages.value.log.earlier}
      </button>
    </li>
  );
}
