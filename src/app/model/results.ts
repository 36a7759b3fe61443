/** The end of a game in words and numbers: places, the tie-break when it decided, and each player's combinations. */
import { COMBO_KEYS, tieBreakDecided, type ComboKey, type PlayedMove } from '../../engine/twentyfourseven/index.js';
import type { GameSession } from './session.js';
import { messages } from '../i18n/index.js';

export interface Standing {
  seat: number;
  /** 1 for first; players sharing a place share its number (1, 1, 3). */
  place: number;
  shared: boolean;
  minutes: number;
  tilesLeft: number;
}

export function standings(session: GameSession): Standing[] {
  const { scores, handSizes } = session.game.state;
  const out: Standing[] = [];
  for (const group of session.game.ranking()) {
    const place = out.length + 1;
    for (const seat of group) {
      out.push({ seat, place, shared: group.length > 1, minutes: scores[seat]!, tilesLeft: handSizes[seat]! });
    }
  }
  return out;
}

export function winnersOf(session: GameSession): number[] {
  return session.game.ranking()[0] ?? [];
}

/** "Ada and Bo both have 230 minutes; Ada wins with fewer tiles left (1 against 3)." — or null. */
export function tieBreakWords(session: GameSession): string | null {
  const { results } = messages.value;
  const { scores, handSizes } = session.game.state;
  const places = session.game.ranking();
  const name = (seat: number) => session.nameOf(seat);
  const [first, second] = places;
  if (!first) return null;
  if (second && tieBreakDecided(scores, handSizes, places)) {
    const minutes = scores[first[0]!]!;
    const tied = [
      ...first,
      ...places
        .slice(1)
        .flat()
        .filter((s) => scores[s] === minutes),
    ];
    const others = tied.filter((s) => !first.includes(s)).map((s) => handSizes[s]!);
    return results.tieBreak({ tied: tied.map(name), minutes, winners: first.map(name), left: handSizes[first[0]!]!, others });
  }
  if (first.length > 1) return results.sharedFirst({ names: first.map(name) });
  return null;
}

export interface Tally {
  key: ComboKey;
  count: number;
  /** Minutes these combinations brought, doubling included. */
  minutes: number;
}

/** Each seat's combinations over the game, in the scoring table's order; only those it made. */
export function tallies(players: number, history: readonly PlayedMove[]): Tally[][] {
  const counts = Array.from({ length: players }, () => new Map<ComboKey, Tally>());
  for (const move of history) {
    const factor = move.breakdown.doubled ? 2 : 1;
    for (const combo of move.breakdown.combos) {
      const map = counts[move.player]!;
      const tally = map.get(combo.key) ?? { key: combo.key, count: 0, minutes: 0 };
      tally.count++;
      tally.minutes += combo.minutes * factor;
      map.set(combo.key, tally);
    }
  }
  return counts.map((map) => COMBO_KEYS.flatMap((key) => (map.has(key) ? [map.get(key)!] : [])));
}
