/**
 * What the games make sound, and when: the tables of both games (with a stand-in for the worker) are
 * played through, and every event they tell the sound front is recorded: a tile picked up, placed,
 * refused, each combination as its feedback step lights up (with its minutes and a doubled move), the
 * AI's tile, the end of a game, and 7 Jours' deal, shifts, cuts and packets. Every kind of event shows
 * up; played through the real front, each one sounds with sound on and none with sound off.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cellAt,
  legalMoves,
  outOfTimeMap,
  scoreBreakdown,
  stateFromView,
  targetMap,
  unseenTiles,
  type SeatView,
} from '../../src/engine/twentyfourseven/index.js';
import * as Sept from '../../src/engine/septjours/index.js';
import type { AiBridge } from '../../src/app/ai/bridge.js';
import { GameSession } from '../../src/app/model/session.js';
import { SeptSession } from '../../src/app/model/septjours/session.js';
import { DEFAULT_SETTINGS, settings, updateSettings } from '../../src/app/model/settings.js';
import { STEP_MS } from '../../src/app/model/feedback.js';
import { Table } from '../../src/app/model/table.js';
import { SeptTable } from '../../src/app/septjours/table.js';
import type { SoundEvent, SoundKind } from '../../src/app/sound/events.js';
import type { AudioContextLike, SoundHost } from '../../src/app/sound/index.js';

const heard: SoundEvent[] = [];
vi.mock('../../src/app/sound/index.js', async (original) => ({
  ...(await original<typeof import('../../src/app/sound/index.js')>()),
  play: (event: SoundEvent) => void heard.push(event),
}));

const kinds = () => heard.map((event) => event.kind);

function bridge(): AiBridge {
  const world = (view: SeatView) => stateFromView(view, unseenTiles(view));
  return {
    think: async (view: SeatView) => ({ move: legalMoves(world(view))[0]!, rollouts: 0, ms: 0 }),
    thinkSeptJours: async (view: Sept.SeatView) => ({
      move: Sept.legalMoves(Sept.stateFromView(view, Sept.unseenCards(view)))[0]!,
      rollouts: 0,
      ms: 0,
    }),
    targets: async (view: SeatView) => ({ targets: targetMap(world(view)), outOfTime: outOfTimeMap(world(view)) }),
  } as unknown as AiBridge;
}

const stops: (() => void)[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  heard.length = 0;
  settings.value = { ...DEFAULT_SETTINGS };
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  settings.value = { ...DEFAULT_SETTINGS };
});

/** Every event the two tests below hear, for the check against the real front. */
const everything: SoundEvent[] = [];

describe('24/7 at the table', () => {
  it('sounds a pick, a refusal, a placement, each combination in turn, the AI’s tile and the end', async () => {
    updateSettings({ confirm: false, motion: 'system' });
    const session = GameSession.start({
      seats: [
        { name: 'Ada', kind: 'human' },
        { name: 'Easy AI', kind: 'easy' },
      ],
      options: { openHands: false },
      seed: 12,
    });
    // Played on until Ada can score with two combinations or more, on a double cell if possible.
    const scoring = () =>
      legalMoves(session.game.state)
        .map((move) => ({ move, breakdown: scoreBreakdown(session.game.state, cellAt(move.r, move.c), move.v) }))
        .filter(({ breakdown }) => breakdown.combos.length >= 2)
        .sort((a, b) => Number(b.breakdown.doubled) - Number(a.breakdown.doubled))[0];
    while (session.game.state.toMove !== 0 || !scoring()) session.play(legalMoves(session.game.state)[0]!);
    const table = new Table(session, bridge());
    stops.push(() => table.stop());
    table.start();

    const { move, breakdown } = scoring()!;
    table.select(table.rack.value.indexOf(move.v));
    expect(kinds()).toEqual(['pick']);
    // The start cell is taken: refused.
    expect(table.place(move.v, 3, 3)).toBe(false);
    expect(kinds()).toEqual(['pick', 'refuse']);
    everything.push(...heard.splice(0));

    expect(table.place(move.v, move.r, move.c)).toBe(true);
    // The tile lands; the first combination rings as it lights up, a frame later (in Node, the task
    // after); each next one as its step lights up.
    expect(heard).toEqual([{ kind: 'place' }]);
    await vi.advanceTimersByTimeAsync(1);
    expect(heard).toEqual([
      { kind: 'place' },
      { kind: 'combo', key: breakdown.combos[0]!.key, minutes: breakdown.combos[0]!.minutes, doubled: breakdown.doubled },
    ]);
    await vi.advanceTimersByTimeAsync((STEP_MS.combo + 1) * breakdown.combos.length);
    expect(heard.slice(1, 1 + breakdown.combos.length)).toEqual(
      breakdown.combos.map((combo) => ({ kind: 'combo', key: combo.key, minutes: combo.minutes, doubled: breakdown.doubled })),
    );
    // The AI's tile, once the feedback is over and it has thought.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(kinds()).toContain('aiPlace');
    everything.push(...heard);

    // Played on to the end: the end sounds once the last move is shown, won or lost for Ada.
    updateSettings({ motion: 'reduced' });
    while (!session.game.over) {
      if (session.game.state.toMove === 0) {
        const next = legalMoves(session.game.state)[0]!;
        table.place(next.v, next.r, next.c);
      }
      await vi.advanceTimersByTimeAsync(1_000);
    }
    await vi.advanceTimersByTimeAsync(1_000);
    const won = session.game.ranking()[0]!.includes(0);
    expect(heard.at(-1)).toEqual({ kind: 'end', won });
    expect(heard.filter((event) => event.kind === 'end')).toHaveLength(1);
    everything.push(...heard);
  });
});

