/** The game table's turn flow with a stand-in for the worker: placing, confirming, AI turns, pass-and-play, failures. */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { legalMoves, outOfTimeMap, stateFromView, targetMap, unseenTiles, type SeatView } from '../../src/engine/twentyfourseven/index.js';
import type { AiBridge } from '../../src/app/ai/bridge.js';
import { GameSession } from '../../src/app/model/session.js';
import { updateSettings } from '../../src/app/model/settings.js';
import { Table } from '../../src/app/model/table.js';
import { GameOver } from '../../src/app/components/GameOver.js';
import { nextPaint } from '../../src/app/model/afterPaint.js';
import { previewScore } from '../../src/app/model/placement.js';
import type { SeatConfig } from '../../src/app/model/seats.js';

interface Fake {
  bridge: AiBridge;
  signals: AbortSignal[];
  failThink: boolean;
  failTargets: boolean;
}

function fakeBridge(): Fake {
  const fake: Fake = { signals: [], failThink: false, failTargets: false, bridge: null as unknown as AiBridge };
  const world = (view: SeatView) => stateFromView(view, unseenTiles(view));
  fake.bridge = {
    think: async (view: SeatView, _kind: string, _seed: number, options: { signal?: AbortSignal } = {}) => {
      if (options.signal) fake.signals.push(options.signal);
      if (fake.failThink) throw new Error('The AI stopped unexpectedly.');
      return { move: legalMoves(world(view))[0]!, rollouts: 0, ms: 0 };
    },
    hint: async (view: SeatView) => ({ move: legalMoves(world(view))[1]!, estimate: {}, rollouts: 1, ms: 1 }),
    targets: async (view: SeatView) => {
      if (fake.failTargets) throw new Error('worker gone');
      return { targets: targetMap(world(view)), outOfTime: outOfTimeMap(world(view)) };
    },
  } as unknown as AiBridge;
  return fake;
}

const tables: Table[] = [];
function setUp(seats: SeatConfig[], seed = 4): { table: Table; fake: Fake; session: GameSession } {
  const session = GameSession.start({ seats, options: { openHands: false }, seed });
  const fake = fakeBridge();
  const table = new Table(session, fake.bridge);
  tables.push(table);
  table.start();
  return { table, fake, session };
}

afterEach(() => {
  for (const table of tables.splice(0)) table.stop();
  updateSettings({ confirm: true, motion: 'system' });
});

const vsAi: SeatConfig[] = [
  { name: 'You', kind: 'human' },
  { name: 'Easy AI', kind: 'easy' },
];
const twoHumans: SeatConfig[] = [
  { name: 'Ada', kind: 'human' },
  { name: 'Bo', kind: 'human' },
];

