/** A millisecond clock for time budgets; `performance` exists in browsers, workers and Node alike. */
declare const performance: { now(): number };

export type Clock = () => number;
export const systemClock: Clock = () => performance.now();
