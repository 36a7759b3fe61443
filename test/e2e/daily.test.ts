/**
 * The daily deal in real Chromium, its date fixed with Playwright's clock: the deal a page starts is
 * the one Node works out for that local date; at midnight the app offers the next; a daily played to
 * the end against the AI shows its result on Home, in the calendar and in Statistics, and cannot be
 * played again; its shared text and link round-trip to a friend's browser, where the result shows
 * beside the friend's own; a bad link says why and loses nothing. Sound: the AudioContext is made only
 * after a tap, and no page error appears with sound on or off. Screenshots of Home's card, the Daily
 * screen and Settings at phone and tablet sizes, in English and Japanese.
 */
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { legalMoves, replayRecord, shuffledDeck, type GameRecord } from '../../src/engine/twentyfourseven/index.js';
import { createRng } from '../../src/engine/rng.js';
import { GameSession } from '../../src/app/model/session.js';
import { seatOrder } from '../../src/app/model/start.js';
import { dailyChoices, dailyOf, dealNumber } from '../../src/app/daily/deal.js';
import { dailyResultOf } from '../../src/app/daily/results.js';
import { readDailyLink } from '../../src/app/daily/link.js';
import { readSymbols } from '../../src/app/daily/text.js';
import { HOME_TITLE, PHONE, TABLET, screenshot, useAppInChromium, watchProblems, type PageProblems } from './harness';
import { cell, choosePlacement, movesPlayed, rackTile, readCells, readRack, waitForTurn } from './play';

type Hooked = {
  __247: { record(): GameRecord | null; open(r: unknown): Promise<string | null>; saved(): Promise<void>; ready(): Promise<void> };
};

/** Mid-morning on 14 January 2027 in Paris: deal #45. */
const DAY = '2027-01-14';
const MORNING = '2027-01-14T10:00:00+01:00';
const PARIS = 'Europe/Paris';

async function open(
  app: { browser: import('playwright-core').Browser; server: { url: string } },
  options: BrowserContextOptions & { at?: string } = {},
): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const { at = MORNING, ...rest } = options;
  const context = await app.browser.newContext({ ...PHONE, timezoneId: PARIS, reducedMotion: 'reduce', ...rest });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems = watchProblems(page);
  await page.clock.install({ time: new Date(at) });
  return { context, page, problems };
}

const hook = (page: Page) => ({
  ready: () => page.evaluate(() => (window as unknown as Hooked).__247.ready()),
  saved: () => page.evaluate(() => (window as unknown as Hooked).__247.saved()),
  record: () => page.evaluate(() => (window as unknown as Hooked).__247.record()),
  open: (record: unknown) => page.evaluate((r) => (window as unknown as Hooked).__247.open(r), record),
});

const card = (page: Page) => page.locator('.daily-card');
const panel = (page: Page) => page.locator('.daily-day');

/** A day's deal as the app starts it, played to its end (or `moves` moves) with seeded random moves. */
function dailyRecord(key: string, seed: number, moves = Number.POSITIVE_INFINITY): GameRecord {
  const deal = dailyOf(key)!;
  const session = GameSession.start({
    ...seatOrder(dailyChoices(deal), deal.seed),
    options: { openHands: false },
    seed: deal.seed,
    daily: key,
    started: Date.parse(`${key}T09:00:00+01:00`),
  });
  const rng = createRng(`e2e daily ${seed}`);
  for (let i = 0; i < moves && !session.game.over; i++) {
    const legal = legalMoves(session.game.state);
    session.play(legal[rng.below(legal.length)]!);
  }
  return session.record();
}

/** The player's result in a daily record. */
function resultOf(record: GameRecord) {
  const replayed = replayRecord(record);
  if (!replayed.ok) throw new Error(replayed.error);
  return dailyResultOf(replayed.value, (record.meta!['seats'] as string[]).indexOf('human'));
}

