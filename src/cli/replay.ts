/** `cli replay FILE|-`: validates and replays a record of either game; prints the rules' JSON summary. */
import { parseAnyRecord } from '../engine/games.js';
import type * as SeptJours from '../engine/septjours/index.js';
import type * as TwentyFourSeven from '../engine/twentyfourseven/index.js';

/** 24/7's summary (../shared/rules/24-7.md, command-line contract). */
export function replaySummary(game: TwentyFourSeven.Game) {
  const { state } = game;
  return {
    moves: game.history.map((m) => ({
      player: m.player,
      r: m.r,
      c: m.c,
      v: m.v,
      points: m.breakdown.total,
      combos: m.breakdown.combos.map((combo) => combo.key),
      doubled: m.breakdown.doubled,
    })),
    scores: Array.from(state.scores),
    handSizes: Array.from(state.handSizes),
    pileSize: state.pileSize,
    over: state.over,
    ranking: game.ranking(),
  };
}

/** 7 Jours' summary (../shared/rules/7-jours.md, command-line contract): a deal prints its packets' cards. */
export function septJoursSummary(game: SeptJours.Game) {
  return {
    game: '7-jours',
    moves: game.history.map((m) =>
      'pick' in m ? { player: m.player, pick: m.pick, cards: m.cards } : { player: m.player, shift: m.shift, packets: m.cards },
    ),
    hands: game.hands(),
    points: game.points(),
    round: game.round,
    over: game.over,
    ranking: game.ranking(),
  };
}

/** Returns the text for standard output, or an error line for standard error. */
export function replayText(text: string): { out: string } | { error: string } {
  const parsed = parseAnyRecord(text);
  if (!parsed.ok) return { error: parsed.error };
  const { id, game } = parsed.value;
  return { out: JSON.stringify(id === '24-7' ? replaySummary(game) : septJoursSummary(game)) };
}
