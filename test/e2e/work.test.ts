/**
 * How much work a move costs the page, counted rather than timed (a busy machine does not change a
 * count): the components rendered (the test hook's render counter) and the DOM nodes touched (a
 * MutationObserver), for a whole move by taps — a rack tile, a cell, Place — and the AI's reply. A
 * move that redrew the whole board again and again, as it once did (about 540 renders and 370 DOM
 * changes a move), fails; so does a 7 Jours deal whose shown moves, up to the player's next pick,
 * redraw or touch far more than they change. The timing itself is bench:smooth's. The tap on Place
 * holds only the press: the move is drawn in the next frame (both in one made the tap's frame long on
 * a slow phone), and the press lays nothing out. A move's frame draws the board, and what it changes
 * elsewhere (its scoring feedback too) follows in later frames. A 7 Jours cut restyles and redraws
 * only the cards that move (starting a transition is a restyle's dearest part), and a card is a few
 * elements (a round's row and each log entry insert many at once). A move added to either game's log
 * is laid out in its frame's one layout (an entry first skipped, then found on screen, took a second),
 * and so is a step of the scoring feedback, its words and the cells it lights. A drag crossing cells
 * marks them without a render and without a layout, and a lit combination, a turn's marks and a
 * score's gain lay nothing out either (what they change stands on every such element at rest: a
 * z-index, a scale, a stacking order, so only values change). A picked tile lights the cells
 * where it fits without redrawing them, and every animation of play in both games runs on the
 * compositor (Chromium's own trace says which it could not take). A finger's tap on a button acts as
 * it lifts, in its touchend, without the browser's later click (its mouse events and focus change
 * come first, on a slow phone a long wait).
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as septJours from '../../src/engine/septjours/index.js';
import * as twentyFourSeven from '../../src/engine/twentyfourseven/index.js';
import { appHook, PHONE, TABLET, useAppInChromium, watchThinkingMarks } from './harness';
import {
  cell,
  centre,
  choosePlacement,
  movesPlayed,
  rackTile,
  readCells,
  readRack,
  type SeatChoice,
  startGame,
  touchDrag,
  touchRelease,
  waitForTurn,
} from './play';

/** An animation Chromium started, and why it could not run on the compositor (null: it did). */
interface StartedAnimation {
  name: string;
  node: string;
  failed: number | null;
}

/** A Chromium trace event, with the fields these tests read. */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id2?: { local?: string };
  args?: {
    name?: string;
    data?: Record<string, unknown>;
    beginData?: { dirtyObjects?: number };
    endData?: { layoutRoots?: { nodeName: string }[] };
  };
}

/** Starts a Chromium trace of `categories`; the function returned ends it and gives its events. */
async function startTrace(cdp: CDPSession, categories: string): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  return async () => {
    const ended = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await ended;
    return events;
  };
}

/**
 * Records, through a Chromium trace of its animations, every CSS or Web animation the page starts, and
 * whether the compositor took it. One it did not take (a property it cannot animate, two animations of
 * one property on an element, a transform on inline text) runs on the main thread, a restyle each frame
 * it lasts, and keeps the main thread making frames meanwhile. Stop it to read them.
 */
async function traceAnimations(cdp: CDPSession): Promise<() => Promise<StartedAnimation[]>> {
  const stop = await startTrace(cdp, 'blink.animations');
  return async () => {
    const events = await stop();
    // A failure comes as an instant event with the id of the animation begun last under that id.
    const started: StartedAnimation[] = [];
    const current = new Map<string | undefined, StartedAnimation>();
    for (const event of events.filter((e) => e.name === 'Animation')) {
      const data = event.args?.data ?? {};
      if (event.ph === 'b') {
        const animation = { name: String(data.displayName ?? ''), node: String(data.nodeName ?? ''), failed: null };
        current.set(event.id2?.local, animation);
        started.push(animation);
      } else if (typeof data.compositeFailed === 'number') {
        const animation = current.get(event.id2?.local);
        if (animation) animation.failed = data.compositeFailed;
      }
    }
    return started;
  };
}

/**
 * Traces the page's taps: for each click dispatched, the layouts run inside its handlers (the objects
 * each had to lay out). Stop it to read them.
 */
async function traceClickLayouts(cdp: CDPSession): Promise<() => Promise<number[][]>> {
  const stop = await startTrace(cdp, 'devtools.timeline');
  return async () => {
    const events = await stop();
    const layouts = events.filter((e) => e.name === 'Layout' && e.ph === 'X');
    return events
      .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click')
      .map((click) =>
        layouts
          .filter((l) => l.tid === click.tid && l.ts >= click.ts && l.ts <= click.ts + (click.dur ?? 0))
          .map((l) => l.args?.beginData?.dirtyObjects ?? -1),
      );
  };
}

/** The categories of a trace that shows each frame, its layouts, and what the DOM's changes asked to lay out. */
const FRAME_LAYOUTS = 'devtools.timeline,cc,disabled-by-default-devtools.timeline.invalidationTracking';

/** The page's main thread: its events in time order, and its frames. */
function mainThread(events: TraceEvent[]): { ofMain: TraceEvent[]; frames: TraceEvent[] } {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')!;
  const ofMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid).sort((a, b) => a.ts - b.ts);
  return { ofMain, frames: ofMain.filter((e) => e.name === 'ProxyMain::BeginMainFrame' && e.ph === 'X') };
}

/**
 * For each frame of the page's main thread that drew a change (`drawn`: an invalidation the trace
 * recorded for it, made before the frame), the layouts that frame ran.
 */
function layoutsInFramesDrawing(events: TraceEvent[], drawn: (invalidation: TraceEvent) => boolean): TraceEvent[][] {
  const { ofMain, frames } = mainThread(events);
  const layouts = ofMain.filter((e) => e.name === 'Layout' && e.ph === 'X');
  const changes = ofMain.filter((e) => e.name.endsWith('InvalidationTracking') && drawn(e));
  const drawing = new Set(changes.map((a) => frames.find((f) => f.ts + f.dur! > a.ts)).filter((f) => f !== undefined));
  return [...drawing].map((f) => layouts.filter((l) => l.ts >= f.ts && l.ts < f.ts + f.dur!));
}

/** For each frame that drew a change (as above), how many times that frame laid the page out. */
const layoutsOfFramesDrawing = (events: TraceEvent[], drawn: (invalidation: TraceEvent) => boolean): number[] =>
  layoutsInFramesDrawing(events, drawn).map((layouts) => layouts.length);

/**
 * For each frame that drew a change (as above), where each of its layouts started: the node names of
 * its layout roots (the document's for a whole-page layout).
 */
const layoutRootsOfFramesDrawing = (events: TraceEvent[], drawn: (invalidation: TraceEvent) => boolean): string[][] =>
  layoutsInFramesDrawing(events, drawn).map((layouts) =>
    layouts.map((layout) => (layout.args?.endData?.layoutRoots ?? []).map((root) => root.nodeName).join(' + ')),
  );

