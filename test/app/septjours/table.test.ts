/**
 * The 7 Jours table's turn flow with a stand-in for the worker: the dealer's shift and cuts (and what
 * is refused), picks with their previews, AI moves shown step by step, the forced last pick,
 * pass-and-play hand-offs, failures and leaving the screen. Timers are faked: no wall-clock waits.
 */
import { effect } from '@preact/signals';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AiBridge } from '../../../src/app/ai/bridge.js';
import { AiError } from '../../../src/app/ai/bridge.js';
import { cutsFromSizes, holdersOf, previewPick } from '../../../src/app/septjours/cards.js';
import { SeptGameOver } from '../../../src/app/septjours/SeptGameOver.js';
import { STEP_MS } from '../../../src/app/septjours/show.js';
import { SeptTable } from '../../../src/app/septjours/table.js';
import { septSeed } from '../../../src/app/septjours/turns.js';
import { SeptSession } from '../../../src/app/model/septjours/session.js';
import type { SeatConfig } from '../../../src/app/model/seats.js';
import { updateSettings } from '../../../src/app/model/settings.js';
import { legalMoves, stateFromView, unseenCards, type Move, type SeatView } from '../../../src/engine/septjours/index.js';
import { seedFrom } from '../../../src/engine/rng.js';

interface Fake {
  bridge: AiBridge;
  calls: { view: SeatView; kind: string; seed: number; signal?: AbortSignal }[];
  fail: boolean;
  /** The move the AI answers with, from the legal moves of the view (the first by default). */
  choose: (moves: Move[]) => Move;
}

function fakeBridge(): Fake {
  const fake: Fake = { calls: [], fail: false, choose: (moves) => moves[0]!, bridge: null as unknown as AiBridge };
  fake.bridge = {
    thinkSeptJours: async (view: SeatView, kind: string, seed: number, options: { signal?: AbortSignal } = {}) => {
      fake.calls.push({ view, kind, seed, signal: options.signal });
      if (fake.fail) throw new AiError({ code: 'crashed', detail: 'twice' });
      return { move: fake.choose(legalMoves(stateFromView(view, unseenCards(view)))), rollouts: 0, ms: 0 };
    },
  } as unknown as AiBridge;
  return fake;
}

const tables: SeptTable[] = [];
function setUp(seats: SeatConfig[], { seed = 3, firstDealer = 0, configure = (_: Fake) => {} } = {}) {
  const session = SeptSession.start({ seats, options: { openHands: false }, seed, firstDealer });
  const fake = fakeBridge();
  configure(fake);
  const table = new SeptTable(session, fake.bridge);
  tables.push(table);
  table.start();
  return { table, fake, session };
}

const human = (name: string): SeatConfig => ({ name, kind: 'human' });
const ai = (name: string, kind: SeatConfig['kind'] = 'medium'): SeatConfig => ({ name, kind });

beforeEach(() => {
  vi.useFakeTimers();
  updateSettings({ confirm: true, motion: 'system' });
});

afterEach(() => {
  for (const table of tables.splice(0)) table.stop();
  vi.useRealTimers();
});