describe('7 Jours at the table', () => {
  it('sounds the dealer’s shifts and cuts, the deal, a refusal, each packet taken and the end', async () => {
    updateSettings({ confirm: false, motion: 'reduced' });
    const session = SeptSession.start({
      seats: [
        { name: 'Ada', kind: 'human' },
        { name: 'Bo', kind: 'medium' },
      ],
      options: { openHands: false },
      seed: 4,
      firstDealer: 0,
    });
    const table = new SeptTable(session, bridge());
    stops.push(() => table.stop());
    table.start();
    expect(table.shiftBy(1)).toBe(true);
    expect(table.shiftBy(1)).toBe(true);
    expect(table.shiftBy(1)).toBe(false);
    expect(table.toggleCut(2)).toBe(true);
    expect(table.confirmDeal()).toBe(false);
    expect(kinds()).toEqual(['shift', 'shift', 'refuse', 'cut', 'refuse']);
    everything.push(...heard.splice(0));
    while (table.draft.value.cuts.length + 1 < table.packetTotal) table.toggleCut(table.draft.value.cuts.includes(4) ? 5 : 4);
    expect(table.confirmDeal()).toBe(true);
    await vi.advanceTimersByTimeAsync(0); // played once the tap's frame is painted
    expect(kinds().at(-1)).toBe('deal');
    // Bo picks (the AI), then Ada; and so on to the end.
    while (!session.game.over) {
      if (table.picker.value !== null) table.tapPacket(session.table.value.taken!.indexOf(false));
      else if (table.dealer.value !== null) {
        const deal = session.game.legalMoves()[0]!;
        if ('shift' in deal) session.play(deal);
      }
      await vi.advanceTimersByTimeAsync(1_000);
    }
    await vi.advanceTimersByTimeAsync(1_000);
    expect(kinds()).toContain('takePacket');
    const won = session.game.ranking()[0]!.includes(0);
    expect(heard.at(-1)).toEqual({ kind: 'end', won });
    everything.push(...heard);
  });

  it('sounds each card moved and each cut as an AI’s deal is shown', async () => {
    updateSettings({ confirm: false, motion: 'system' });
    const session = SeptSession.start({
      seats: [
        { name: 'Ada', kind: 'human' },
        { name: 'Bo', kind: 'medium' },
      ],
      options: { openHands: false },
      seed: 4,
      firstDealer: 1,
    });
    const table = new SeptTable(session, {
      thinkSeptJours: async () => ({ move: { shift: -2, packets: [2, 2, 2, 1] }, rollouts: 0, ms: 0 }),
    } as unknown as AiBridge);
    stops.push(() => table.stop());
    table.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(kinds()).toEqual(['deal', 'shift', 'shift', 'cut', 'cut', 'cut']);
    everything.push(...heard);
  });
});

describe('the sound front', () => {
  it('has heard every kind of event from the tables', () => {
    const every: Record<SoundKind, true> = {
      pick: true,
      place: true,
      aiPlace: true,
      refuse: true,
      combo: true,
      end: true,
      deal: true,
      shift: true,
      cut: true,
      takePacket: true,
    };
    expect(new Set(everything.map((event) => event.kind))).toEqual(new Set(Object.keys(every)));
  });

  it('sounds each of them with sound on, and none with sound off or at volume zero', async () => {
    const { createSound } = await vi.importActual<typeof import('../../src/app/sound/index.js')>('../../src/app/sound/index.js');
    let started = 0;
    const node = { connect() {}, disconnect() {} };
    const param = { value: 0, setValueAtTime() {}, linearRampToValueAtTime() {}, exponentialRampToValueAtTime() {} };
    const context = {
      state: 'running',
      currentTime: 0,
      destination: node,
      createGain: () => ({ ...node, gain: { ...param } }),
      createOscillator: () => ({ ...node, type: 'sine', frequency: { ...param }, start: () => void started++, stop() {} }),
      resume: async () => {},
      suspend: async () => {},
    };
    let gesture = () => {};
    const host: SoundHost = {
      createContext: () => context as unknown as AudioContextLike,
      hidden: () => false,
      onGesture: (run) => ((gesture = run), () => {}),
      onVisibility: () => () => {},
      loadSynth: () => import('../../src/app/sound/synth.js'),
      whenIdle: () => {}, // no silent warm-up note among the sounds counted
      afterPaint: (run) => run(),
    };
    const sound = createSound(host);
    sound.unlockOnFirstGesture();
    gesture();
    await sound.ready();
    for (const event of everything) {
      const before = started;
      sound.play(event);
      expect(started, JSON.stringify(event)).toBeGreaterThan(before);
    }
    for (const off of [{ sound: false }, { volume: 0 }]) {
      settings.value = { ...DEFAULT_SETTINGS, ...off };
      const before = started;
      for (const event of everything) sound.play(event);
      expect(started).toBe(before);
    }
  });
});
