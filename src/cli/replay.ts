/** `cli replay FILE|-`: validates and replays a record; prints the spec's JSON summary. */
import { parseRecord, type Game } from '../engine/twentyfourseven/index.js';

export function replaySummary(game: Game) {
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

/** Returns the text for standard output, or an error line for standard error. */
export function replayText(text: string): { out: string } | { error: string } {
  const parsed = parseRecord(text);
  if (!parsed.ok) return { error: parsed.error };
  return { out: JSON.stringify(replaySummary(parsed.value)) };
}
