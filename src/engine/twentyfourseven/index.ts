/** "24/7: The Game": the rules engine's public surface, and the game as a GameModule. */
import type { GameModule } from '../module.js';
import { PLAYER_COUNTS } from './board.js';
import type { Game } from './game.js';
import { RECORD_GAME, recordOf, replayRecord, type GameRecord } from './record.js';
import type { Move, Refusal } from './rules.js';
import { viewFor, type SeatView } from './view.js';

export * from './board.js';
export * from './state.js';
export * from './setup.js';
export * from './lines.js';
export * from './scoring.js';
export * from './rules.js';
export * from './ranking.js';
export * from './view.js';
export * from './game.js';
export * from './record.js';

export const twentyFourSeven: GameModule<Game, Move, SeatView, GameRecord, Refusal> = {
  id: RECORD_GAME,
  title: '24/7: The Game',
  scoreName: 'minutes',
  playerCounts: PLAYER_COUNTS,
  replay: replayRecord,
  record: recordOf,
  view: (game, seat) => viewFor(game.state, seat),
};
