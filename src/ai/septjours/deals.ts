/** The dealer's options, one per distinct set of packets. */
import { BOUNDS_AT, ROW_AT, legalCodes, playUnchecked, type GameState } from '../../engine/septjours/index.js';
import { CARD_PACKED } from './policies.js';

/**
 * A packet's content as one number (cards per element and stars, see CARD_PACKED). The score reads
 * only counts and stars, so two packets with the same number are worth the same to everyone.
 */
export function packetContent(state: GameState, p: number): number {
  const data = state.data;
  let packed = 0;
  for (let i = data[BOUNDS_AT + p]!; i < data[BOUNDS_AT + p + 1]!; i++) packed += CARD_PACKED[data[ROW_AT + i]!]!;
  return packed;
}

const contents: number[] = [];

/** What deal `code` lays out, as a key: equal for deals whose packets hold the same contents in any order. */
export function dealKey(state: GameState, code: number, scratch: GameState): string {
  scratch.copyFrom(state);
  playUnchecked(scratch, code);
  contents.length = 0;
  for (let p = 0; p < scratch.packets; p++) contents.push(packetContent(scratch, p));
  contents.sort((a, b) => a - b);
  return contents.join();
}

/**
 * The dealer's legal deals, keeping one of each set of packet contents: deals that lay out the same
 * packets in another order leave the pickers the same choices, so they are worth the same.
 */
export function distinctDeals(state: GameState, scratch: GameState): number[] {
  const seen = new Set<string>();
  const codes: number[] = [];
  for (const code of legalCodes(state)) {
    const key = dealKey(state, code, scratch);
    if (seen.has(key)) continue;
    seen.add(key);
    codes.push(code);
  }
  return codes;
}
