import { describe, expect, it } from 'vitest';
import { Game, legalMoves, shuffledDeck } from '../../src/engine/twentyfourseven/index.js';
import { GameSession } from '../../src/app/model/session.js';
import { rotateToStart } from '../../src/app/model/seats.js';
import { seatOrder } from '../../src/app/model/start.js';

const seats = [
  { name: 'Ada', kind: 'human' as const },
  { name: 'Medium AI', kind: 'medium' as const },
];

function started(seed = 42) {
  return GameSession.start({ seats, options: { openHands: false }, seed });
}

describe('GameSession', () => {
  it('deals from the seeded deck, with seat 0 to move', () => {
    const session = started(42);
    expect(session.game.deck).toEqual(shuffledDeck(42));
    expect(session.mover.value).toBe(0);
    expect(session.hands.value[0]).toHaveLength(6);
    expect(session.pileSize.value).toBe(24);
  });

  it('applies a move in one place: bumps the version, updates the signals, tells the listeners', () => {
    const session = started();
    const heard: number[] = [];
    session.onMove((played) => heard.push(played.v));
    const move = legalMoves(session.game.state)[0]!;
    expect(session.play(move).ok).toBe(true);
    expect(session.version.value).toBe(1);
    expect(heard).toEqual([move.v]);
    expect(session.board.value[move.r]![move.c]).toBe(move.v);
    expect(session.history.value).toHaveLength(1);
    expect(session.mover.value).toBe(1);
  });

  it('changes nothing for a refused move', () => {
    const session = started();
    const result = session.play({ r: 0, c: 0, v: session.hands.value[0]![0]! });
    expect(result.ok).toBe(false);
    expect(session.version.value).toBe(0);
    expect(session.history.value).toEqual([]);
  });

  it('round-trips through its record: the same position, seats, names and options', () => {
    const session = GameSession.start({ seats, options: { openHands: true }, seed: 7, id: 'game-1', started: 1234 });
    for (let i = 0; i < 9; i++) session.play(legalMoves(session.game.state)[i % 3]!);
    const record = JSON.parse(JSON.stringify(session.record()));
    const meta = {
      seats: ['human', 'medium'],
      names: ['Ada', 'Medium AI'],
      options: { openHands: true },
      seed: 7,
      id: 'game-1',
      started: 1234,
      colours: [0, 1],
    };
    expect(record.meta).toEqual(meta);
    const rebuilt = GameSession.fromRecord(record);
    if (!rebuilt.ok) throw new Error(rebuilt.error);
    expect(rebuilt.value.scores.value).toEqual(session.scores.value);
    expect(rebuilt.value.board.value).toEqual(session.board.value);
    expect(rebuilt.value.seats).toEqual(session.seats);
    expect(rebuilt.value.setup.options.openHands).toBe(true);
    expect(rebuilt.value.record()).toEqual(record);
  });

  it("rejects a bad record with the engine's reason, and fills in missing meta", () => {
    expect(GameSession.fromRecord({ game: '24-7' })).toEqual({
      ok: false,
      error: 'version: missing',
      problem: { code: 'field', field: 'version' },
    });
    const bare = { game: '24-7', version: 1, players: 3, deck: shuffledDeck(1), moves: [] };
    const rebuilt = GameSession.fromRecord(bare);
    if (!rebuilt.ok) throw new Error(rebuilt.error);
    expect(rebuilt.value.seats.map((s) => s.kind)).toEqual(['human', 'human', 'human']);
    expect(new Set(rebuilt.value.seats.map((s) => s.name)).size).toBe(3);
    expect(rebuilt.value.id).toMatch(/\S{8,}/);
  });

  it('rematch: same players, a new deck, the next player starts', () => {
    const session = started(1);
    const next = session.rematch(2);
    expect(next.seats.map((s) => s.name)).toEqual(['Medium AI', 'Ada']);
    expect(next.game.deck).toEqual(shuffledDeck(2));
    expect(next.history.value).toEqual([]);
  });

  it('scores on the scoreboard equal a plain engine replay of the same moves', () => {
    const session = started(5);
    const game = new Game(2, shuffledDeck(5));
    while (!session.game.over) {
      const moves = legalMoves(session.game.state);
      const move = moves[moves.length >> 1]!;
      session.play(move);
      game.play(move);
    }
    expect(session.scores.value).toEqual(Array.from(game.state.scores));
    expect(session.over.value).toBe(true);
    expect(session.mover.value).toBe(-1);
  });
});

describe('who starts', () => {
  it('rotates the table so the chosen player sits in seat 0', () => {
    expect(rotateToStart(['a', 'b', 'c'], 1)).toEqual(['b', 'c', 'a']);
    const choices = { seats: [...seats, { name: 'Bo', kind: 'human' as const }], options: { openHands: false } };
    const order = seatOrder({ ...choices, starter: 2 }, 9);
    expect(order.seats.map((s) => s.name)).toEqual(['Bo', 'Ada', 'Medium AI']);
    // Each keeps the colour of its place in the New game screen.
    expect(order.colours).toEqual([2, 0, 1]);
  });

  it('keeps each player in their colour through a save, a reload and a rematch', () => {
    const choices = { seats: [...seats, { name: 'Bo', kind: 'human' as const }], options: { openHands: false } };
    const started = GameSession.start({ ...seatOrder({ ...choices, starter: 1 }, 3), options: choices.options, seed: 3 });
    const colourOf = (s: GameSession, name: string) => s.seatClass(s.seats.findIndex((seat) => seat.name === name));
    const reloaded = GameSession.fromRecord(JSON.parse(JSON.stringify(started.record())));
    if (!reloaded.ok) throw new Error(reloaded.error);
    const rematch = started.rematch(4);
    for (const [i, name] of ['Ada', 'Medium AI', 'Bo'].entries()) {
      expect(colourOf(started, name)).toBe(`seat-${i}`);
      expect(colourOf(reloaded.value, name)).toBe(`seat-${i}`);
      expect(colourOf(rematch, name)).toBe(`seat-${i}`);
    }
  });

  it('draws the starter from the seed when random: the same seed, the same starter; every player can start', () => {
    const choices = { seats, starter: 'random' as const, options: { openHands: false } };
    expect(seatOrder(choices, 11)).toEqual(seatOrder(choices, 11));
    const firsts = new Set(Array.from({ length: 20 }, (_, seed) => seatOrder(choices, seed).seats[0]!.name));
    expect(firsts).toEqual(new Set(['Ada', 'Medium AI']));
  });
});