describe('Table', () => {
  it("shows the engine's legal targets at once and after every move, with no worker call", async () => {
    updateSettings({ confirm: false, motion: 'reduced' });
    const { session, fake } = setUp(vsAi);
    fake.failTargets = true; // never asked
    expect(session.targets.value.targets).toEqual(targetMap(session.game.state));
    const before = session.targets.value;
    const move = legalMoves(session.game.state)[0]!;
    session.play(move);
    expect(session.targets.value).not.toBe(before);
    expect(session.targets.value.targets).toEqual(targetMap(session.game.state));
    expect(session.targets.value.targets[move.r]![move.c]).toBe(0);
  });

  it('lights the cells where a picked tile fits a painted frame after the pick, and puts them out a frame after the drop', async () => {
    const { table, session } = setUp(vsAi);
    const move = legalMoves(session.game.state)[0]!;
    table.select(table.rack.value.indexOf(move.v));
    expect(table.highlight.value).toBe(move.v);
    expect(table.shownHighlight.value).toBe(null);
    await nextPaint();
    expect(table.shownHighlight.value).toBe(move.v);
    table.tapCell(move.r, move.c);
    expect(table.highlight.value).toBe(null);
    expect(table.shownHighlight.value).toBe(move.v);
    await vi.waitFor(() => expect(table.shownHighlight.value).toBe(null));
  });

  it('shows a placement with its preview, takes it back, and plays it only when confirmed', async () => {
    updateSettings({ motion: 'reduced' });
    const { table, session } = setUp(vsAi);
    const move = legalMoves(session.game.state)[0]!;
    const index = table.rack.value.indexOf(move.v);
    table.select(index);
    expect(table.highlight.value).toBe(move.v);
    table.tapCell(move.r, move.c);
    expect(table.pending.value).toMatchObject(move);
    expect(session.history.value).toHaveLength(0);
    expect(table.rack.value).toHaveLength(5);
    table.takeBack();
    expect(table.pending.value).toBe(null);
    expect(table.rack.value).toHaveLength(6);
    expect(table.place(move.v, move.r, move.c)).toBe(true);
    table.confirm();
    // Played once the tap's frame is painted; meanwhile the placement stays as it is, and a second tap adds nothing.
    expect(session.history.value).toHaveLength(0);
    table.confirm();
    table.takeBack();
    expect(table.pending.value).toMatchObject(move);
    await vi.waitFor(() => expect(session.history.value).toHaveLength(1));
    expect(session.history.value[0]).toMatchObject(move);
    expect(table.pending.value).toBe(null);
    // The AI answers after its short thinking pause.
    expect(table.turns.thinking.value).toBe(1);
    await vi.waitFor(() => expect(session.history.value).toHaveLength(2), { timeout: 3000 });
    expect(table.turns.thinking.value).toBe(null);
    expect(table.canPlace.value).toBe(!session.over.value && session.mover.value === 0);
  });

  it("draws a move's board first and the scoreboard's standing one frame later", async () => {
    updateSettings({ confirm: false, motion: 'reduced' });
    const { table, session } = setUp(vsAi);
    const move = legalMoves(session.game.state)[0]!;
    expect(table.place(move.v, move.r, move.c)).toBe(true);
    expect(session.mover.value).toBe(1);
    expect(table.standing.value).toMatchObject({ mover: 0, pile: session.pileSize.value + 1 });
    expect(table.logged.value).toHaveLength(0);
    await nextPaint();
    expect(table.standing.value).toEqual({
      sizes: session.handSizes.value,
      mover: 1,
      pile: session.pileSize.value,
      hands: session.hands.value,
    });
    expect(table.logged.value).toHaveLength(1);
    // Scores read again unchanged keep their array, so the scoreboard is not drawn again for them.
    const shown = table.shownScores.value;
    session.version.value++;
    expect(table.shownScores.value).toBe(shown);
  });

  it('plays a placement confirmed just before the game screen closes', () => {
    const { table, session } = setUp(vsAi);
    const move = legalMoves(session.game.state)[0]!;
    expect(table.place(move.v, move.r, move.c)).toBe(true);
    table.confirm();
    table.stop();
    expect(session.history.value).toHaveLength(1);
    expect(session.history.value[0]).toMatchObject(move);
  });

  it('plays at once when the confirm step is off', () => {
    updateSettings({ confirm: false, motion: 'reduced' });
    const { table, session } = setUp(vsAi);
    const move = legalMoves(session.game.state)[0]!;
    expect(table.place(move.v, move.r, move.c)).toBe(true);
    expect(table.pending.value).toBe(null);
    expect(session.history.value).toHaveLength(1);
  });

  it('refuses a drop where the tile does not fit, saying why, and changes nothing', () => {
    const { table, session } = setUp(vsAi);
    const v = table.rack.value[0]!;
    expect(table.place(v, 0, 0)).toBe(false);
    expect(table.notice.value).toMatchObject({ tone: 'error', text: 'A tile must touch another tile (corners count)' });
    expect(table.pending.value).toBe(null);
    expect(session.history.value).toHaveLength(0);
  });

  it('asks before a drop whether the tile may go, saying why not, and puts nothing down either way', () => {
    const { table, session } = setUp(vsAi);
    const v = table.rack.value[0]!;
    expect(table.mayPlace(v, 0, 0)).toBe(false);
    expect(table.notice.value).toMatchObject({ tone: 'error', text: 'A tile must touch another tile (corners count)' });
    table.notice.value = null;
    const move = legalMoves(session.game.state).find((m) => m.v === v)!;
    expect(table.mayPlace(v, move.r, move.c)).toBe(true);
    expect(table.notice.value).toBe(null);
    expect(table.pending.value).toBe(null);
    expect(table.rack.value).toContain(v);
    expect(session.history.value).toHaveLength(0);
  });

  it('shows a plain message when the AI fails, and retries', async () => {
    updateSettings({ confirm: false, motion: 'reduced' });
    const { table, session, fake } = setUp(vsAi);
    fake.failThink = true;
    const move = legalMoves(session.game.state)[0]!;
    table.place(move.v, move.r, move.c);
    await vi.waitFor(() => expect(table.turns.aiError.value).toEqual({ code: 'failed', detail: 'The AI stopped unexpectedly.' }));
    expect(table.turns.thinking.value).toBe(null);
    fake.failThink = false;
    await table.turns.begin();
    expect(session.history.value).toHaveLength(2);
    expect(table.turns.aiError.value).toBe(null);
  });

  it('stops the AI when the game screen closes', async () => {
    updateSettings({ confirm: false, motion: 'reduced' });
    const { table, session, fake } = setUp(vsAi);
    const move = legalMoves(session.game.state)[0]!;
    table.place(move.v, move.r, move.c);
    // The AI is asked once the move's frame is painted.
    await vi.waitFor(() => expect(fake.signals).toHaveLength(1));
    vi.useFakeTimers();
    try {
      table.stop();
      expect(fake.signals[0]!.aborted).toBe(true);
      await vi.advanceTimersByTimeAsync(5_000); // long past the AI's thinking pause
      expect(session.history.value).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('pass-and-play: a hand shows only after its player takes the device', async () => {
    updateSettings({ confirm: false, motion: 'reduced' });
    const { table, session } = setUp(twoHumans);
    await vi.waitFor(() => expect(table.turns.handoff.value).toBe(0));
    expect(table.rackSeat.value).toBe(null);
    expect(table.rack.value).toEqual([]);
    table.turns.acceptHandoff();
    expect(table.rackSeat.value).toBe(0);
    expect(table.rack.value).toEqual(session.hands.value[0]);
    const move = legalMoves(session.game.state)[0]!;
    table.place(move.v, move.r, move.c);
    // Ada's hand goes at once; Bo's waits behind the hand-off screen.
    expect(table.rackSeat.value).toBe(null);
    await vi.waitFor(() => expect(table.turns.handoff.value).toBe(1));
    expect(table.rack.value).toEqual([]);
    table.turns.acceptHandoff();
    expect(table.rack.value).toEqual(session.hands.value[1]);
  });

  it('pass-and-play: a tap on the hand-off shows the hand after its frame, and a second tap changes nothing', async () => {
    updateSettings({ confirm: false, motion: 'reduced' });
    const { table } = setUp(twoHumans);
    await vi.waitFor(() => expect(table.turns.handoff.value).toBe(0));
    table.turns.acceptHandoffAfterPaint();
    table.turns.acceptHandoffAfterPaint();
    expect(table.rackSeat.value).toBe(null);
    await vi.waitFor(() => expect(table.rackSeat.value).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(table.turns.viewer.value).toBe(0);
    expect(table.turns.handoff.value).toBe(null);
  });

  it("pass-and-play: the hand-off waits until the move's scoring feedback has played", async () => {
    updateSettings({ confirm: false, motion: 'system' });
    for (let seed = 0; seed < 200; seed++) {
      const probe = GameSession.start({ seats: twoHumans, options: { openHands: false }, seed });
      const scoring = legalMoves(probe.game.state).find((m) => previewScore(probe.game, m).total > 0);
      if (!scoring) continue;
      const { table } = setUp(twoHumans, seed);
      await vi.waitFor(() => expect(table.turns.handoff.value).toBe(0));
      table.turns.acceptHandoff();
      vi.useFakeTimers();
      try {
        table.place(scoring.v, scoring.r, scoring.c);
        expect(table.feedback.current.value?.move.v).toBe(scoring.v);
        await vi.advanceTimersByTimeAsync(100);
        expect(table.turns.handoff.value).toBe(null);
        await vi.advanceTimersByTimeAsync(10_000);
        expect(table.turns.handoff.value).toBe(1);
        expect(table.feedback.current.value).toBe(null);
      } finally {
        vi.useRealTimers();
      }
      return;
    }
    throw new Error('no scoring first move found');
  });

  it('no hand-off screen with one human', async () => {
    const { table } = setUp(vsAi);
    await vi.waitFor(() => expect(table.turns.thinking.value).toBe(null));
    expect(table.turns.handoff.value).toBe(null);
    expect(table.rackSeat.value).toBe(0);
  });

  it('gives a hint for the human to move', async () => {
    const { table, session } = setUp(vsAi);
    await table.turns.requestHint();
    expect(table.turns.hint.value).toEqual(legalMoves(session.game.state)[1]);
  });
});

describe('skipped seats', () => {
  it('announces a seat that cannot place', async () => {
    updateSettings({ confirm: false, motion: 'reduced' });
    // Find a real game where a move leaves the other seat unable to place.
    for (let seed = 0; seed < 400; seed++) {
      const probe = GameSession.start({ seats: twoHumans, options: { openHands: true }, seed });
      const moves: ReturnType<typeof legalMoves>[number][] = [];
      while (!probe.game.over) {
        const move = legalMoves(probe.game.state).at(-1)!;
        const result = probe.game.play(move);
        if (!result.ok) throw new Error(result.refusal.message);
        if (result.played.skipped.length > 0) {
          const record = { ...probe.record(), moves };
          const session = GameSession.fromRecord(record);
          if (!session.ok) throw new Error(session.error);
          const table = new Table(session.value, fakeBridge().bridge);
          tables.push(table);
          table.start();
          expect(table.place(move.v, move.r, move.c)).toBe(true);
          const skipped = session.value.nameOf(result.played.skipped[0]!);
          expect(table.notice.value?.text).toBe(`${skipped} cannot place a tile: turn skipped`);
          await nextPaint(); // the live region is read after the board is drawn
          expect(table.announcement.value).toContain(`${skipped} cannot place a tile and is skipped.`);
          return;
        }
        moves.push(move);
      }
    }
    throw new Error('no skipped seat found');
  });
});

describe('the end', () => {
  it('opens the results a frame after the last move is drawn, not in its frame', async () => {
    updateSettings({ confirm: false, motion: 'reduced' }); // no feedback to wait for
    const probe = GameSession.start({ seats: twoHumans, options: { openHands: true }, seed: 4 });
    const moves: ReturnType<typeof legalMoves>[number][] = [];
    let last = legalMoves(probe.game.state).at(-1)!;
    for (; probe.game.play(last).ok && !probe.game.over; last = legalMoves(probe.game.state).at(-1)!) moves.push(last);
    const session = GameSession.fromRecord({ ...probe.record(), moves });
    if (!session.ok) throw new Error(session.error);
    const table = new Table(session.value, fakeBridge().bridge);
    tables.push(table);
    table.start();
    expect(table.place(last.v, last.r, last.c)).toBe(true);
    expect(session.value.over.value).toBe(true);
    await Promise.resolve();
    expect(table.resultsOpen.value).toBe(false);
    await nextPaint();
    expect(table.resultsOpen.value).toBe(true);
  });

  it('draws the results sheet over two frames, and whole at once for a game opened over', async () => {
    const { table } = setUp(twoHumans);
    expect(table.resultsFilled.value).toBe(false);
    table.resultsOpen.value = true;
    // The sheet's frame holds its parts; the players' combinations come in the next.
    expect(table.resultsFilled.value).toBe(false);
    await nextPaint();
    expect(table.resultsFilled.value).toBe(true);
    table.resultsOpen.value = false;
    await nextPaint();
    expect(table.resultsFilled.value).toBe(false);
    const over = GameSession.start({ seats: twoHumans, options: { openHands: true }, seed: 4 });
    while (!over.game.over) over.game.play(legalMoves(over.game.state).at(-1)!);
    const reopened = GameSession.fromRecord(over.record());
    if (!reopened.ok) throw new Error(reopened.error);
    const shown = new Table(reopened.value, fakeBridge().bridge);
    tables.push(shown);
    expect(shown.resultsOpen.value).toBe(true);
    expect(shown.resultsFilled.value).toBe(true);
    const sheet = () => renderToString(h(GameOver, { table: shown, onRematch: () => {} }));
    expect(sheet()).toContain('class="tallies"');
    expect(sheet()).not.toContain('sheet-backdrop--filling');
    // Closed, then opened again: its first frame is hidden, without the combinations.
    shown.resultsOpen.value = false;
    await nextPaint();
    shown.resultsOpen.value = true;
    expect(sheet()).toContain('sheet-backdrop--filling');
    expect(sheet()).not.toContain('class="tallies"');
    await nextPaint();
    expect(sheet()).toContain('class="tallies"');
  });
});