/** Plays the player's moves by taps until the game is over. */
async function playToEnd(page: Page): Promise<number> {
  let mine = 0;
  while ((await waitForTurn(page, 30_000)) === 'mine') {
    const before = await movesPlayed(page);
    const placement = choosePlacement(await readCells(page), await readRack(page));
    if (!placement) throw new Error('my turn, but no tile fits anywhere');
    await rackTile(page, placement.v).tap();
    await cell(page, placement.r, placement.c).tap();
    await page.locator('[data-action="confirm"]').tap();
    await expect.poll(() => movesPlayed(page)).toBeGreaterThan(before);
    mine++;
  }
  return mine;
}

/** Plays `count` of the player's moves by taps (tile, cell, Place), waiting for the AI's replies. */
async function playMoves(page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    expect(await waitForTurn(page, 30_000)).toBe('mine');
    const before = await movesPlayed(page);
    const placement = choosePlacement(await readCells(page), await readRack(page))!;
    await rackTile(page, placement.v).tap();
    await cell(page, placement.r, placement.c).tap();
    await page.locator('[data-action="confirm"]').tap();
    await expect.poll(() => movesPlayed(page)).toBeGreaterThan(before);
  }
  // Once the AI has answered, nothing is played until the player moves: a record read now stays true.
  await waitForTurn(page, 30_000);
}

/** Home → the card → the Daily screen. */
async function toDaily(page: Page): Promise<void> {
  await card(page).tap();
  await expect.poll(() => page.locator('main h1').textContent()).toBe('Daily deal');
}