describe('the dealer at the device', () => {
  it('shifts an end card at most twice either way, with the limit refused in words, and back to 0', () => {
    const { table, session } = setUp([human('Ada'), ai('Bo'), ai('Cy'), ai('Di')]);
    expect(table.dealer.value).toBe(0);
    expect(table.shiftBy(1)).toBe(true);
    expect(table.shiftBy(1)).toBe(true);
    expect(table.shiftBy(1)).toBe(false);
    expect(table.notice.value).toMatchObject({ tone: 'error', text: 'The dealer may move an end card at most twice' });
    expect(table.draft.value.shift).toBe(2);
    // What the table shows is the row turned by the draft.
    expect(table.shown.value.shift).toBe(2);
    table.resetShift();
    expect(table.draft.value.shift).toBe(0);
    expect(table.shiftBy(-1)).toBe(true);
    expect(table.shiftBy(-1)).toBe(true);
    expect(table.shiftBy(-1)).toBe(false);
    expect(table.draft.value.shift).toBe(-2);
    // The other way undoes one step at a time.
    expect(table.shiftBy(1)).toBe(true);
    expect(table.draft.value.shift).toBe(-1);
    expect(session.history.value).toHaveLength(0);
  });

  it('cuts by gaps, takes a cut back, refuses one cut too many and a Deal with the wrong count, then deals', async () => {
    const { table, session } = setUp([human('Ada'), ai('Bo'), ai('Cy'), ai('Di')]);
    expect(table.packetTotal).toBe(4);
    expect(table.toggleCut(2)).toBe(true);
    expect(table.confirmDeal()).toBe(false);
    expect(table.notice.value?.text).toBe('Cut the row into 4 packets first (2 packets now)');
    expect(table.toggleCut(6)).toBe(true);
    expect(table.toggleCut(4)).toBe(true);
    expect(table.toggleCut(5)).toBe(false);
    expect(table.notice.value?.text).toBe('That makes more than 4 packets: take a cut back first');
    expect(table.draft.value.cuts).toEqual([2, 4, 6]);
    // Taken back, then another.
    expect(table.toggleCut(4)).toBe(true);
    expect(table.draft.value.cuts).toEqual([2, 6]);
    expect(table.toggleCut(3)).toBe(true);
    table.shiftBy(1); // the cuts stay with their cards: 2, 3, 6 become 1, 2, 5
    expect(table.draft.value).toEqual({ shift: 1, cuts: [1, 2, 5] });
    expect(table.confirmDeal()).toBe(true);
    // Played once the tap's frame is painted; meanwhile the row stays as it is.
    expect(session.game.moves()).toEqual([]);
    expect(table.toggleCut(4)).toBe(false);
    expect(table.confirmDeal()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(session.game.moves()).toEqual([{ shift: 1, packets: [1, 1, 3, 2] }]);
    expect(table.draft.value).toEqual({ shift: 0, cuts: [] });
    // A human's deal is not shown again step by step.
    expect(table.show.frame.value).toBe(null);
    await vi.advanceTimersByTimeAsync(50); // the live region speaks a frame or two after the table is drawn
    expect(table.announcement.value).toMatch(
      /^Ada moved 1 end card from the left to the right and cut 4 packets: Packet 1: .*\. Bo to pick\.$/,
    );
  });

  it('deals a Deal tapped just before the game screen closes', () => {
    const { table, session } = setUp([human('Ada'), ai('Bo')]);
    for (const gap of [1, 2, 3]) table.toggleCut(gap);
    expect(table.confirmDeal()).toBe(true);
    table.stop();
    expect(session.game.moves()).toEqual([{ shift: 0, packets: [1, 1, 1, 4] }]);
  });

  it('refuses everything when it is not the device’s player’s turn, saying whose it is', async () => {
    const { table, session } = setUp([ai('Bo'), human('Ada')]);
    expect(table.dealer.value).toBe(null);
    expect(table.shiftBy(1)).toBe(false);
    expect(table.notice.value?.text).toBe('It is Bo’s turn');
    expect(table.toggleCut(1)).toBe(false);
    expect(session.history.value).toHaveLength(0);
  });
});

describe('picks', () => {
  it('previews each packet for the picker, then takes the one tapped and confirmed', async () => {
    updateSettings({ motion: 'reduced' });
    const { table, session } = setUp([ai('Bo'), human('Ada'), ai('Cy')]);
    await vi.advanceTimersByTimeAsync(1000); // Bo deals
    expect(session.history.value).toHaveLength(1);
    expect(table.picker.value).toBe(1);
    const { packets, hands } = session.table.value;
    expect(table.previews.value).toEqual(packets!.map((cards) => previewPick(hands, 1, cards)));
    table.tapPacket(2);
    expect(table.pending.value).toBe(2);
    // The tap's frame raises the packet; its preview and Take (the controls) come a frame later.
    expect(table.offered.value).toBe(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(table.offered.value).toBe(2);
    table.tapPacket(2); // a second tap takes it back
    expect(table.pending.value).toBe(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(table.offered.value).toBe(null);
    table.tapPacket(0);
    table.takePending();
    table.tapPacket(1); // before the next frame: changes nothing
    expect(table.pending.value).toBe(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(session.game.moves()[1]).toEqual({ pick: 0 });
    expect(session.table.value.hands[1]).toEqual(packets![0]);
    await vi.advanceTimersByTimeAsync(50); // the live region speaks a frame or two after the table is drawn
    expect(table.announcement.value).toContain('Ada took packet 1: ');
  });

  it("keeps the players' board's holders to the hands it shows, as cards change hands", async () => {
    updateSettings({ motion: 'reduced' });
    const { table } = setUp([ai('Bo'), ai('Cy'), ai('Di')]);
    const seen = new Set<string>();
    for (let step = 0; step < 10; step++) {
      await vi.advanceTimersByTimeAsync(700);
      expect(table.holders.value).toEqual(holdersOf(table.board.value.view.hands));
      seen.add(JSON.stringify(table.holders.value));
    }
    expect(seen.size).toBeGreaterThan(1); // the holders changed along the way
  });

  it('takes a packet at once when moves are not confirmed, and refuses a packet already taken', async () => {
    updateSettings({ motion: 'reduced', confirm: false });
    // Cy takes the last packet of the row.
    const { table, session } = setUp([ai('Bo'), ai('Cy'), human('Ada')], {
      configure: (fake) => (fake.choose = (moves) => moves[moves.length - 1]!),
    });
    await vi.advanceTimersByTimeAsync(3000);
    expect(session.history.value).toHaveLength(2);
    expect(table.picker.value).toBe(2);
    table.tapPacket(2);
    expect(table.notice.value?.text).toBe('That packet is already taken');
    expect(table.dropPacket(0)).toBe(true);
    expect(session.game.moves()[2]).toEqual({ pick: 0 });
  });

  it('takes the dealer’s last packet by itself: it leaves no choice', async () => {
    updateSettings({ motion: 'reduced', confirm: false });
    const { table, session } = setUp([human('Ada'), ai('Bo')]);
    table.toggleCut(1);
    table.toggleCut(2);
    table.toggleCut(3);
    table.confirmDeal();
    await vi.advanceTimersByTimeAsync(1000); // Bo picks
    table.tapPacket(session.table.value.taken!.indexOf(false));
    await vi.advanceTimersByTimeAsync(500); // Bo picks again
    expect(session.history.value).toHaveLength(4);
    expect(table.picker.value).toBe(null); // one packet left: not Ada's to choose
    await vi.advanceTimersByTimeAsync(500);
    expect(session.history.value).toHaveLength(5);
    expect(session.game.round).toBe(2);
    expect(session.mover.value).toBe(1);
  });
});

describe('AI moves, shown step by step', () => {
  it('shows an AI deal one shift and one cut at a time, each about half a second, then the next turn', async () => {
    const { table, session } = setUp([ai('Bo'), human('Ada'), ai('Cy'), ai('Di')], {
      configure: (fake) => (fake.choose = (moves) => moves.find((m) => 'shift' in m && m.shift === -2 && m.packets.join() === '2,1,3,1')!),
    });
    expect(table.turns.thinking.value).toBe(null); // its dots show from the next frame
    await vi.advanceTimersByTimeAsync(0);
    expect(table.turns.thinking.value).toBe(0);
    await vi.advanceTimersByTimeAsync(460);
    expect(session.history.value).toHaveLength(1);
    expect(table.turns.thinking.value).toBe(null);
    // Frames: two shifts, then three cuts, from the row as laid out.
    const seen: { shift: number; cuts: readonly number[] }[] = [];
    for (let i = 0; i < 5; i++) {
      const shown = table.shown.value;
      expect(shown.view.packets).toBe(undefined);
      expect(shown.showing).toBe(0);
      seen.push({ shift: shown.shift, cuts: shown.cuts });
      await vi.advanceTimersByTimeAsync(STEP_MS);
    }
    expect(seen).toEqual([
      { shift: -1, cuts: [] },
      { shift: -2, cuts: [] },
      { shift: -2, cuts: [2] },
      { shift: -2, cuts: [2, 3] },
      { shift: -2, cuts: cutsFromSizes([2, 1, 3, 1]) },
    ]);
    expect(table.show.frame.value).toBe(null);
    expect(table.shown.value.view.packets).toHaveLength(4);
    expect(table.picker.value).toBe(1);
  });

  it('sends an AI’s packet to its picker, and the AI after it waits for the show; a tap skips it', async () => {
    const { table, session, fake } = setUp([human('Ada'), ai('Bo'), ai('Cy')]);
    fake.choose = (moves) => moves[1]!;
    table.toggleCut(2);
    table.toggleCut(4);
    table.confirmDeal();
    await vi.advanceTimersByTimeAsync(460);
    expect(session.history.value).toHaveLength(2);
    expect(table.shown.value).toMatchObject({ flying: 1, showing: 1 });
    // The board still shows the table before the pick.
    expect(table.shown.value.view.hands[1]).toEqual([]);
    // Cy thinks meanwhile, but plays only after the show, and a thinking pause.
    await vi.advanceTimersByTimeAsync(STEP_MS - 10);
    expect(session.history.value).toHaveLength(2);
    table.show.finish();
    expect(table.shown.value.view.hands[1]).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(400);
    expect(session.history.value).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(60);
    expect(session.history.value).toHaveLength(3);
  });

  it('shows nothing step by step under reduced motion', async () => {
    updateSettings({ motion: 'reduced' });
    const { table, session } = setUp([ai('Bo'), human('Ada')]);
    await vi.advanceTimersByTimeAsync(460);
    expect(session.history.value).toHaveLength(1);
    expect(table.show.frame.value).toBe(null);
    expect(table.picker.value).toBe(1);
  });

  it('seeds the AI from the deck and the move number, so a replayed game replays its choices', async () => {
    updateSettings({ motion: 'reduced' });
    const { session, fake } = setUp([ai('Bo', 'hard'), ai('Cy', 'easy')]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(fake.calls.length).toBeGreaterThan(2);
    expect(fake.calls[0]!.kind).toBe('hard');
    expect(fake.calls[1]!.kind).toBe('easy');
    expect(fake.calls[0]!.seed).toBe(seedFrom(`${session.game.deck.join('.')}#0`));
    expect(fake.calls[2]!.seed).toBe(seedFrom(`${session.game.deck.join('.')}#2`));
    const again = SeptSession.fromRecord({ ...session.record(), moves: [] });
    expect(again.ok && septSeed(again.value.game)).toBe(fake.calls[0]!.seed);
  });

  it('shows a plain message when the AI fails, and tries again', async () => {
    updateSettings({ motion: 'reduced' });
    const { table, session, fake } = setUp([ai('Bo'), human('Ada')], { configure: (fake) => (fake.fail = true) });
    await vi.advanceTimersByTimeAsync(100);
    expect(table.turns.aiError.value).toEqual({ code: 'crashed', detail: 'twice' });
    expect(table.turns.thinking.value).toBe(null);
    fake.fail = false;
    const retry = table.turns.begin();
    await vi.advanceTimersByTimeAsync(500);
    await retry;
    expect(session.history.value).toHaveLength(1);
    expect(table.turns.aiError.value).toBe(null);
  });

  it('stops the AI when the screen closes: nothing is played after', async () => {
    const { table, session, fake } = setUp([ai('Bo'), human('Ada')]);
    await vi.advanceTimersByTimeAsync(0); // the AI is asked once the move's frame is painted
    expect(fake.calls).toHaveLength(1);
    table.stop();
    expect(fake.calls[0]!.signal!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(session.history.value).toHaveLength(0);
  });
});

describe('pass-and-play', () => {
  it('asks for the next human between two humans’ turns, after the show of the last move', async () => {
    const { table, session } = setUp([human('Ada'), human('Bo')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(table.turns.handoff.value).toBe(0);
    expect(table.dealer.value).toBe(null);
    table.turns.acceptHandoff();
    expect(table.dealer.value).toBe(0);
    for (const gap of [1, 3, 5]) table.toggleCut(gap);
    table.confirmDeal();
    await vi.advanceTimersByTimeAsync(0);
    expect(table.dealer.value).toBe(null);
    expect(table.turns.handoff.value).toBe(1);
    expect(table.picker.value).toBe(null);
    table.turns.acceptHandoff();
    expect(table.picker.value).toBe(1);
    updateSettings({ confirm: false });
    table.tapPacket(0);
    // The packet goes to Bo first; then Ada is asked for.
    expect(table.shown.value.flying).toBe(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(table.turns.handoff.value).toBe(null);
    await vi.advanceTimersByTimeAsync(STEP_MS);
    expect(table.turns.handoff.value).toBe(0);
    expect(session.history.value).toHaveLength(2);
  });

  it('no hand-off with open hands', async () => {
    const session = SeptSession.start({ seats: [human('Ada'), human('Bo')], options: { openHands: true }, seed: 5, firstDealer: 1 });
    const table = new SeptTable(session, fakeBridge().bridge);
    tables.push(table);
    table.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(table.turns.handoff.value).toBe(null);
    expect(table.dealer.value).toBe(1);
  });
});

describe('the end', () => {
  it('plays a whole game against three AIs and opens the results after the last show', async () => {
    updateSettings({ confirm: false });
    const { table, session } = setUp([human('Ada'), ai('Bo'), ai('Cy'), ai('Di')], { seed: 11, firstDealer: 2 });
    // Whether the results were open in the task after the one that played the last move: they wait
    // for the frame after the last move's (the next task, in Node), not open with it.
    let openInTheNextTask: boolean | null = null;
    const watching = effect(() => {
      if (session.over.value) setTimeout(() => (openInTheNextTask ??= table.resultsOpen.peek()), 0);
    });
    for (let guard = 0; guard < 200 && !session.over.value; guard++) {
      if (table.dealer.value !== null) {
        for (const gap of [1, 2, 3]) table.toggleCut(gap);
        expect(table.confirmDeal()).toBe(true);
      } else if (table.picker.value !== null) {
        table.tapPacket(session.table.value.taken!.indexOf(false));
      }
      await vi.advanceTimersByTimeAsync(STEP_MS);
    }
    expect(session.over.value).toBe(true);
    expect(session.history.value).toHaveLength(4 * 5);
    await vi.advanceTimersByTimeAsync(STEP_MS * 2);
    watching();
    expect(openInTheNextTask).toBe(false);
    expect(table.resultsOpen.value).toBe(true);
    const winners = session.game.ranking()[0]!.map((s) => session.nameOf(s));
    expect(table.announcement.value).toContain(`Game over. ${winners.join(' and ')}`);
  });

  it("draws the results' points table a frame after the sheet, and at once for a game opened over", async () => {
    const { table } = setUp([human('Ada'), ai('Bo')], { seed: 3, firstDealer: 0 });
    expect(table.resultsFilled.value).toBe(false);
    table.resultsOpen.value = true;
    // The sheet's frame: no table yet; the next frame (the next task, in Node) draws it.
    expect(table.resultsFilled.value).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(table.resultsFilled.value).toBe(true);
    table.resultsOpen.value = false;
    await vi.advanceTimersByTimeAsync(0);
    expect(table.resultsFilled.value).toBe(false);
    // A game already over opens with its results whole.
    const over = SeptSession.start({ seats: [human('Ada'), human('Bo')], options: { openHands: false }, seed: 5, firstDealer: 0 });
    for (let guard = 0; guard < 200 && !over.game.over; guard++) over.play(over.game.legalMoves()[0]!);
    expect(over.game.over).toBe(true);
    const reopened = new SeptTable(over, fakeBridge().bridge);
    tables.push(reopened);
    expect(reopened.resultsOpen.value).toBe(true);
    expect(reopened.resultsFilled.value).toBe(true);
    const sheet = () => renderToString(h(SeptGameOver, { table: reopened, onRematch: () => {} }));
    expect(sheet()).toContain('sept-over__table');
    expect(sheet()).not.toContain('sheet-backdrop--filling');
    // Closed, then opened again: its first frame is hidden, without the table.
    reopened.resultsOpen.value = false;
    await vi.advanceTimersByTimeAsync(0);
    reopened.resultsOpen.value = true;
    expect(sheet()).toContain('sheet-backdrop--filling');
    expect(sheet()).not.toContain('sept-over__table');
    await vi.advanceTimersByTimeAsync(0);
    expect(sheet()).toContain('sept-over__table');
  });
});
