/** Small builders shared by the 7 Jours engine tests. */
import { Game, standardDeck } from '../../../src/engine/septjours/index.js';

/** A deck whose first cards are the ones given, the rest of the 28 after them in standard order. */
export function deckStartingWith(first: readonly string[]): string[] {
  const rest = standardDeck();
  for (const card of first) {
    const at = rest.indexOf(card);
    if (at < 0) throw new Error(`no ${card} left for the deck`);
    rest.splice(at, 1);
  }
  return [...first, ...rest];
}

/** The spec's worked example: 4 players, dealer seat 0, the first round dealt and picked. */
export function workedExample(picks = 4): Game {
  const game = new Game(4, deckStartingWith(['E3', 'A0', 'W1', 'F0', 'E0', 'A2', 'W0']), 0);
  const moves = [{ shift: 1, packets: [2, 1, 3, 1] }, { pick: 2 }, { pick: 0 }, { pick: 3 }, { pick: 1 }].slice(0, 1 + picks);
  for (const move of moves) {
    const result = game.play(move);
    if (!result.ok) throw new Error(result.refusal.message);
  }
  return game;
}