describe('the daily deal', () => {
  const app = useAppInChromium();

  it('deals the same game in Chromium as Node works out for the local date', async () => {
    for (const [zone, key] of [
      [PARIS, DAY],
      // The same moment is still the evening of the 13th in Los Angeles.
      ['America/Los_Angeles', '2027-01-13'],
    ] as const) {
      const { context, page, problems } = await open(app, { timezoneId: zone, at: '2027-01-14T08:00:00+01:00' });
      try {
        await page.goto(app.server.url);
        await hook(page).ready();
        await expect.poll(() => card(page).locator('.daily-card__number').textContent()).toBe(`Deal #${dealNumber(key)}`);
        await toDaily(page);
        const rules = await panel(page).locator('.daily-day__rules li').allTextContents();
        expect(rules).toEqual(['You can play each day once', 'This deal cannot be restarted once begun']);
        await page.locator('[data-action="play-daily"]').tap();
        await expect.poll(() => page.locator('[role="grid"] [data-cell]').count()).toBe(49);
        const record = (await hook(page).record())!;
        const deal = dailyOf(key)!;
        expect(record.deck).toEqual(shuffledDeck(deal.seed));
        expect(record.meta).toMatchObject({
          daily: key,
          seed: deal.seed,
          seats: deal.humanStarts ? ['human', 'medium'] : ['medium', 'human'],
        });
        expect(problems.consoleErrors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('offers the next deal when the date changes at midnight while the app is open', async () => {
    const { context, page, problems } = await open(app, { at: '2027-01-14T23:59:40+01:00' });
    try {
      await page.goto(app.server.url);
      await hook(page).ready();
      await expect.poll(() => card(page).getAttribute('data-daily-state')).toBe('unplayed');
      expect(await card(page).locator('.daily-card__number').textContent()).toBe('Deal #45');
      await page.clock.fastForward('00:30');
      await expect.poll(() => card(page).locator('.daily-card__number').textContent()).toBe('Deal #46');
      expect(await card(page).locator('.daily-card__date').textContent()).toBe('15');
      // The Daily screen follows too.
      await toDaily(page);
      expect(await panel(page).getAttribute('data-day')).toBe('2027-01-15');
      await page.clock.fastForward('24:00:00');
      await expect.poll(() => panel(page).getAttribute('data-day')).toBe('2027-01-16');
      await expect.poll(() => page.locator('.calendar__day--today').getAttribute('data-day')).toBe('2027-01-16');
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('plays a daily to the end once: its result on Home, in the calendar and in Statistics; shared, it opens for a friend', async () => {
    const { context, page, problems } = await open(app);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.url });
    const friend = await open(app);
    try {
      await page.goto(app.server.url);
      await hook(page).ready();
      await toDaily(page);
      await page.locator('[data-action="play-daily"]').tap();
      await expect.poll(() => page.locator('[role="grid"]').count()).toBe(1);
      await playMoves(page, 2);
      const begun = (await hook(page).record())!;

      // Begun, it is carried on and never dealt again: another game meanwhile, and Home still offers it.
      await page.goBack();
      await page.locator('[data-game="24-7"]').tap();
      await page.locator('[data-action="start"]').tap();
      await expect.poll(async () => (await hook(page).record())?.meta?.['daily']).toBe(undefined);
      await page.getByRole('button', { name: 'Home' }).tap();
      await expect.poll(() => card(page).getAttribute('data-daily-state')).toBe('begun');
      expect(await card(page).locator('.visually-hidden').textContent()).toBe('Continue');
      await card(page).tap();
      await expect.poll(async () => (await hook(page).record())?.moves.length).toBe(begun.moves.length);
      expect((await hook(page).record())!.deck).toEqual(begun.deck);

      expect(await playToEnd(page)).toBeGreaterThan(5);
      const record = (await hook(page).record())!;
      const result = resultOf(record);
      const outcome = result.won ? 'Won' : 'Lost';
      // Game over offers its result to share, not a rematch.
      await expect.poll(() => page.locator('.gameover [data-action="share-result"]').count()).toBe(1);
      expect(await page.locator('.gameover').getByRole('button', { name: 'Rematch' }).count()).toBe(0);
      await screenshot(page, 'daily-gameover-phone');
      await hook(page).saved();

      // Home: the result, the streak, and See result (no Play).
      await page.goto(app.server.url);
      await hook(page).ready();
      await expect.poll(() => card(page).getAttribute('data-daily-state')).toBe(result.won ? 'won' : 'played');
      expect(await card(page).locator('[data-daily-status]').textContent()).toBe(`${outcome} · ${result.minutes} minutes`);
      expect(await card(page).locator('[data-daily-streak]').textContent()).toBe('1-day streak');
      expect(await card(page).locator('.visually-hidden').textContent()).toBe('See result');
      await screenshot(page, 'home-daily-played-phone');

      // The Daily screen: the result, nothing to play; the calendar marks the day.
      await toDaily(page);
      expect(await panel(page).getAttribute('data-state')).toBe(result.won ? 'won' : 'played');
      expect(await page.locator('[data-action="play-daily"], [data-action="continue-daily"]').count()).toBe(0);
      expect(await panel(page).locator('[data-result="mine"] .daily-result__outcome').textContent()).toBe(outcome);
      expect(await page.locator(`.calendar [data-day="${DAY}"]`).getAttribute('data-state')).toBe(result.won ? 'won' : 'played');
      expect(await page.locator('[data-figure="played"] dd').textContent()).toBe('1');

      // Statistics count it.
      await page.goBack();
      await page.getByRole('button', { name: 'Games' }).tap();
      await page.getByRole('button', { name: 'Statistics' }).tap();
      await expect.poll(() => page.locator('[data-daily="played"] b').textContent()).toBe('1');
      expect(await page.locator('[data-daily="won"] b').textContent()).toBe(result.won ? '1' : '0');
      expect(await page.locator('[data-daily="streak"] b').textContent()).toBe('1 day');
      expect(await page.locator('[data-daily="longest"] b').textContent()).toBe('1 day');

      // Shared: the text (the deal's number, the minutes, won or lost, the symbols) and the link.
      await page.goto(app.server.url);
      await hook(page).ready();
      await toDaily(page);
      await page.locator('.daily-day [data-action="share-result"]').tap();
      await expect.poll(() => page.locator('[data-share-feedback="done"]').textContent()).toMatch(/^Result copied/);
      const text = await page.evaluate(() => navigator.clipboard.readText());
      const lines = text.split('\n');
      expect(lines[0]).toBe(`24/7 daily #45: ${result.minutes} min, ${result.won ? 'won against' : 'lost to'} the Medium AI`);
      if (result.plays.length > 0) expect(readSymbols(lines[1]!)).toEqual(result.plays);
      const link = lines.at(-1)!;
      expect(link.startsWith(`${app.server.url}#daily=${DAY}&r=`)).toBe(true);
      expect(readDailyLink(link, DAY)).toEqual({ ok: true, key: DAY, result });
      // Nothing of the board: no tile value or cell in it, only the minutes and the deal's number.
      expect(text).not.toMatch(/row|col|tile/i);

      // A friend opens it: that day's deal, not played yet there, with the result shown.
      await friend.page.goto(link);
      await hook(friend.page).ready();
      await expect.poll(() => friend.page.locator('main h1').textContent()).toBe('Daily deal');
      expect(await panel(friend.page).getAttribute('data-day')).toBe(DAY);
      await expect.poll(() => panel(friend.page).locator('[data-result="friend"] .daily-result__outcome').textContent()).toBe(outcome);
      expect(await panel(friend.page).locator('[data-result="mine"] .daily-result__none').textContent()).toBe('Not played yet');
      expect(await friend.page.locator('[data-action="play-daily"]').count()).toBe(1);
      expect(friend.page.url()).toBe(app.server.url);
      // Once the friend has played it too, both results show side by side, also after a reload.
      const theirs = dailyRecord(DAY, 7);
      expect(await hook(friend.page).open(theirs)).toBe(null);
      // Opened as the current game first, so the save flushed next is its own.
      await expect.poll(async () => (await hook(friend.page).record())?.moves.length).toBe(theirs.moves.length);
      await hook(friend.page).saved();
      await friend.page.goto(app.server.url);
      await hook(friend.page).ready();
      await toDaily(friend.page);
      await expect.poll(() => panel(friend.page).locator('[data-result]').count()).toBe(2);
      expect(await panel(friend.page).locator('[data-result="mine"] .daily-result__score').textContent()).toBe(
        `${resultOf(theirs).minutes} minutes to ${resultOf(theirs).opponentMinutes}`,
      );
      expect(await panel(friend.page).locator('[data-result="friend"] .daily-result__score').textContent()).toBe(
        `${result.minutes} minutes to ${result.opponentMinutes}`,
      );
      await screenshot(friend.page, 'daily-friend-phone');

      // A damaged link says why, and the game in progress is still there.
      await page.goto(app.server.url);
      await hook(page).ready();
      await page.locator('[data-game="24-7"]').tap();
      await page.locator('[data-action="start"]').tap();
      await playMoves(page, 1);
      const inPlay = (await hook(page).record())!;
      await hook(page).saved();
      const damaged = link.replace(/r=(.)/, (_, c: string) => `r=${c === 'A' ? 'B' : 'A'}`);
      await page.evaluate((hash) => void (location.hash = hash), damaged.slice(damaged.indexOf('#')));
      await expect.poll(() => page.locator('[data-link-problem]').getAttribute('data-link-problem')).toBe('damaged');
      expect(await page.locator('[data-link-problem] p').textContent()).toBe(
        'This link is damaged: some of its characters were changed. Copy the whole link again.',
      );
      await screenshot(page, 'daily-bad-link-phone');
      await page.goBack();
      await expect.poll(() => page.locator('main h1').textContent()).toBe(HOME_TITLE);
      await page.locator('.home__actions button', { hasText: 'Continue' }).tap();
      await expect.poll(async () => (await hook(page).record())?.moves).toEqual(inPlay.moves);

      expect(problems.consoleErrors).toEqual([]);
      expect(friend.problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
      await friend.context.close();
    }
  });

  it('makes the AudioContext only after a tap; plays with sound on and off without a page error', async () => {
    const spy = () => {
      type Spied = { contexts: AudioContext[]; AudioContext: typeof AudioContext; recorded: number; fromRecordings: number };
      const w = window as unknown as Spied;
      const Real = w.AudioContext;
      w.contexts = [];
      w.AudioContext = class extends Real {
        constructor(options?: AudioContextOptions) {
          super(options);
          w.contexts.push(this);
        }
      };
      // Sounds recorded (buffers made), and sounds played from a recording.
      w.recorded = 0;
      w.fromRecordings = 0;
      const createBuffer = BaseAudioContext.prototype.createBuffer;
      BaseAudioContext.prototype.createBuffer = function (this: BaseAudioContext, ...args: Parameters<typeof createBuffer>) {
        w.recorded++;
        return createBuffer.apply(this, args);
      };
      const start = AudioBufferSourceNode.prototype.start;
      AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args: Parameters<typeof start>) {
        w.fromRecordings++;
        return start.apply(this, args);
      };
    };
    const spied = (page: Page) =>
      page.evaluate(() => {
        const { recorded, fromRecordings } = window as unknown as { recorded: number; fromRecordings: number };
        return { recorded, fromRecordings };
      });
    const contexts = (page: Page) => page.evaluate(() => (window as unknown as { contexts: AudioContext[] }).contexts.length);
    const state = (page: Page) => page.evaluate(() => (window as unknown as { contexts: AudioContext[] }).contexts[0]?.state);
    const requested: string[] = [];
    const synthLoaded = () => requested.some((url) => /\/synth-[\w-]+\.js$/.test(url));

    // Sound on (the default): nothing before the first tap; the tap makes it and it runs.
    const on = await open(app, { reducedMotion: 'no-preference' });
    try {
      await on.page.addInitScript(spy);
      on.page.on('request', (request) => requested.push(request.url()));
      await on.page.goto(app.server.url);
      await hook(on.page).ready();
      await on.page.waitForTimeout(600);
      expect(await contexts(on.page)).toBe(0);
      expect(await synthLoaded()).toBe(false);
      await on.page.locator('[data-game="24-7"]').tap();
      await expect.poll(() => contexts(on.page)).toBe(1);
      await expect.poll(() => state(on.page)).toBe('running');
      await expect.poll(() => synthLoaded()).toBe(true);
      // Once the page was idle, its sounds recorded: moves then play them from their recordings.
      await expect.poll(async () => (await spied(on.page)).recorded).toBeGreaterThanOrEqual(10);
      await on.page.locator('[data-action="start"]').tap();
      await playMoves(on.page, 2);
      expect((await spied(on.page)).fromRecordings).toBeGreaterThan(0);
      // The settings: sound and its volume, apart from motion and vibration.
      await on.page.getByRole('button', { name: 'Settings' }).tap();
      const volume = on.page.getByRole('slider', { name: /Volume/ });
      expect(await volume.getAttribute('aria-valuetext')).toBe('60%');
      await volume.fill('30');
      await expect.poll(() => on.page.locator('.setting__value').textContent()).toBe('30%');
      const box = (await volume.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      await screenshot(on.page, 'settings-sound-phone');
      await on.page.getByRole('switch', { name: /Sound/ }).tap();
      expect(await volume.isDisabled()).toBe(true);
      await on.page.getByRole('button', { name: 'Back' }).tap();
      await playMoves(on.page, 2);
      expect(await contexts(on.page)).toBe(1);
      expect(on.problems.consoleErrors).toEqual([]);
    } finally {
      await on.context.close();
    }

    // Sound turned off before any tap (by script, which is no gesture): a tap makes no context.
    const off = await open(app, { reducedMotion: 'no-preference' });
    try {
      await off.page.addInitScript(spy);
      requested.length = 0;
      off.page.on('request', (request) => requested.push(request.url()));
      await off.page.goto(app.server.url);
      await hook(off.page).ready();
      await off.page.evaluate(() => (document.querySelector('.home__row button:last-child') as HTMLElement).click());
      await expect.poll(() => off.page.locator('main h1').textContent()).toBe('Settings');
      await off.page.evaluate(() => (document.querySelector('[data-setting="sound"] input[role="switch"]') as HTMLElement).click());
      await hook(off.page).saved();
      await off.page.getByRole('button', { name: 'Back' }).tap();
      await off.page.locator('[data-game="24-7"]').tap();
      await off.page.locator('[data-action="start"]').tap();
      await playMoves(off.page, 2);
      expect(await contexts(off.page)).toBe(0);
      expect(await synthLoaded()).toBe(false);
      expect(off.problems.consoleErrors).toEqual([]);
    } finally {
      await off.context.close();
    }
  });
});

/** Elements whose text is wider than their box (cut or overflowing), as "tag.class: text". */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, h1, h2, h3, p, dt, dd, .daily-card__words > span'))
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.trim()}`),
  );
}

/** Seven days of January played (won and lost), one begun, one left; today played. */
async function playedJanuary(page: Page): Promise<void> {
  // The one in play first, so the finished ones opened after it do not leave it current.
  expect(await hook(page).open(dailyRecord('2027-01-12', 1, 9))).toBe(null);
  await hook(page).saved();
  for (const [key, seed] of [
    ['2027-01-03', 2],
    ['2027-01-05', 3],
    ['2027-01-07', 4],
    ['2027-01-08', 5],
    ['2027-01-09', 6],
    ['2027-01-10', 8],
    ['2027-01-13', 9],
    [DAY, 10],
  ] as const) {
    expect(await hook(page).open(dailyRecord(key, seed))).toBe(null);
    // Each saved before the next opens (opening one lets go of the one before).
    await hook(page).saved();
  }
}

describe('the daily deal on screen', () => {
  const app = useAppInChromium();

  it.each([
    ['phone', PHONE, 'en-US'],
    ['tablet', TABLET, 'en-US'],
    ['ja-phone', PHONE, 'ja-JP'],
    ['ja-tablet', TABLET, 'ja-JP'],
  ] as const)('Home’s card, the Daily screen and Settings (%s)', async (name, size, locale) => {
    const { context, page, problems } = await open(app, { ...size, locale });
    try {
      await page.goto(app.server.url);
      await hook(page).ready();
      // A newcomer's card: today's deal, not played yet.
      await expect.poll(() => card(page).getAttribute('data-daily-state')).toBe('unplayed');
      await screenshot(page, `home-daily-${name}`);
      expect(await overflowing(page)).toEqual([]);
      const height = (await card(page).boundingBox())!.height;
      expect(height).toBeGreaterThanOrEqual(44);

      await playedJanuary(page);
      await page.goto(app.server.url);
      await hook(page).ready();
      await expect.poll(() => card(page).getAttribute('data-daily-state')).toMatch(/^(won|played)$/);
      // The card keeps its size whatever it shows, so nothing below it moves when the saves are read.
      expect((await card(page).boundingBox())!.height).toBeCloseTo(height, 0);
      await screenshot(page, `home-daily-played-${name}`);
      expect(await overflowing(page)).toEqual([]);

      await card(page).tap();
      await expect.poll(() => page.locator('.calendar').count()).toBe(1);
      const states = await page
        .locator('.calendar [data-day]')
        .evaluateAll((days) => Object.fromEntries(days.map((d) => [(d as HTMLElement).dataset.day, (d as HTMLElement).dataset.state])));
      expect(states['2027-01-12']).toBe('begun');
      expect(states['2027-01-11']).toBe('unplayed');
      expect(states['2027-01-15']).toBe('future');
      expect(['won', 'played']).toContain(states['2027-01-03']);
      // Every day is a thumb's width or near it.
      for (const box of await page.locator('.calendar__day').evaluateAll((d) => d.map((x) => x.getBoundingClientRect().width))) {
        expect(box).toBeGreaterThanOrEqual(40);
      }
      await screenshot(page, `daily-${name}`, true);
      expect(await overflowing(page)).toEqual([]);
      // A past day open to play: its deal, with the warning before Play.
      await page.locator('.calendar [data-day="2027-01-11"]').tap();
      await expect.poll(() => panel(page).getAttribute('data-day')).toBe('2027-01-11');
      expect(await page.locator('[data-action="play-daily"]').count()).toBe(1);
      // December: the month before.
      await page.locator('.calendar__bar button').first().tap();
      await expect.poll(() => page.locator('.calendar').getAttribute('data-month')).toBe('2026-12');
      await screenshot(page, `daily-past-${name}`);

      await page.goto(app.server.url);
      await hook(page).ready();
      await page.locator('.home__row button').last().tap();
      await expect.poll(() => page.locator('[data-setting="sound"]').count()).toBe(1);
      await page.locator('[data-setting="sound"]').scrollIntoViewIfNeeded();
      await screenshot(page, `settings-sound-${name}`);
      expect(await overflowing(page)).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
