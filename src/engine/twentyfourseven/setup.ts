/** Canonical setup from a deck order: start tile, 3 removed, the deal in seat order, the pile. */
import { REMOVED_COUNT, START_CELL, TILE_COUNT, handSizeFor } from './board.js';
import { rebuildLines } from './lines.js';
import { GameState } from './state.js';

/** Where each part of the deck goes: d[0] start, d[1..3] removed, hands from d[4], then the pile. */
export function dealLayout(players: number): { handSize: number; handsStart: number; pileStart: number } {
  const handSize = handSizeFor(players);
  const handsStart = 1 + REMOVED_COUNT;
  return { handSize, handsStart, pileStart: handsStart + players * handSize };
}

/** Builds the starting state from a deck that has already been validated. */
export function setupState(players: number, deck: ArrayLike<number>): GameState {
  const state = new GameState(players);
  const { handSize, handsStart, pileStart } = dealLayout(players);
  state.board[START_CELL] = deck[0]!;
  for (let seat = 0; seat < players; seat++) {
    const hand: number[] = [];
    for (let k = 0; k < handSize; k++) hand.push(deck[handsStart + seat * handSize + k]!);
    state.setHand(seat, hand);
  }
  for (let i = pileStart; i < TILE_COUNT; i++) state.pile[i] = deck[i]!;
  state.pileTop = pileStart;
  rebuildLines(state);
  return state;
}
