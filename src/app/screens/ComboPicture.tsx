/**
 * A small board excerpt showing one combination. Rows are written as text: "." empty, "x" an empty 2x
 * cell, "5" a tile, "*5" the tile just placed (ringed), "~5" a tile that is in the line but not the combination.
 */
import { messages } from '../i18n/index.js';

interface Props {
  rows: readonly string[];
  label: string;
  tone: string;
}

export function ComboPicture({ rows, label, tone }: Props) {
  const grid = rows.map((row) => row.trim().split(/\s+/));
  const columns = Math.max(...grid.map((row) => row.length));
  return (
    <div class={`combo-pic tone-${tone}`} role="img" aria-label={label} style={{ '--cols': columns }}>
      {grid.flatMap((row, r) =>
        row.map((token, c) => {
          const key = `${r}-${c}`;
          if (token === '.') return <span key={key} class="combo-pic__cell" />;
          if (token === 'x')
            return (
              <span key={key} class="combo-pic__cell combo-pic__cell--double">
                {messages.value.shared.doubleMark}
              </span>
            );
          const placed = token.startsWith('*');
          const outside = token.startsWith('~');
          const value = token.replace(/^[*~]/, '');
          return (
            <span
              key={key}
              class={`combo-pic__tile${placed ? ' combo-pic__tile--placed' : ''}${outside ? ' combo-pic__tile--outside' : ''}`}
            >
              {value}
            </span>
          );
        }),
      )}
    </div>
  );
}
