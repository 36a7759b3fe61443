/**
 * The rules engine's public surface. Pure TypeScript: no DOM, no storage, no workers. Each game is a
 * module under its own name; what is shared is the interface a game implements, the registry of
 * games and the seeded random numbers.
 */
export * from './games.js';
export * from './module.js';
export * from './rng.js';
export * as SeptJours from './septjours/index.js';
export * as TwentyFourSeven from './twentyfourseven/index.js';
