/**
 * A game's results sheet (both games): open once asked for and the game is over, drawn over two frames
 * (its parts, then its table, `resultsFilled` a painted frame behind), hidden until whole, its heading
 * focused once it is.
 */
import type { ReadonlySignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';

interface ResultsSource {
  resultsOpen: ReadonlySignal<boolean>;
  resultsFilled: ReadonlySignal<boolean>;
  session: { over: ReadonlySignal<boolean> };
}

export function useResultsSheet(table: ResultsSource) {
  const heading = useRef<HTMLHeadingElement>(null);
  const open = table.resultsOpen.value && table.session.over.value;
  const filled = open && table.resultsFilled.value;
  useEffect(() => {
    if (filled) heading.current?.focus();
  }, [filled]);
  const backdrop = `sheet-backdrop${filled ? '' : ' sheet-backdrop--filling'}`;
  return { open, filled, heading, backdrop };
}
