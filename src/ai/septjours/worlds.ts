/** The worlds a seat's view allows: its view completed by an order of the cards not yet dealt. */
import { parseCard, stateFromView, unseenCards, type GameState, type SeatView } from '../../engine/septjours/index.js';
import { Determinizer } from '../determinize.js';

/** The sampler of worlds consistent with a view: the undealt cards in a random order. */
export function worldsOf(view: SeatView): Determinizer<SeatView, GameState> {
  return new Determinizer(view, unseenCards(view).map(parseCard), stateFromView);
}
