/**
 * A game as players see it: its players, first dealer and deck, the live state, and the history of
 * moves with who made them and the cards they dealt or took. Resume, import and replay all
 * rebuild a Game by replaying moves from the deck (one restore path).
 */
import type { PlayableGame } from '../module.js';
import { formatCard, parseCard } from './cards.js';
import { decodeMove, encodeMove, isPick, legalCodes, playUnchecked, refusalOf, setupState, type Move, type Refusal } from './rules.js';
import { pointsOf, rankSeats, type Points } from './scoring.js';
import type { GameState } from './state.js';

/** A deal as played: the record's move, who dealt, and the packets' cards in row order. */
export interface PlayedDeal {
  player: number;
  shift: number;
  packets: number[];
  cards: string[][];
}
/** A pick as played: the record's move, who picked, and the cards taken. */
export interface PlayedPick {
  player: number;
  pick: number;
  cards: string[];
}
export type PlayedMove = PlayedDeal | PlayedPick;

export type PlayResult = { ok: true; played: PlayedMove } | { ok: false; refusal: Refusal };

export class Game implements PlayableGame<Move, Refusal> {
  readonly players: number;
  readonly firstDealer: number;
  /** The 28 cards as names, in the order drawn. */
  readonly deck: readonly string[];
  readonly state: GameState;
  readonly history: PlayedMove[] = [];

  /** `deck` must already be valid (see deckProblem in record.ts), and firstDealer a seat. */
  constructor(players: number, deck: readonly string[], firstDealer = 0) {
    this.players = players;
    this.firstDealer = firstDealer;
    this.deck = [...deck];
    this.state = setupState(players, deck.map(parseCard), firstDealer);
  }

  get over(): boolean {
    return this.state.over;
  }
  get toMove(): number {
    return this.state.toMove;
  }
  /** The round being played, 1 to 4 (4 once over). */
  get round(): number {
    return this.state.round + 1;
  }
  get dealer(): number {
    return this.state.dealer;
  }

  play(move: Move): PlayResult {
    const refusal = refusalOf(this.state, move);
    if (refusal) return { ok: false, refusal };
    const state = this.state;
    const player = state.toMove;
    const code = encodeMove(move);
    playUnchecked(state, code);
    let played: PlayedMove;
    if (isPick(move)) {
      played = { player, pick: move.pick, cards: state.packetCards(move.pick).map(formatCard) };
    } else {
      const cards: string[][] = [];
      for (let p = 0; p < state.packets; p++) cards.push(state.packetCards(p).map(formatCard));
      played = { player, shift: move.shift, packets: [...move.packets], cards };
    }
    this.history.push(played);
    return { ok: true, played };
  }

  legalMoves(): Move[] {
    return legalCodes(this.state).map((code) => decodeMove(this.state, code));
  }

  /** The moves so far, as the record stores them. */
  moves(): Move[] {
    return this.history.map((m) => ('pick' in m ? { pick: m.pick } : { shift: m.shift, packets: [...m.packets] }));
  }

  /** Each seat's cards in the order taken. */
  hands(): string[][] {
    return Array.from({ length: this.players }, (_, seat) => this.state.handOf(seat).map(formatCard));
  }

  /** Points per seat from the cards taken so far (the final score once over). */
  points(): Points[] {
    return pointsOf(this.state);
  }

  ranking(): number[][] {
    return rankSeats(this.points().map((p) => p.total));
  }
}
