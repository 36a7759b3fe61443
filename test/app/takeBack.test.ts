import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../src/engine/twentyfourseven/index.js';
import { session as current } from '../../src/app/model/navigation.js';
import { GameSession } from '../../src/app/model/session.js';
import { SeptSession } from '../../src/app/model/septjours/session.js';
import { justTakenBack, takeBack, takeBackPoint } from '../../src/app/model/takeBack.js';
import { decodeRecord, encodeRecord } from '../../src/app/share/link.js';
import { statsOf } from '../../src/app/store/stats.js';
import type { SeatConfig } from '../../src/app/model/seats.js';

const human = (name: string): SeatConfig => ({ name, kind: 'human' });
const ai = (name: string): SeatConfig => ({ name, kind: 'medium' });

function twentyFourSeven(seats: SeatConfig[], moves: number, seed = 11): GameSession {
  const game = GameSession.start({ seats, options: { openHands: false }, seed });
  for (let i = 0; i < moves && !game.game.over; i++) game.play(legalMoves(game.game.state)[i % 3]!);
  return game;
}

/** Plays a 7 Jours game on with the first legal move each time. */
function septJours(seats: SeatConfig[], moves: number, seed = 4): SeptSession {
  const game = SeptSession.start({ seats, options: { openHands: false }, seed, firstDealer: 0 });
  for (let i = 0; i < moves && !game.game.over; i++) game.play(game.game.legalMoves()[0]!);
  return game;
}

describe('take-backs', () => {
  it('rebuilds the game without the human’s last move and the AI move after it, and counts it', async () => {
    const game = twentyFourSeven([human('Ada'), ai('Bo')], 4);
    current.value = game;
    const before = game.record();
    expect(takeBackPoint(game)).toBe(2);
    expect(await takeBack(game)).toBe(null);
    const rebuilt = current.value as GameSession;
    expect(rebuilt).not.toBe(game);
    expect(rebuilt.id).toBe(game.id);
    expect(rebuilt.record().moves).toEqual(before.moves.slice(0, 2));
    expect(rebuilt.record().meta?.['takebacks']).toBe(1);
    expect(rebuilt.takenBack).toBe(true);
    // The same position as playing those two moves on the same deal: the deal is fixed.
    const straight = twentyFourSeven([human('Ada'), ai('Bo')], 2);
    expect(rebuilt.board.value).toEqual(straight.board.value);
    expect(rebuilt.hands.value).toEqual(straight.hands.value);
    expect(justTakenBack(rebuilt)).toBe(true);
    expect(justTakenBack(rebuilt)).toBe(false);
    // Again, back to the start: then there is nothing left to take back.
    expect(await takeBack(rebuilt)).toBe(null);
    const start = current.value as GameSession;
    expect(start.history.value).toEqual([]);
    expect(start.setup.takebacks).toBe(2);
    expect(takeBackPoint(start)).toBe(null);
  });

  it('goes back to the human’s move when the AI started the game', () => {
    const game = twentyFourSeven([ai('Bo'), human('Ada')], 3);
    expect(takeBackPoint(game)).toBe(1);
    expect(takeBackPoint(twentyFourSeven([ai('Bo'), human('Ada')], 1))).toBe(null);
  });

  it('is not offered in a daily deal, played once as it comes', () => {
    const daily = GameSession.start({ seats: [human('Ada'), ai('Bo')], options: { openHands: false }, seed: 11, daily: '2026-12-02' });
    for (let i = 0; i < 4; i++) daily.play(legalMoves(daily.game.state)[0]!);
    expect(takeBackPoint(daily)).toBe(null);
  });

  it('is not offered between people, among AIs only, or once the game is over', () => {
    expect(takeBackPoint(twentyFourSeven([human('Ada'), human('Bo')], 4))).toBe(null);
    expect(takeBackPoint(twentyFourSeven([ai('Al'), ai('Bo')], 4))).toBe(null);
    const over = twentyFourSeven([human('Ada'), ai('Bo')], 200);
    expect(over.game.over).toBe(true);
    expect(takeBackPoint(over)).toBe(null);
  });

  it('skips a 7 Jours pick the player had no choice in (the last packet of a round)', () => {
    // Two players, Ada deals first: she deals, Bo picks, Ada picks, Bo picks, Ada takes the last packet.
    const game = septJours([human('Ada'), ai('Bo')], 5);
    const history = game.history.value;
    expect(history.map((move) => move.player)).toEqual([0, 1, 0, 1, 0]);
    expect(takeBackPoint(game)).toBe(2);
  });

  it('keeps the count through the record, the file and the link, and statistics count such games apart', async () => {
    const game = twentyFourSeven([human('Ada'), ai('Bo')], 6);
    current.value = game;
    await takeBack(game);
    const rebuilt = current.value as GameSession;
    const decoded = decodeRecord(encodeRecord(rebuilt.record()));
    expect(decoded.ok && decoded.record.meta?.['takebacks']).toBe(1);
    const fromFile = GameSession.fromRecord(JSON.parse(JSON.stringify(rebuilt.record())));
    expect(fromFile.ok && fromFile.value.setup.takebacks).toBe(1);
    // A game played straight keeps its old record and link format.
    const straight = twentyFourSeven([human('Ada'), ai('Bo')], 6);
    expect(straight.record().meta).not.toHaveProperty('takebacks');
    expect(decodeRecord(encodeRecord(straight.record()))).toEqual({ ok: true, record: straight.record() });

    const straightOver = twentyFourSeven([human('Ada'), ai('Bo')], 200);
    const record = straightOver.record();
    const takenBackOver = GameSession.fromRecord({ ...record, meta: { ...record.meta, takebacks: 3 } });
    if (!takenBackOver.ok) throw new Error(takenBackOver.error);
    const stats = statsOf([
      { game: straightOver, when: 1 },
      { game: takenBackOver.value, when: 2 },
    ])['24-7'];
    expect(stats.games).toBe(2);
    expect(stats.record.medium.played).toBe(1);
    expect(stats.withTakeBacks.played).toBe(1);
    expect(stats.best?.when).toBe(1);
  });
});