/** An element whose class list starts with `classes` (a new entry of a moves log, a sheet…) added to the layout. */
const addedToLayout = (classes: string) => (e: TraceEvent) =>
  e.name === 'LayoutInvalidationTracking' &&
  e.args?.data?.reason === 'Added to layout' &&
  String(e.args.data.nodeName).includes(`class='${classes}`);

/** A cell lit or put out by the scoring feedback. */
const cellLit = (e: TraceEvent) => e.args?.data?.changedAttribute === 'data-lit';

/** The index among the page's frames of the one that first added to the layout an element of those classes (-1: none). */
function frameAdding(events: TraceEvent[], classes: string): number {
  const { ofMain, frames } = mainThread(events);
  const added = ofMain.find(addedToLayout(classes));
  return added ? frames.findIndex((f) => f.ts + f.dur! > added.ts) : -1;
}

/**
 * Once the results sheet's type is set ahead (TypeWarmUp), in idle time: nothing of it in the work
 * measured. Its samples wait a while for roomy idle periods, then each for idle time or 3 s.
 */
async function typeSetAhead(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.type-warm-up[data-complete]').count(), { timeout: 45_000 }).toBe(1);
}

/** A 24/7 game started (startGame), once its results sheet's type is set ahead. */
async function startTwentyFourSeven(page: Page, url: string, seed: number, seats: SeatChoice[], starter = 0): Promise<void> {
  await startGame(page, url, seed, seats, starter);
  await typeSetAhead(page);
}

/** Finished games of each game, to open at their results. */
function finishedTwentyFourSeven(): twentyFourSeven.GameRecord {
  const game = new twentyFourSeven.Game(2, twentyFourSeven.shuffledDeck(41));
  while (!game.over) game.play(twentyFourSeven.legalMoves(game.state).at(-1)!);
  return twentyFourSeven.recordOf(game, { seats: ['human', 'medium'], names: ['Ada', 'Medium AI'], seed: 41, id: 'work-41', started: 1 });
}
function finishedSeptJours(): septJours.GameRecord {
  const game = new septJours.Game(4, septJours.shuffledDeck(22), 0);
  while (!game.over) game.play(game.legalMoves()[0]!);
  const seats = ['human', 'medium', 'medium', 'medium'];
  return septJours.recordOf(game, { seats, names: ['You', 'Medium AI', 'Medium AI 2', 'Medium AI 3'], id: 'work-22', started: 1 });
}

/** Most components a whole move may render, and most DOM nodes it may touch (a few times what it takes). */
const MAX_RENDERS = 250;
const MAX_MUTATIONS = 250;
/** Components a 7 Jours cut renders (8 or 9 now; every slot and scissors again made 15 to 19). */
const MAX_CUT_RENDERS = 10;
/**
 * Renders and DOM changes from a 7 Jours deal tapped to the player's next pick: eight moves, five of
 * them shown step by step (about 480 of each now; a show's steps redrawing the players' board and the
 * log, as they once did, added about 40%).
 */
const MAX_SEPT_RENDERS = 650;
const MAX_SEPT_MUTATIONS = 650;

/**
 * DOM changes, in `window.mutations`; in `window.sameTexts`, texts set to what they already said (each
 * still costs the browser a layout of its line).
 */
const OBSERVE = `
  window.mutations = 0;
  window.sameTexts = 0;
  new MutationObserver((list) => {
    for (const m of list) {
      window.mutations += m.type === 'childList' ? m.addedNodes.length + m.removedNodes.length : 1;
      if (m.type === 'characterData' && m.oldValue === m.target.data) window.sameTexts++;
    }
  }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true, characterDataOldValue: true });
`;

/**
 * What a tap on Place has done by the time its frame paints (read in that frame's animation callbacks,
 * after the app's own): the move must not be played yet, nor anything drawn.
 */
const WATCH_PLACE_TAP = `
  const onPlace = (event) => event.target.closest('[data-action="confirm"]');
  // The hook counts renders since its last call: what is read here is carried over to the move's count.
  const renders = () => Object.values(window.__247.renders()).reduce((a, b) => a + b, 0);
  const moves = () => window.__247.record().moves.length;
  let start = null;
  // Before the app's handler (capture), after it (bubble), and in the frame's animation callbacks.
  window.addEventListener('click', (event) => {
    if (!onPlace(event)) return;
    start = { mutations: window.mutations, moves: moves() };
    window.rendersCarried = renders();
    requestAnimationFrame(() => {
      const during = renders();
      window.rendersCarried += during;
      window.placeTap.playedAtFrame = moves() - start.moves;
      window.placeTap.mutations = window.mutations - start.mutations;
      window.placeTap.renders = during;
    });
  }, { capture: true, once: true });
  window.addEventListener('click', (event) => {
    if (onPlace(event)) window.placeTap = { playedAtClick: moves() - start.moves };
  }, { once: true });
`;

/** The events that reach the 7 Jours row's gaps, in `window.gapTaps`, and whether each came in a touchend. */
const WATCH_GAP_TAPS = `
  window.gapTaps = [];
  let inTouchEnd = false;
  // The window's capture listener runs first of all the touchend's, its bubbling one last.
  window.addEventListener('touchend', () => (inTouchEnd = true), { capture: true });
  window.addEventListener('touchend', () => (inTouchEnd = false));
  for (const type of ['click', 'mousedown', 'mouseup', 'focusin']) {
    window.addEventListener(type, (event) => {
      if (event.target.closest?.('[data-gap]')) window.gapTaps.push({ type, inTouchEnd });
    }, { capture: true });
  }
`;

/**
 * From a move's tap on: the frame (counted by animation frames) in which each area of the screen first
 * changed, in `window.areaFrames`. The board's tile (or 7 Jours' table) comes first; what a move changes
 * elsewhere is drawn in later frames. `areas` maps a name to a selector: a change inside an element it
 * matches, or adding or removing one, counts. An area in `byAttribute` counts only that attribute's
 * changes; one in `within` only changes made to an element matching that selector.
 */
function watchAreas(areas: Record<string, string>, byAttribute: Record<string, string> = {}, within: Record<string, string> = {}): string {
  return `
  window.areaFrames = {};
  let frame = 0;
  const tick = () => { frame++; if (frame < 1200) requestAnimationFrame(tick); }; // up to 20 s: an AI reply comes in time
  requestAnimationFrame(tick);
  const areas = ${JSON.stringify(areas)};
  const byAttribute = ${JSON.stringify(byAttribute)};
  const within = ${JSON.stringify(within)};
  new MutationObserver((list) => {
    for (const m of list) {
      const at = m.target.nodeType === 1 ? m.target : m.target.parentElement;
      const nodes = [...m.addedNodes, ...m.removedNodes].filter((node) => node.nodeType === 1);
      for (const [area, selector] of Object.entries(areas)) {
        if (area in byAttribute && !(m.type === 'attributes' && m.attributeName === byAttribute[area])) continue;
        if (area in within && !at.matches(within[area])) continue;
        const touched = at.closest(selector) || nodes.some((node) => node.matches(selector));
        if (touched && !(area in window.areaFrames)) window.areaFrames[area] = frame;
      }
    }
  }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
`;
}

