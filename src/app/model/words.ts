/** Everything the game says in words: combination names, cell names for screen readers, reasons. */
import type { Combo, ComboKey, PlayedMove, Refusal, ScoreBreakdown } from '../../engine/twentyfourseven/index.js';

export const COMBO_NAMES: Readonly<Record<ComboKey, string>> = {
  sum7: 'Sum of 7',
  sum24: 'Sum of 24',
  run3: 'Run of 3',
  run4: 'Run of 4',
  run5: 'Run of 5',
  run6: 'Run of 6',
  set3: 'Set of 3',
  set4: 'Set of 4',
  bonus24in7: '24 in 7',
  bonus247: '24/7 bonus',
};

/** The colour family a combination lights its cells in. */
export type Tone = 'seven' | 'twentyfour' | 'run' | 'set' | 'bonus';
export function toneOf(key: ComboKey): Tone {
  if (key === 'sum7') return 'seven';
  if (key === 'sum24') return 'twentyfour';
  if (key.startsWith('run')) return 'run';
  if (key.startsWith('set')) return 'set';
  return 'bonus';
}

/** "Run of 4 +40" */
export function comboLabel(combo: Pick<Combo, 'key' | 'minutes'>): string {
  return `${COMBO_NAMES[combo.key]} +${combo.minutes}`;
}

/** "Sum of 24 +40, Run of 3 +30, ×2" — or "no combination". */
export function breakdownWords(breakdown: ScoreBreakdown): string {
  if (breakdown.combos.length === 0) return 'no combination';
  const parts = breakdown.combos.map(comboLabel);
  if (breakdown.doubled) parts.push('×2');
  return parts.join(', ');
}

/** 1-based, as people count: "Row 3, column 5". */
export function cellName(r: number, c: number): string {
  return `Row ${r + 1}, column ${c + 1}`;
}

export function minutesWords(n: number): string {
  return n === 1 ? '1 minute' : `${n} minutes`;
}

/** "Medium AI placed 7 on row 3, column 5: Sum of 24 +40 (40 minutes)." */
export function moveWords(played: PlayedMove, name: string): string {
  const where = cellName(played.r, played.c).toLowerCase();
  const { breakdown } = played;
  const score = breakdown.total > 0 ? `: ${breakdownWords(breakdown)} (${minutesWords(breakdown.total)})` : ', no minutes';
  return `${name} placed ${played.v} on ${where}${score}.`;
}

/** Why a tile may not go where it was dropped, in a player's words. */
export function refusalWords(refusal: Refusal): string {
  switch (refusal.code) {
    case 'too-big':
      return `${refusal.v} does not fit here: the ${refusal.line} would sum to ${refusal.sum}`;
    case 'occupied':
      return `That cell already holds a ${refusal.held}`;
    case 'not-touching':
      return 'A tile must touch another tile (corners count)';
    case 'not-in-hand':
      return `There is no ${refusal.v} in this hand`;
    case 'game-over':
      return 'The game is over';
    case 'bad-move':
      return 'That is not a cell of the board';
  }
}

export function ordinal(n: number): string {
  const suffix =
    n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** "Ada", "Ada and Bo", "Ada, Bo and Cy" */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export interface CellFacts {
  r: number;
  c: number;
  /** The tile on it (0: empty). */
  v: number;
  start: boolean;
  double: boolean;
  /** Largest tile that fits (0: none), null while unknown. */
  fits: number | null;
  outOfTime: boolean;
  pending: { v: number; total: number; lifted: boolean } | null;
  last: number | null;
  hint: number | null;
}

/** A cell's accessible name, position first: "Row 3, column 5, empty, up to 7 fits, double". */
export function cellLabel(p: CellFacts): string {
  const parts = [cellName(p.r, p.c)];
  if (p.pending && !p.pending.lifted) parts.push(`tile ${p.pending.v}, not placed yet, ${minutesWords(p.pending.total)}`);
  else if (p.v > 0) parts.push(`tile ${p.v}`);
  else {
    parts.push('empty');
    if (p.fits) parts.push(`up to ${p.fits} fits`);
    else if (p.outOfTime) parts.push('out of time');
  }
  if (p.double) parts.push('double');
  if (p.start) parts.push('start');
  if (p.last !== null && p.v > 0) parts.push('last move');
  if (p.hint !== null) parts.push(`hint: ${p.hint}`);
  return parts.join(', ');
}
