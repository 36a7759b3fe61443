/** The rules engine's public surface. Pure TypeScript: no DOM, no storage, no workers. */
export * from './module.js';
export * from './rng.js';
export * from './twentyfourseven/board.js';
export * from './twentyfourseven/state.js';
export * from './twentyfourseven/setup.js';
export * from './twentyfourseven/lines.js';
export * from './twentyfourseven/scoring.js';
export * from './twentyfourseven/rules.js';
export * from './twentyfourseven/ranking.js';
export * from './twentyfourseven/view.js';
export * from './twentyfourseven/game.js';
export * from './twentyfourseven/record.js';
