/**
 * The game in words, in the player's language (the message catalogue, src/app/i18n): combination
 * names, cell names for screen readers, a move, why a placement is refused.
 */
import type { Combo, ComboKey, LineName, PlayedMove, Refusal, ScoreBreakdown } from '../../engine/twentyfourseven/index.js';
import { messages } from '../i18n/index.js';

export function comboName(key: ComboKey): string {
  return messages.value.combos[key];
}

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
  return messages.value.combo({ name: comboName(combo.key), minutes: combo.minutes });
}

/** "Sum of 24 +40, Run of 3 +30, ×2". */
export function breakdownWords(breakdown: ScoreBreakdown): string {
  const m = messages.value;
  const parts = breakdown.combos.map(comboLabel);
  if (breakdown.doubled) parts.push(m.doubled);
  return m.common.parts({ items: parts });
}

/** 1-based, as people count: "Row 3, column 5". */
export function cellName(r: number, c: number): string {
  return messages.value.cells.name({ r: r + 1, c: c + 1 });
}

export function lineName(line: LineName): string {
  return messages.value.lines[line];
}

/** "Medium AI placed 7 on row 3, column 5: Sum of 24 +40 (40 minutes)." */
export function moveWords(played: PlayedMove, name: string): string {
  const { announce } = messages.value;
  const where = { name, v: played.v, r: played.r + 1, c: played.c + 1 };
  const { total } = played.breakdown;
  return total > 0 ? announce.scored({ ...where, combos: breakdownWords(played.breakdown), minutes: total }) : announce.placed(where);
}

/** Why a tile may not go where it was dropped, in a player's words. */
export function refusalWords(refusal: Refusal): string {
  const { refusals } = messages.value;
  switch (refusal.code) {
    case 'too-big':
      return refusals.tooBig({ v: refusal.v, line: lineName(refusal.line), sum: refusal.sum });
    case 'occupied':
      return refusals.occupied({ v: refusal.held });
    case 'not-touching':
      return refusals.notTouching;
    case 'not-in-hand':
      return refusals.notInHand({ v: refusal.v });
    case 'game-over':
      return refusals.gameOver;
    case 'bad-move':
      return refusals.badMove;
  }
}

/** "Ada", "Ada and Bo", "Ada, Bo and Cy", in the player's language. */
export function listWords(items: readonly string[]): string {
  return messages.value.common.list({ items });
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
  const { cells } = messages.value;
  const parts = [cellName(p.r, p.c)];
  if (p.pending && !p.pending.lifted) parts.push(cells.pending({ v: p.pending.v, minutes: p.pending.total }));
  else if (p.v > 0) parts.push(cells.tile({ v: p.v }));
  else {
    parts.push(cells.empty);
    if (p.fits) parts.push(cells.fits({ v: p.fits }));
    else if (p.outOfTime) parts.push(cells.outOfTime);
  }
  if (p.double) parts.push(cells.double);
  if (p.start) parts.push(cells.start);
  if (p.last !== null && p.v > 0) parts.push(cells.last);
  if (p.hint !== null) parts.push(cells.hint({ v: p.hint }));
  return cells.label({ parts });
}
