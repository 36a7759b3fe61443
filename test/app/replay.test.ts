import { describe, expect, it } from 'vitest';
import { Game, boardRows, legalMoves } from '../../src/engine/twentyfourseven/index.js';
import { createRng } from '../../src/engine/rng.js';
import { screen } from '../../src/app/model/navigation.js';
import { openReplay, replay } from '../../src/app/model/replay.js';
import type { Replay } from '../../src/app/model/replayState.js';
import { dealWords, stepTitle } from '../../src/app/model/replayWords.js';
import { GameSession } from '../../src/app/model/session.js';

function finished(seed: number) {
  const session = GameSession.start({
    seats: [
      { name: 'Ada', kind: 'human' },
      { name: 'Bo', kind: 'human' },
      { name: 'Easy AI', kind: 'easy' },
    ],
    options: { openHands: false },
    seed,
  });
  const rng = createRng(seed);
  while (!session.game.over) {
    const moves = legalMoves(session.game.state);
    session.play(moves[rng.below(moves.length)]!);
  }
  return session.record();
}

/** The replay shown, which these 24/7 games make 24/7's (the signal holds either game's). */
function shown247(): Replay {
  const shown = replay.value;
  if (shown?.gameId !== '24-7') throw new Error('not a 24/7 replay');
  return shown;
}

describe('replay', () => {
  it('opens a valid record at the deal, on the replay screen', async () => {
    screen.value = 'home';
    const record = finished(3);
    expect(await openReplay(record)).toBe(null);
    expect(screen.value).toBe('replay');
    const shown = shown247();
    expect(shown.step.value).toBe(0);
    expect(shown.length).toBe(record.moves.length);
    expect(shown.current.value).toBe(null);
    expect(boardRows(shown.position.value.state)).toEqual(boardRows(new Game(3, record.deck).state));
  });

  it('shows the engine position after each move, and stays within the game', async () => {
    const record = finished(4);
    await openReplay(record);
    const shown = shown247();
    const game = new Game(3, record.deck);
    for (let k = 1; k <= record.moves.length; k++) {
      game.play(record.moves[k - 1]!);
      shown.next();
      expect(shown.step.value).toBe(k);
      expect(boardRows(shown.position.value.state)).toEqual(boardRows(game.state));
      expect(Array.from(shown.position.value.state.scores)).toEqual(Array.from(game.state.scores));
      expect(shown.current.value).toEqual(game.history[k - 1]);
    }
    expect(shown.atEnd.value).toBe(true);
    shown.next();
    expect(shown.step.value).toBe(record.moves.length);
    shown.goTo(-5);
    expect(shown.step.value).toBe(0);
    shown.previous();
    expect(shown.step.value).toBe(0);
    expect(shown.record()).toEqual(record);
  });

  it('refuses a damaged record with the engine’s message and leaves the screen alone', async () => {
    screen.value = 'import';
    const before = replay.value;
    const record = finished(5);
    const error = await openReplay({ ...record, moves: [...record.moves, { r: 3, c: 3, v: 1 }] });
    expect(error).toBe(`move ${record.moves.length + 1}: the game is already over`);
    expect(screen.value).toBe('import');
    expect(replay.value).toBe(before);
  });

  it('words the deal and each step', async () => {
    const record = finished(6);
    const parsed = GameSession.fromRecord(record);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(dealWords(parsed.value)).toBe(`The ${record.deck[0]} starts the game on the start cell. Ada plays first.`);
    expect(stepTitle(0, 30)).toBe('The deal');
    expect(stepTitle(12, 30)).toBe('Move 12 of 30');
  });
});