async function take(page: Page): Promise<{ renders: number; mutations: number; sameTexts: number }> {
  return page.evaluate(() => {
    const w = window as unknown as {
      __247: { renders(): Record<string, number> };
      mutations: number;
      sameTexts: number;
      rendersCarried?: number;
    };
    const renders = Object.values(w.__247.renders()).reduce((a, b) => a + b, 0) + (w.rendersCarried ?? 0);
    w.rendersCarried = 0;
    const { mutations, sameTexts } = w;
    w.mutations = 0;
    w.sameTexts = 0;
    return { renders, mutations, sameTexts };
  });
}

describe('work per move', () => {
  const app = useAppInChromium();

  /** 7 Jours from Home's tile (seed 8), the player against three AIs. */
  const startSeptJours = async (page: Page) => {
    await page.goto(`${app.server.url}?seed=8`);
    await page.locator('[data-game="7-jours"]').click();
    await page.locator('[data-action="start"]').click();
    await typeSetAhead(page);
  };

  /** 24/7 (seed 31) against the Easy AI at the player's first turn: the board's cells and the move to make. */
  const atFirstMove = async (page: Page) => {
    await startTwentyFourSeven(page, app.server.url, 31, [{ kind: 'Human' }, { kind: 'Easy AI' }], 0);
    expect(await waitForTurn(page)).toBe('mine');
    const cells = await readCells(page);
    return { cells, ...choosePlacement(cells, await readRack(page))! };
  };

  /** 7 Jours at the player's first deal (seed 8: the player deals first). */
  const startSeptJoursDeal = async (page: Page) => {
    await startSeptJours(page);
    await expect.poll(() => page.locator('[data-action="deal"]').count(), { timeout: 30_000 }).toBe(1);
  };
  /** …with the row cut into four packets, 1 | 2 3 | 4 5 | 6 7, ready to deal. */
  const startSeptJoursCut = async (page: Page) => {
    await startSeptJoursDeal(page);
    for (const gap of [1, 3, 5]) await page.locator(`[data-gap="${gap}"]`).tap();
  };

  it('a move by taps and the AI reply render and touch only what they change; the tap on Place only the press', async () => {
    const context = await app.browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await startTwentyFourSeven(page, app.server.url, 31, [{ kind: 'Human' }, { kind: 'Easy AI' }], 0);
      await page.evaluate(OBSERVE);
      const moves: { renders: number; mutations: number; sameTexts: number }[] = [];
      for (let n = 0; n < 5 && (await waitForTurn(page)) === 'mine'; n++) {
        await take(page);
        const before = await movesPlayed(page);
        const placement = choosePlacement(await readCells(page), await readRack(page));
        if (!placement) throw new Error('my turn, but no tile fits anywhere');
        await rackTile(page, placement.v).tap();
        await cell(page, placement.r, placement.c).tap();
        await page.evaluate(WATCH_PLACE_TAP);
        await page.locator('[data-action="confirm"]').tap();
        await expect.poll(() => page.evaluate('window.placeTap')).toEqual({ playedAtClick: 0, playedAtFrame: 0, mutations: 0, renders: 0 });
        await page.evaluate('window.placeTap = undefined');
        await expect.poll(() => movesPlayed(page)).toBeGreaterThanOrEqual(before + 2);
        await waitForTurn(page);
        moves.push(await take(page));
      }
      expect(moves.length).toBe(5);
      for (const move of moves) {
        expect(move.renders, JSON.stringify(moves)).toBeGreaterThan(0);
        expect(move.renders, JSON.stringify(moves)).toBeLessThanOrEqual(MAX_RENDERS);
        expect(move.mutations, JSON.stringify(moves)).toBeLessThanOrEqual(MAX_MUTATIONS);
        // A score of 0 was written again at every render of the scoreboard (see zeroTexts.ts).
        expect(move.sameTexts, JSON.stringify(moves)).toBe(0);
      }
    } finally {
      await context.close();
    }
  });

  /**
   * 24/7 against the Easy AI (seed 31), the player's first tile put down by taps, awaiting Place, and
   * the cells where it fitted no longer lit (a frame after the tile).
   */
  const startWithTileDown = async (page: Page) => {
    await startTwentyFourSeven(page, app.server.url, 31, [{ kind: 'Human' }, { kind: 'Easy AI' }], 0);
    expect(await waitForTurn(page)).toBe('mine');
    const { v, r, c } = choosePlacement(await readCells(page), await readRack(page))!;
    await rackTile(page, v).tap();
    await cell(page, r, c).tap();
    await expect.poll(() => page.locator('.board--picking').count()).toBe(0);
  };

  it('a tap on Place lays nothing out while its handlers run: its press changes a transform only', async () => {
    const context = await app.browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await startWithTileDown(page);
      await page.locator('[data-action="confirm"]').waitFor();
      await page.waitForTimeout(300); // what the placement changes elsewhere, drawn
      const stop = await traceClickLayouts(await context.newCDPSession(page));
      await page.locator('[data-action="confirm"]').tap();
      await expect.poll(() => movesPlayed(page)).toBeGreaterThan(0);
      // One click, and no layout inside it (a press that gave the button its first transform made one).
      expect(await stop()).toEqual([[]]);
    } finally {
      await context.close();
    }
  });

  it("a finger's tap on a button acts as it lifts: no mouse events, no focus, nothing left pressed", async () => {
    const context = await app.browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await startSeptJoursDeal(page);
      await page.evaluate(WATCH_GAP_TAPS);
      // Two different buttons, then the first again: each acts (a cut's gap toggles), none stays pressed.
      for (const [gap, cut] of [
        [3, 'true'],
        [5, 'true'],
        [3, 'false'],
      ] as const) {
        await page.locator(`[data-gap="${gap}"]`).tap();
        await expect.poll(() => page.locator(`[data-gap="${gap}"]`).getAttribute('aria-pressed')).toBe(cut);
      }
      await page.waitForTimeout(300);
      // Each click came inside its touchend (the browser's own click comes in a later task, after the
      // mouse events a touch makes and a focus change).
      const click = { type: 'click', inTouchEnd: true };
      expect(await page.evaluate('window.gapTaps')).toEqual([click, click, click]);
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      expect(await page.evaluate(() => document.querySelectorAll('button:active').length)).toBe(0);
      // A press that slides a few pixels (it may be a drag's start) is left to the browser, which still
      // makes it a click, in a task of its own after its mouse events.
      await page.evaluate('window.gapTaps = []');
      const cdp = await context.newCDPSession(page);
      const at = await centre(page.locator('[data-gap="5"]'));
      await touchDrag(cdp, at, { x: at.x + 7, y: at.y }, { steps: 1 });
      await expect.poll(() => page.locator('[data-gap="5"]').getAttribute('aria-pressed')).toBe('false');
      const slid = (await page.evaluate('window.gapTaps')) as { type: string; inTouchEnd: boolean }[];
      expect(slid.map((event) => event.type)).toContain('mousedown');
      expect(slid.filter((event) => event.type === 'click')).toEqual([{ type: 'click', inTouchEnd: false }]);
      // So is a long press (the browser's long press makes no click of it).
      await page.evaluate('window.gapTaps = []');
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
      await page.waitForTimeout(700);
      await touchRelease(cdp);
      await page.waitForTimeout(300);
      expect(await page.evaluate('window.gapTaps')).not.toContainEqual({ type: 'click', inTouchEnd: true });
    } finally {
      await context.close();
    }
  });

  /** The areas a 24/7 move changes besides its cell, watched for the frame each first changes in. */
  const AFTER_THE_MOVE = {
    // The empty cells' numbers (the largest tile that fits, out of time), but the one the tile covers.
    numbers: '.cell__fits, .cell__oot',
    status: '.status',
    rack: '.rack',
    topbar: '.topbar__moves',
    hand: '.player__hand',
    pile: '.pile',
    turn: '.scoreboard__players',
    // The scoring feedback: its words over the board, and the cells it lights.
    feedback: '.feedback',
    lit: '.cell',
  };
  const watchMove = watchAreas(
    { board: '.board', ...AFTER_THE_MOVE },
    { rack: 'class', turn: 'aria-current', lit: 'data-lit' },
    { numbers: '.cell__fits, .cell:not(.cell--filled)' },
  );

  /** Each area the move changed was drawn in a frame after the one that drew the move on the board. */
  const expectDrawnAfterTheBoard = async (page: Page, changed: (keyof typeof AFTER_THE_MOVE)[]) => {
    for (const area of changed) await expect.poll(() => page.evaluate(`window.areaFrames.${area}`), { message: area }).not.toBeUndefined();
    const frames = (await page.evaluate('window.areaFrames')) as Record<string, number | undefined>;
    expect(frames.board, JSON.stringify(frames)).toBeGreaterThan(0);
    for (const area of changed) expect(frames[area], `${area}: ${JSON.stringify(frames)}`).toBeGreaterThan(frames.board!);
  };

  it("a move's frame draws the board; its feedback, the cells' numbers, the turn, the rack and the scores follow", async () => {
    const context = await app.browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await startWithTileDown(page);
      await page.waitForTimeout(300); // the Place button and the lit cells going out, drawn
      await page.evaluate(watchMove);
      await page.locator('[data-action="confirm"]').tap();
      await expectDrawnAfterTheBoard(page, ['numbers', 'status', 'rack', 'topbar', 'hand', 'pile', 'turn']);
      // The AI's reply: its tile in one frame, what follows from it (its scoring feedback too) in later ones.
      await expect.poll(() => page.locator('.status--thinking').count()).toBe(1);
      await page.evaluate(watchMove);
      await expectDrawnAfterTheBoard(page, ['feedback', 'lit', 'numbers', 'status', 'rack', 'topbar', 'turn']);
    } finally {
      await context.close();
    }
  });

  it('a game screen is drawn once: its moves redraw its parts, never the whole screen (both games)', async () => {
    const context = await app.browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      const rendersOf = async (name: string) => ((await page.evaluate('window.__247.renders()')) as Record<string, number>)[name] ?? 0;
      // 7 Jours (seed 8: the player deals first), then the AIs' picks.
      await page.goto(`${app.server.url}?seed=8`);
      await page.locator('[data-game="7-jours"]').click();
      await rendersOf('SeptScreen');
      await page.locator('[data-action="start"]').click();
      await expect.poll(() => page.locator('[data-action="deal"]').count(), { timeout: 30_000 }).toBe(1);
      for (const gap of [1, 3, 5]) await page.locator(`[data-gap="${gap}"]`).tap();
      await page.locator('[data-action="deal"]').tap();
      await expect.poll(() => page.evaluate('window.__247.record().moves.length'), { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
      await expect.poll(() => page.locator('.strip--showing').count()).toBe(0);
      // Its first drawing only: the table it made read the game's signals as the screen was drawn, and
      // the first move drew the whole screen again.
      expect(await rendersOf('SeptScreen')).toBe(1);
      // 24/7 (a new page: counted from its load), two moves and the AI's replies.
      await startTwentyFourSeven(page, app.server.url, 31, [{ kind: 'Human' }, { kind: 'Easy AI' }], 0);
      for (let n = 0; n < 2 && (await waitForTurn(page)) === 'mine'; n++) {
        const before = await movesPlayed(page);
        const placement = choosePlacement(await readCells(page), await readRack(page))!;
        await rackTile(page, placement.v).tap();
        await cell(page, placement.r, placement.c).tap();
        await page.locator('[data-action="confirm"]').tap();
        await expect.poll(() => movesPlayed(page)).toBeGreaterThanOrEqual(before + 2);
      }
      expect(await movesPlayed(page)).toBeGreaterThanOrEqual(4);
      expect(await rendersOf('GameScreen')).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("a 7 Jours move's frame draws the table; the players' board, the log and the live region follow", async () => {
    const context = await app.browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      await startSeptJours(page);
      await expect.poll(() => page.locator('[data-action="deal"], .packet--pickable').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      // Only the move's tap may change the page from here on: the AIs wait for the player.
      const watch = watchAreas({ table: '.strip', board: '.seats', log: '.sept-log', announcer: 'main > p[aria-live="polite"]' });
      if (await page.locator('[data-action="deal"]').count()) {
        const players = await page.locator('[data-seat-row]').count();
        for (const gap of [1, 3, 5, 2, 4].slice(0, (players === 2 ? 4 : players) - 1)) await page.locator(`[data-gap="${gap}"]`).tap();
        await page.evaluate(watch);
        await page.locator('[data-action="deal"]').tap();
      } else {
        await page.locator('.packet--pickable').first().tap();
        await page.evaluate(watch);
        await page.locator('[data-action="take"]').tap();
      }
      const later = ['board', 'log', 'announcer'];
      for (const area of later) await expect.poll(() => page.evaluate(`window.areaFrames.${area}`)).not.toBeUndefined();
      const frames = (await page.evaluate('window.areaFrames')) as Record<string, number | undefined>;
      expect(frames.table, JSON.stringify(frames)).toBeGreaterThan(0);
      for (const area of later) expect(frames[area], `${area}: ${JSON.stringify(frames)}`).toBeGreaterThan(frames.table!);
    } finally {
      await context.close();
    }
  });

  /** 24/7: `count` moves by taps (a rack tile, a cell, Place), each with the AI's reply, to the player's next turn. */
  const tapMovesWithReplies = async (page: Page, count: number) => {
    for (let n = 0; n < count && (await waitForTurn(page)) === 'mine'; n++) {
      const before = await movesPlayed(page);
      const { v, r, c } = choosePlacement(await readCells(page), await readRack(page))!;
      await rackTile(page, v).tap();
      await cell(page, r, c).tap();
      await page.locator('[data-action="confirm"]').tap();
      await expect.poll(() => movesPlayed(page)).toBeGreaterThanOrEqual(before + 2);
    }
    await waitForTurn(page);
  };

  /** 24/7 against an Easy AI (seed 31): a trace of the page's frames and layouts over two moves by taps and the AI's replies. */
  const traceTwoMovePairs = async (context: BrowserContext): Promise<TraceEvent[]> => {
    const page = await context.newPage();
    await startTwentyFourSeven(page, app.server.url, 31, [{ kind: 'Human' }, { kind: 'Easy AI' }], 0);
    const stop = await startTrace(await context.newCDPSession(page), FRAME_LAYOUTS);
    await tapMovesWithReplies(page, 2);
    await page.waitForTimeout(500);
    return stop();
  };

  it("a move added to either game's log is laid out once, in its frame's one layout", async () => {
    const context = await app.browser.newContext(TABLET);
    try {
      // 24/7: two moves by taps and the AI's replies, each a new entry at the top of the log.
      // An entry skipped at first (content-visibility: auto), then found on screen, took a second one.
      const twentyFourSeven = layoutsOfFramesDrawing(await traceTwoMovePairs(context), addedToLayout('log__move'));
      expect(twentyFourSeven.length).toBeGreaterThanOrEqual(4);
      expect(twentyFourSeven).toEqual(twentyFourSeven.map(() => 1));
      // 7 Jours: the player's deal, then the AIs' picks, each an entry of its log.
      const sept = await context.newPage();
      await startSeptJoursCut(sept);
      const stop = await startTrace(await context.newCDPSession(sept), FRAME_LAYOUTS);
      await sept.locator('[data-action="deal"]').tap();
      await expect.poll(() => sept.locator('.sept-log__move').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
      await sept.waitForTimeout(500);
      const septJours = layoutsOfFramesDrawing(await stop(), addedToLayout('sept-log__move'));
      expect(septJours.length).toBeGreaterThanOrEqual(3);
      expect(septJours).toEqual(septJours.map(() => 1));
    } finally {
      await context.close();
    }
  });

  it("an AI's tile lays out the board alone: the board bounds the relayouts its cells start", async () => {
    const context = await app.browser.newContext(PHONE);
    try {
      // The frame of each AI move changes its cell alone (what follows comes in later frames): laid out
      // from the board, not from the document, which would lay out the whole game screen.
      // (The class list exactly: a tile played, not one awaiting Place.)
      const roots = layoutRootsOfFramesDrawing(await traceTwoMovePairs(context), addedToLayout("tile tile--board'"));
      expect(roots.length, JSON.stringify(roots)).toBeGreaterThanOrEqual(2);
      for (const frame of roots) expect(frame, JSON.stringify(roots)).toEqual(["DIV class='board'"]);
    } finally {
      await context.close();
    }
  });

  it("a game's results sheet is drawn in two frames: its parts, then its table (both games)", async () => {
    const context = await app.browser.newContext(PHONE);
    try {
      const games = [
        { record: finishedTwentyFourSeven(), close: 'See the board', sheet: 'sheet gameover', table: 'tallies' },
        { record: finishedSeptJours(), close: 'See the table', sheet: 'sheet gameover sept-over', table: 'sept-over__table' },
      ];
      for (const { record, close, sheet, table } of games) {
        const page = await context.newPage();
        await page.goto(app.server.url);
        await appHook(page).ready();
        expect(await appHook(page).open(record)).toBeNull();
        // Opened over: the results come whole. Closed, then opened again by the Results button:
        await expect.poll(() => page.locator(`.gameover .${table}`).count()).toBe(1);
        await typeSetAhead(page);
        await page.getByRole('button', { name: close }).tap();
        await expect.poll(() => page.locator('.gameover').count()).toBe(0);
        const stop = await startTrace(await context.newCDPSession(page), FRAME_LAYOUTS);
        await page.getByRole('button', { name: 'Results' }).tap();
        await expect.poll(() => page.locator(`.gameover .${table}`).count()).toBe(1);
        // Shown once whole, its heading taking the focus.
        await expect.poll(() => page.locator('.sheet-backdrop--filling').count()).toBe(0);
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('gameover-title');
        await page.waitForTimeout(300);
        const events = await stop();
        const parts = frameAdding(events, sheet);
        expect(parts).toBeGreaterThanOrEqual(0);
        // Both in one frame made the game's end one long frame on a slow phone.
        expect(frameAdding(events, table)).toBeGreaterThan(parts);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  it("a step of the scoring feedback lights its cells and shows its words in its frame's one layout", async () => {
    const context = await app.browser.newContext(PHONE);
    try {
      // Two moves by touch and the AI's replies, each shown step by step.
      const page = await context.newPage();
      await startTwentyFourSeven(page, app.server.url, 31, [{ kind: 'Human' }, { kind: 'Easy AI' }], 0);
      const stop = await startTrace(await context.newCDPSession(page), FRAME_LAYOUTS);
      await tapMovesWithReplies(page, 2);
      await page.waitForTimeout(1500); // the last feedback's steps
      // Lit in the next animation frame, after the browser had laid out the step's words for its
      // hover check, the cells took a second layout.
      const lit = layoutsOfFramesDrawing(await stop(), cellLit);
      expect(lit.length).toBeGreaterThanOrEqual(4);
      expect(lit.filter((layouts) => layouts > 1)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a dragged tile crossing cells marks the one under it, ok or bad, and renders no component', async () => {
    const context = await app.browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      const { cells, v, r, c } = await atFirstMove(page);
      const verdict = (at: { r: number; c: number }) => {
        const info = cells.find((x) => x.r === at.r && x.c === at.c)!;
        return info.tile === 0 && info.fits >= v ? 'ok' : 'bad';
      };
      const marked = () =>
        page
          .locator('[data-hover]')
          .evaluateAll((els) => els.map((el) => `${(el as HTMLElement).dataset.cell}:${(el as HTMLElement).dataset.hover}`));
      const cdp = await context.newCDPSession(page);
      await touchDrag(cdp, await centre(rackTile(page, v)), await centre(cell(page, r, c)), { release: false });
      await expect.poll(marked).toEqual([`${r},${c}:ok`]);
      await take(page);
      // On to the start tile (taken), then to a corner, then off the board.
      const route = [
        { r: 3, c: 3 },
        { r: 0, c: 0 },
        { r: 6, c: 6 },
      ].filter((at) => at.r !== r || at.c !== c);
      for (const at of route) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [await centre(cell(page, at.r, at.c))] });
        await expect.poll(marked).toEqual([`${at.r},${at.c}:${verdict(at)}`]);
      }
      expect(route.map(verdict)).toContain('bad');
      expect((await take(page)).renders).toBe(0);
      await touchRelease(cdp);
      await expect.poll(marked).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a drag's mark crossing cells and a combination's lit tiles change values only: no layout", async () => {
    const context = await app.browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      const { cells, v, r, c } = await atFirstMove(page);
      const cdp = await context.newCDPSession(page);
      await touchDrag(cdp, await centre(rackTile(page, v)), await centre(cell(page, r, c)), { release: false });
      const stop = await startTrace(cdp, FRAME_LAYOUTS);
      // Cells where the tile fits (the mark grows the cell and raises it), then one where it does not.
      const fitting = cells.filter((x) => x.tile === 0 && x.fits >= v && (x.r !== r || x.c !== c)).slice(0, 4);
      expect(fitting.length).toBe(4);
      for (const at of [...fitting, { r: 3, c: 3 }]) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [await centre(cell(page, at.r, at.c))] });
        await expect.poll(() => page.locator(`[data-cell="${at.r},${at.c}"][data-hover]`).count()).toBe(1);
      }
      // The start tile lit as the scoring feedback lights a combination's, then put out.
      const start = page.locator('.cell--start');
      await start.evaluate((el) => {
        (el as HTMLElement).dataset.lit = 'run';
      });
      await page.waitForTimeout(400);
      await start.evaluate((el) => delete (el as HTMLElement).dataset.lit);
      await page.waitForTimeout(200);
      // Turning a z-index or a transform on from none (the hover's scale, the lit tile's pop) laid the page out.
      const events = await stop();
      const hovered = layoutsOfFramesDrawing(events, (e) => e.args?.data?.changedAttribute === 'data-hover');
      const lit = layoutsOfFramesDrawing(events, cellLit);
      expect(hovered.length).toBeGreaterThanOrEqual(4);
      expect(lit.length).toBe(2);
      expect([...hovered, ...lit]).toEqual([...hovered, ...lit].map(() => 0));
      await touchRelease(cdp);
    } finally {
      await context.close();
    }
  });

  it("a turn's marks (the rack dimmed, a player's ring, 7 Jours' seat ring) and a score's gain lay nothing out", async () => {
    const context = await app.browser.newContext(PHONE);
    try {
      // Each mark set and taken away a frame apart, as a turn's change does.
      const layoutsWhileToggling = async (page: Page, marks: [string, string][]) => {
        const stop = await startTrace(await context.newCDPSession(page), 'devtools.timeline');
        const toggled = await page.evaluate(async (marks) => {
          const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
          let count = 0;
          for (const [selector, mark] of marks) {
            const element = document.querySelector(selector);
            for (let i = 0; element && i < 4; i++, count++) {
              element.classList.toggle(mark);
              await frame();
            }
          }
          return count;
        }, marks);
        expect(toggled).toBe(marks.length * 4);
        return (await stop()).filter((e) => e.name === 'Layout' && e.ph === 'X').length;
      };
      // A stacking order or a transform turned on from none (an opacity dropping from 1, an opacity
      // rising to 1, the score's gain animation) laid the page out.
      const page = await context.newPage();
      await atFirstMove(page);
      expect(
        await layoutsWhileToggling(page, [
          ['.rack', 'rack--waiting'],
          ['.player', 'player--turn'],
          ['.player', 'player--gaining'],
        ]),
      ).toBe(0);
      const sept = await context.newPage();
      await startSeptJoursDeal(sept);
      expect(await layoutsWhileToggling(sept, [['.seat-row', 'seat-row--turn']])).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a picked tile lights the cells where it fits, and a drop puts them out, without redrawing them', async () => {
    const context = await app.browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      const { cells, v, r, c } = await atFirstMove(page);
      const fitting = cells.filter((x) => x.tile === 0 && x.fits >= v).map((x) => `${x.r},${x.c}`);
      const lit = () =>
        page.locator('.board--picking [data-reach]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.cell!).sort());
      // What changed in the board's cells other than the marks set without a render (data-reach, data-hover).
      await page.evaluate(`
        window.cellChanges = [];
        new MutationObserver((list) => {
          for (const m of list) {
            const at = m.target.nodeType === 1 ? m.target : m.target.parentElement;
            if (at.closest('[data-cell]') && !(m.type === 'attributes' && ['data-reach', 'data-hover'].includes(m.attributeName))) window.cellChanges.push(at.closest('[data-cell]').dataset.cell);
          }
        }).observe(document.querySelector('.board'), { subtree: true, childList: true, attributes: true, characterData: true });
      `);
      const cellChanges = () => page.evaluate(() => [...new Set((window as unknown as { cellChanges: string[] }).cellChanges.splice(0))]);
      expect(fitting.length).toBeGreaterThan(5);
      await take(page);
      await rackTile(page, v).tap();
      await expect.poll(lit).toEqual([...fitting].sort());
      // Each lit cell once rendered itself: now the whole tap renders fewer components than it lights.
      expect((await take(page)).renders).toBeLessThan(fitting.length);
      expect(await cellChanges()).toEqual([]);
      // Dropped on a cell: that cell alone is redrawn (it takes the tile), and every light goes out.
      const cdp = await context.newCDPSession(page);
      await touchDrag(cdp, await centre(rackTile(page, v)), await centre(cell(page, r, c)));
      await expect.poll(() => cell(page, r, c).getAttribute('aria-label')).toContain(`tile ${v}, not placed yet`);
      await expect.poll(lit).toEqual([]);
      expect(await cellChanges()).toEqual([`${r},${c}`]);
    } finally {
      await context.close();
    }
  });

  it('every animation of a 24/7 move, its scoring feedback and the AI reply runs on the compositor', async () => {
    const context = await app.browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await startTwentyFourSeven(page, app.server.url, 8, [{ kind: 'Human' }, { kind: 'Easy AI' }], 0);
      const cdp = await context.newCDPSession(page);
      const stop = await traceAnimations(cdp);
      for (let n = 0; n < 4 && (await waitForTurn(page)) === 'mine'; n++) {
        const before = await movesPlayed(page);
        const { v, r, c } = choosePlacement(await readCells(page), await readRack(page))!;
        await touchDrag(cdp, await centre(rackTile(page, v)), await centre(cell(page, r, c)));
        await page.locator('[data-action="confirm"]').tap();
        await expect.poll(() => movesPlayed(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(before + 2);
      }
      await page.waitForTimeout(1500); // the last feedback's animations
      const started = await stop();
      // The game's own: a lit tile, a score gaining, the feedback's labels, rack tiles and the turn's ring.
      const names = JSON.stringify([...new Set(started.map((a) => a.name))]);
      expect(started.filter((a) => a.name === 'lit').length, names).toBeGreaterThan(0);
      expect(started.length).toBeGreaterThan(20);
      expect(started.filter((a) => a.failed !== null)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a 7 Jours cut moves the shorter side of the row and recentres the row as one, redrawing no other card', async () => {
    const context = await app.browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await startSeptJoursDeal(page);
      await page.evaluate(() => {
        const w = window as unknown as { restyled: string[] };
        w.restyled = [];
        new MutationObserver((list) => {
          for (const m of list) {
            const at = m.target as HTMLElement;
            w.restyled.push(
              at.dataset.place !== undefined
                ? `slot ${at.dataset.place}`
                : at.dataset.gap !== undefined
                  ? `gap ${at.dataset.gap}`
                  : at.className,
            );
          }
        }).observe(document.querySelector('.strip')!, { subtree: true, attributes: true, attributeFilter: ['style'] });
      });
      const restyled = () => page.evaluate(() => (window as unknown as { restyled: string[] }).restyled);
      const cut = async (gap: number) => {
        await page.evaluate(() => ((window as unknown as { restyled: string[] }).restyled = []));
        await take(page);
        await page.locator(`[data-gap="${gap}"]`).tap();
        await expect.poll(async () => (await restyled()).length).toBeGreaterThan(0);
        await page.waitForTimeout(300);
        return { restyled: [...new Set(await restyled())].sort(), renders: (await take(page)).renders };
      };
      const containers = ['strip__cards strip__centred', 'strip__gaps strip__centred'];
      // Cut between the 5th and 6th cards: the 6th and 7th move, with the gaps at and after the cut.
      const late = await cut(5);
      expect(late.restyled).toEqual(['gap 5', 'gap 6', 'slot 5', 'slot 6', ...containers]);
      // Cut between the 1st and 2nd: the 1st moves, with the gap between them.
      const early = await cut(1);
      expect(early.restyled).toEqual(['gap 1', 'slot 0', ...containers]);
      // The strip, the row, the cards that move, the controls' count and Deal: not every card and gap.
      for (const { renders } of [late, early]) expect(renders).toBeLessThanOrEqual(MAX_CUT_RENDERS);
    } finally {
      await context.close();
    }
  });

  it('a 7 Jours card going round the end of the row lifts as it is, not drawn anew', async () => {
    const context = await app.browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await startSeptJoursDeal(page);
      // Each card's face, marked, so a face drawn anew shows as one without the mark.
      await page.evaluate(() => {
        document.querySelectorAll<HTMLElement>('.slot .sj-card').forEach((face) => {
          face.dataset.kept = '';
        });
      });
      const lastCard = await page.locator('.slot[data-place="6"] .sj-card').getAttribute('data-card');
      await page.locator('[data-action="shift-right"]').tap();
      // The last card is now the first, lifting over the others as it goes.
      await expect.poll(() => page.locator('.slot[data-place="0"]').getAttribute('class')).toContain('slot--wrapped');
      /** Animations running on the lift of the card at a place. */
      const lifting = (place: number) =>
        page.evaluate((p) => document.querySelector(`.slot[data-place="${p}"] .slot__lift`)!.getAnimations().length, place);
      expect(await lifting(0)).toBe(1);
      expect(await page.locator('.slot[data-place="0"] .sj-card').getAttribute('data-card')).toBe(lastCard);
      expect(await page.locator('.slot .sj-card:not([data-kept])').count()).toBe(0);
      // Once landed, sent back round the other way: the same card lifts again.
      await expect.poll(() => lifting(0)).toBe(0);
      await page.locator('[data-action="shift-left"]').tap();
      await expect.poll(() => page.locator('.slot[data-place="6"] .sj-card').getAttribute('data-card')).toBe(lastCard);
      expect(await lifting(6)).toBe(1);
      expect(await page.locator('.slot .sj-card:not([data-kept])').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a 7 Jours deal turns the row into packets over the same cards, none drawn anew', async () => {
    const context = await app.browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await startSeptJoursCut(page);
      /** Each card by its place: its name, its packet once dealt, whether it is the element marked before the deal. */
      const table = () =>
        Array.from(document.querySelectorAll<HTMLElement>('.slot'))
          .map((slot) => {
            const face = slot.querySelector<HTMLElement>('.sj-card')!;
            return {
              place: Number(slot.dataset.place),
              card: face.dataset.card,
              packet: slot.dataset.inPacket,
              kept: 'kept' in face.dataset,
            };
          })
          .sort((a, b) => a.place - b.place);
      const row = await page.evaluate(table);
      expect(row).toHaveLength(7);
      await page.evaluate(() => {
        document.querySelectorAll<HTMLElement>('.slot .sj-card').forEach((face) => {
          face.dataset.kept = '';
        });
      });
      await page.locator('[data-action="deal"]').tap();
      // Read in the first frame with the four packets, before any is picked.
      const dealt = await (
        await page.waitForFunction(`document.querySelectorAll('button[data-packet]').length === 4 && (${table.toString()})()`)
      ).jsonValue();
      // Every card where it was, the same element, in the packet its cuts make.
      expect(dealt).toEqual(row.map((before, place) => ({ ...before, packet: String([0, 1, 1, 2, 2, 3, 3][place]), kept: true })));
    } finally {
      await context.close();
    }
  });

  it("a 7 Jours card whose packet flew at a round's end is drawn whole in the next round's row", async () => {
    const context = await app.browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await startSeptJoursCut(page);
      await page.locator('[data-action="deal"]').tap();
      // The dealer's last packet is shown flying to them as the round ends; the next round's row keeps
      // the cards' elements, so none may be left gone with that flight.
      await expect.poll(() => page.locator('.packet--pickable').count(), { timeout: 60_000 }).toBeGreaterThan(0);
      const gone = await page
        .locator('.slot')
        .evaluateAll(
          (slots) => slots.filter((slot) => slot.classList.contains('slot--flying') || getComputedStyle(slot).opacity !== '1').length,
        );
      expect(await page.locator('.slot').count()).toBeGreaterThan(0);
      expect(gone).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a 7 Jours card is one SVG of its band, its stars and its symbol: few elements to style and lay out', async () => {
    const context = await app.browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await startSeptJoursDeal(page);
      // The row the player deals and the rules' deck of all 28 cards.
      await page.locator('[data-action="rules"]').click();
      await expect.poll(() => page.locator('.sept-rules__deck .sj-card').count()).toBe(28);
      const cards = await page
        .locator('.slot .sj-card, .sept-rules__deck .sj-card')
        .evaluateAll((all) =>
          all.map((card) => ({ card: card.getAttribute('data-card'), elements: 1 + card.querySelectorAll('*').length })),
        );
      expect(cards.length).toBe(28 + 7);
      // The card itself, its band and its symbol, and one shape a star ("F2": two stars). Drawn with boxes
      // and an SVG for each star and the symbol, a card was 5 elements and 2 a star.
      for (const { card, elements } of cards) expect(elements, card!).toBe(3 + Number(card!.slice(1)));
    } finally {
      await context.close();
    }
  });

  it("the 7 Jours row's sizes reach its slots and cards as lengths, not formulas to parse again", async () => {
    const context = await app.browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await startSeptJoursDeal(page);
      const sizes = await page
        .locator('.slot')
        .first()
        .evaluate((slot) => {
          const style = getComputedStyle(slot);
          const card = getComputedStyle(slot.querySelector('.sj-card')!);
          return ['--card-w', '--card-h', '--x0'].map((name) => style.getPropertyValue(name)).concat(card.getPropertyValue('--w'));
        });
      // Formulas of other properties (min, calc, var) were copied whole into each slot's and card's
      // styles, and parsed again each time one was restyled.
      for (const size of sizes) expect(size).toMatch(/^-?[\d.]+(e-?\d+)?px$/);
      const width = await page
        .locator('.slot .sj-card')
        .first()
        .evaluate((card) => card.getBoundingClientRect().width);
      expect(Number.parseFloat(sizes[0]!)).toBeCloseTo(width, 1);
    } finally {
      await context.close();
    }
  });

  it('a 7 Jours deal and the moves shown until the next pick render and touch only what they change', async () => {
    const context = await app.browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await startSeptJoursCut(page);
      await page.evaluate(OBSERVE);
      await take(page);
      await page.locator('[data-action="deal"]').tap();
      await expect.poll(() => page.locator('.packet--pickable').count(), { timeout: 60_000 }).toBeGreaterThan(0);
      const moves = (await page.evaluate('window.__247.record().moves.length')) as number;
      const work = await take(page);
      expect(moves, 'the deal, its picks, the next deal and the picks before the player').toBeGreaterThanOrEqual(6);
      expect(work.renders, JSON.stringify(work)).toBeLessThanOrEqual(MAX_SEPT_RENDERS);
      expect(work.mutations, JSON.stringify(work)).toBeLessThanOrEqual(MAX_SEPT_MUTATIONS);
      expect(work.sameTexts, JSON.stringify(work)).toBe(0);
      expect(work.renders).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it("a 7 Jours round's new row is dealt a card a frame, not seven cards drawn in one", async () => {
    const context = await app.browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await startSeptJoursCut(page);
      // The row's card count after each change to it, and the animation frame it came in.
      await page.evaluate(() => {
        const w = window as unknown as { rowCounts: { count: number; frame: number }[] };
        w.rowCounts = [];
        let frame = 0;
        const tick = () => {
          frame++;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
        const cards = document.querySelector('.strip__cards')!;
        new MutationObserver(() => w.rowCounts.push({ count: cards.querySelectorAll(':scope > .slot').length, frame })).observe(cards, {
          childList: true,
        });
      });
      await page.locator('[data-action="deal"]').tap();
      // The player's deal and its four picks end the round; the next row is the AI dealer's.
      await expect.poll(() => page.evaluate('window.__247.record().moves.length'), { timeout: 60_000 }).toBeGreaterThanOrEqual(5);
      await expect.poll(() => page.locator('.strip__cards > .slot').count(), { timeout: 30_000 }).toBe(7);
      const counts = (await page.evaluate('window.rowCounts')) as { count: number; frame: number }[];
      const start = counts.findLastIndex(({ count }) => count === 1);
      const dealt = counts.slice(start, start + 7);
      expect(
        dealt.map(({ count }) => count),
        JSON.stringify(counts),
      ).toEqual([1, 2, 3, 4, 5, 6, 7]);
      // Each card in a frame after the one before it.
      for (let i = 1; i < dealt.length; i++) expect(dealt[i]!.frame, JSON.stringify(counts)).toBeGreaterThan(dealt[i - 1]!.frame);
      expect(await page.locator('.slot--arriving').count()).toBe(7);
    } finally {
      await context.close();
    }
  });

  it("a 7 Jours AI's pick shown to its end draws the packet taken; the player's pick (its previews) follows", async () => {
    const context = await app.browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await startSeptJoursCut(page);
      await page.locator('[data-action="deal"]').tap();
      // The player's deal and its four picks, then the next round's deal by an AI and the picks before the player's.
      await expect.poll(() => page.evaluate('window.__247.record().moves.length'), { timeout: 60_000 }).toBe(6);
      // The frames that add a taken packet, and those that make a packet pickable.
      await page.evaluate(() => {
        const w = window as unknown as { framesOf: { taken: number[]; pickable: number[] } };
        w.framesOf = { taken: [], pickable: [] };
        let frame = 0;
        const tick = () => {
          frame++;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
        new MutationObserver((list) => {
          for (const m of list) {
            const added = Array.from(m.addedNodes).filter((node): node is Element => node.nodeType === 1);
            if (added.some((node) => node.matches('.packet--taken'))) w.framesOf.taken.push(frame);
            if (m.type === 'attributes' && (m.target as Element).matches('.packet--pickable')) w.framesOf.pickable.push(frame);
          }
        }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
      });
      await expect.poll(() => page.locator('.packet--pickable').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      const { taken, pickable } = (await page.evaluate('window.framesOf')) as { taken: number[]; pickable: number[] };
      expect(taken.length, 'an AI picked before the player').toBeGreaterThan(0);
      expect(pickable.length).toBeGreaterThan(0);
      // Both in one frame made it long on a slow phone.
      expect(pickable[0], JSON.stringify({ taken, pickable })).toBeGreaterThan(taken.at(-1)!);
      expect(await page.locator('.packet--pickable .preview').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('every animation of 7 Jours deals and picks, the AIs shown, runs on the compositor', async () => {
    const context = await app.browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      const thinkingAnimations = await watchThinkingMarks(page);
      await startSeptJours(page);
      const cdp = await context.newCDPSession(page);
      const stop = await traceAnimations(cdp);
      const state = () =>
        page.evaluate(() => {
          if (document.querySelector('.gameover')) return 'over';
          if (document.querySelector('.strip--showing')) return 'wait';
          if (document.querySelector('[data-action="deal"]')) return 'deal';
          if (document.querySelector('.packet--pickable')) return 'pick';
          return 'wait';
        });
      for (let moves = 0; moves < 4; moves++) {
        let now = 'wait';
        await expect.poll(async () => (now = await state()), { timeout: 30_000 }).not.toBe('wait');
        if (now === 'over') break;
        if (now === 'deal') {
          const players = await page.locator('[data-seat-row]').count();
          for (const gap of [1, 3, 5, 2, 4].slice(0, (players === 2 ? 4 : players) - 1)) await page.locator(`[data-gap="${gap}"]`).tap();
          await page.locator('[data-action="deal"]').tap();
          await expect.poll(() => page.locator('[data-action="deal"]').count()).toBe(0);
        } else {
          await page.locator('.packet--pickable').first().tap();
          await page.locator('[data-action="take"]').tap();
          await expect.poll(() => page.locator('[data-action="take"]').count()).toBe(0);
        }
      }
      await page.waitForTimeout(1500);
      const started = await stop();
      // The AIs' cuts shown, packets flying to their takers, cards sliding along the row.
      const names = JSON.stringify([...new Set(started.map((a) => a.name))]);
      expect(started.filter((a) => a.name === 'mark-in').length, names).toBeGreaterThan(0);
      expect(started.filter((a) => a.name === 'fly').length, names).toBeGreaterThan(0);
      expect(started.filter((a) => a.failed !== null)).toEqual([]);
      // The AIs' thinking marks, one animation each.
      expect(await thinkingAnimations()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
