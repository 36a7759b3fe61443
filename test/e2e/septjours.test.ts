/**
 * 7 Jours in real Chromium, by touch (CDP touch events: taps and drags): a whole 4-player game against
 * three AIs to the final breakdown, checked against the engine's replay of the record; the dealer's
 * shift limit and a wrong number of packets refused in words; an AI's deal shown step by step and
 * skipped by a tap; a 2-player pass-and-play game; and screenshots of the deal (mid-cut), a pick (the
 * packets with their previews) and the end at 390×844, 360×640 and 1024×768, light and dark.
 */
import type { BrowserContext, BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Game, recordOf, replayRecord, shuffledDeck, type GameRecord } from '../../src/engine/septjours/index.js';
import { LOG_STEP } from '../../src/app/components/LogWindow.js';
import { PHONE, screenshot, TABLET, useAppInChromium, watchProblems } from './harness';
import { centre, touchDrag } from './play';

type Hook = {
  __247: { open(r: unknown): Promise<string | null>; record(): GameRecord | null; ready(): Promise<void>; saved(): Promise<void> };
};

const deckOf = (seed: number) => shuffledDeck(seed);

function record(seed: number, seats: string[], names: string[], firstDealer = 0, moves: GameRecord['moves'] = []): GameRecord {
  return { game: '7-jours', version: 1, players: seats.length, firstDealer, deck: deckOf(seed), moves, meta: { seats, names } };
}

/** Opens a game from its record; the app is loaded first unless it already is (a reload would abort its idle fetches). */
async function open(page: Page, url: string, game: GameRecord): Promise<void> {
  if (!page.url().startsWith(url)) await page.goto(url);
  await page.evaluate(() => (window as unknown as Hook).__247.ready());
  expect(await page.evaluate((r) => (window as unknown as Hook).__247.open(r), game)).toBe(null);
  await expect.poll(() => page.locator('main.sept').count()).toBe(1);
}

/** What the player at the device is asked to do now, once the table is waiting for them (or the game is over). */
async function waitForMine(page: Page, timeout = 30_000): Promise<'deal' | 'pick' | 'handoff' | 'over'> {
  let state = 'wait';
  await expect
    .poll(
      async () => {
        state = await page.evaluate(() => {
          // The results sheet's points table comes a frame after the sheet.
          if (document.querySelector('.gameover .sept-over__table')) return 'over';
          if (document.querySelector('.handoff')) return 'handoff';
          if (document.querySelector('.strip--showing')) return 'wait';
          if (document.querySelector('[data-action="deal"]')) return 'deal';
          if (document.querySelector('.packet--pickable')) return 'pick';
          return 'wait';
        });
        return state;
      },
      { timeout, interval: 50 },
    )
    .not.toBe('wait');
  return state as 'deal' | 'pick' | 'handoff' | 'over';
}

const moveCount = (page: Page) => page.evaluate(() => (window as unknown as Hook).__247.record()?.moves.length ?? 0);
const noticeText = (page: Page) => page.locator('[data-notice]').textContent();

/** Cuts the row at the given gaps by tapping them, then taps Deal. */
async function cutAndDeal(page: Page, gaps: number[]): Promise<void> {
  for (const gap of gaps) await page.locator(`[data-gap="${gap}"]`).tap();
  await expect.poll(() => page.locator('[data-packets]').getAttribute('data-packets')).toBe(String(gaps.length + 1));
  await page.locator('[data-action="deal"]').tap();
}

/** The packet whose preview promises the most points to the picker. */
async function bestPacket(page: Page): Promise<number> {
  const gains = await page.locator('.packet--pickable').evaluateAll((packets) =>
    packets.map((p) => ({
      p: Number((p as HTMLElement).dataset.packet),
      gain: Number((p.querySelector('.preview__gain')?.textContent ?? '0').replace('−', '-')),
    })),
  );
  return gains.reduce((a, b) => (b.gain > a.gain ? b : a)).p;
}

/** Makes the move the table waits for, by taps: a deal cut into four packets, or the best packet, taken. */
async function playMine(page: Page, state: 'deal' | 'pick' | 'handoff' | 'over'): Promise<void> {
  const before = await moveCount(page);
  if (state === 'deal') await cutAndDeal(page, [1, 3, 5]);
  else if (state === 'pick') {
    await page.locator(`[data-packet="${await bestPacket(page)}"]`).tap();
    await page.locator('[data-action="take"]').tap();
  } else throw new Error(`not a move: ${state}`);
  await expect.poll(() => moveCount(page)).toBeGreaterThan(before);
}

/** Drags the end card of the row to the other end: 'first' to the right end, 'last' to the left. */
async function dragEndCard(page: Page, cdp: CDPSession, which: 'first' | 'last'): Promise<void> {
  const first = await centre(page.locator('.slot[data-place="0"]'));
  const last = await centre(page.locator('.slot[data-place="6"]'));
  const [from, to] = which === 'first' ? [first, last] : [last, first];
  await touchDrag(cdp, from, { x: to.x + (which === 'first' ? 10 : -10), y: to.y }, { steps: 10 });
}

async function recordPointerTypes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { pointerTypes: string[] };
    w.pointerTypes = [];
    document.addEventListener('pointerdown', (event) => w.pointerTypes.push(event.pointerType), true);
  });
}

describe('7 Jours', () => {
  const app = useAppInChromium();

  it('plays a whole 4-player game by touch against three AIs; the breakdown matches the engine', async () => {
    const context = await app.browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const problems = watchProblems(page);
      const game = record(7, ['human', 'medium', 'easy', 'hard'], ['You', 'Medium AI', 'Easy AI', 'Hard AI']);
      await open(page, app.server.url, game);
      await recordPointerTypes(page);
      const cdp = await context.newCDPSession(page);

      let deals = 0;
      let picks = 0;
      for (let state = await waitForMine(page); state !== 'over'; state = await waitForMine(page)) {
        const before = await moveCount(page);
        if (state === 'deal') {
          // Shift once by dragging an end card (either way, by the round), then cut.
          await dragEndCard(page, cdp, deals % 2 === 0 ? 'first' : 'last');
          await expect.poll(() => page.locator('[data-shift]').getAttribute('data-shift')).toBe(deals % 2 === 0 ? '1' : '-1');
          await cutAndDeal(
            page,
            [
              [1, 3, 5],
              [2, 4, 6],
              [1, 2, 6],
              [3, 4, 5],
            ][deals % 4]!,
          );
          deals++;
        } else {
          const p = await bestPacket(page);
          const packet = page.locator(`[data-packet="${p}"]`);
          if (picks % 2 === 0) {
            // A drag to my row takes it.
            await touchDrag(cdp, await centre(packet), await centre(page.locator('[data-seat-row="0"]')), { steps: 10 });
          } else {
            // A tap shows the packet awaiting Take.
            await packet.tap();
            await expect.poll(() => page.locator('[data-pending]').getAttribute('data-pending')).toBe(String(p));
            await page.locator('[data-action="take"]').tap();
          }
          picks++;
        }
        await expect.poll(() => moveCount(page)).toBeGreaterThan(before);
      }
      // I dealt round 1 (and took its last packet with no choice) and picked once in each other round.
      expect(deals).toBe(1);
      expect(picks).toBe(3);
      // The record replays through the engine to the end, and the breakdown shows the engine's points.
      const played = (await page.evaluate(() => (window as unknown as Hook).__247.record()))!;
      expect(played.moves).toHaveLength(4 * 5);
      const replayed = replayRecord(played);
      if (!replayed.ok) throw new Error(replayed.error);
      const engine = replayed.value;
      expect(engine.over).toBe(true);
      const rows = await page.locator('.gameover .sept-over__row').evaluateAll((trs) =>
        trs.map((tr) => ({
          seat: Number((tr as HTMLElement).dataset.seat),
          total: Number((tr as HTMLElement).dataset.total),
          stars: Number(tr.querySelector('[data-stars]')?.textContent),
          majority: Number(tr.querySelector('[data-majority]')?.textContent),
          minority: Number(tr.querySelector('[data-minority]')?.textContent),
          place: tr.querySelector('.ranking__place')?.textContent,
        })),
      );
      const points = engine.points();
      expect(rows.map((r) => r.seat)).toEqual(engine.ranking().flat());
      for (const row of rows) {
        const p = points[row.seat]!;
        expect(row).toMatchObject({ total: p.total, stars: p.stars, majority: p.majority, minority: p.minority });
      }
      // Shared places read "=2nd".
      const places = engine.ranking().flatMap((group, i, all) => {
        const place = all.slice(0, i).reduce((n, g) => n + g.length, 0) + 1;
        return group.map(() => (group.length > 1 ? `=${place}` : `${place}`));
      });
      expect(rows.map((r) => r.place!.replace(/(st|nd|rd|th)$/, ''))).toEqual(places);
      // The board's totals are the engine's too.
      const totals = await page
        .locator('[data-total]')
        .evaluateAll((els) =>
          els.filter((el) => el.classList.contains('seat-row__total')).map((el) => Number((el as HTMLElement).dataset.total)),
        );
      expect(totals).toEqual(points.map((p) => p.total));
      // Every press was a touch.
      const types = await page.evaluate(() => (window as unknown as { pointerTypes: string[] }).pointerTypes);
      expect(new Set(types)).toEqual(new Set(['touch']));
      await screenshot(page, 'sept-end-phone-played');
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('starts from Home in one tap against three Medium AIs; resumes mid-round after a reload, and offline', async () => {
    const context = await app.browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const problems = watchProblems(page);
      await page.goto(`${app.server.url}?seed=31`);
      await page.locator('[data-game="7-jours"]').tap();
      await expect.poll(() => page.locator('h1').textContent()).toBe('New game');
      expect(
        await page.locator('[data-seat-editor] input[type="text"]').evaluateAll((i) => i.map((x) => (x as HTMLInputElement).value)),
      ).toEqual(['You', 'Medium AI', 'Medium AI 2', 'Medium AI 3']);
      expect(await page.locator('fieldset[aria-label="First dealer"] input:checked + span').textContent()).toBe('Random');
      await page.locator('[data-action="start"]').tap();
      await expect.poll(() => page.locator('main.sept').count()).toBe(1);

      // Play until my first move is made and saved, in round 1.
      const mine = await waitForMine(page);
      await playMine(page, mine);
      await page.evaluate(() => (window as unknown as Hook).__247.saved());
      const before = (await page.evaluate(() => (window as unknown as Hook).__247.record()))!;
      expect(before.moves.length).toBeGreaterThan(0);
      expect(before.moves.length).toBeLessThan(5);

      // A reload comes back to the same table, mid-round: Continue on Home.
      await page.reload();
      await page.evaluate(() => (window as unknown as Hook).__247.ready());
      await expect.poll(() => page.locator('.home__actions button').first().textContent()).toMatch(/Continue.*7 Jours 4 Éléments/);
      await page.locator('.home__actions button').first().tap();
      await expect.poll(() => page.locator('main.sept').count()).toBe(1);
      const resumed = (await page.evaluate(() => (window as unknown as Hook).__247.record()))!;
      expect(resumed.moves.slice(0, before.moves.length)).toEqual(before.moves);

      // Offline, once the service worker holds the app: a reload still resumes, and the AIs still play.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 30_000 })
        .toBe('activated');
      await context.setOffline(true);
      await page.reload();
      await page.evaluate(() => (window as unknown as Hook).__247.ready());
      await page.locator('.home__actions button').first().tap();
      await expect.poll(() => page.locator('main.sept').count()).toBe(1);
      const offline = await moveCount(page);
      expect(offline).toBeGreaterThanOrEqual(resumed.moves.length);
      const next = await waitForMine(page);
      if (next !== 'over') await playMine(page, next);
      await expect.poll(() => moveCount(page), { timeout: 30_000 }).toBeGreaterThan(offline + 1);
      await screenshot(page, 'sept-offline-phone');
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('deals and picks with the keyboard alone; packets are buttons named by their cards', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const problems = watchProblems(page);
      await open(page, app.server.url, record(14, ['human', 'easy', 'easy'], ['Ada', 'Bo', 'Cy']));
      expect(await waitForMine(page)).toBe('deal');
      const press = async (name: string | RegExp, key = 'Enter') => {
        await page.getByRole('button', { name }).first().focus();
        await page.keyboard.press(key);
      };
      await press('Move the first card to the end');
      await expect.poll(() => page.locator('[data-shift]').getAttribute('data-shift')).toBe('1');
      // Three players, three packets: two cuts, each a pressed toggle.
      await press('Cut between card 2 and card 3', ' ');
      await press('Cut between card 5 and card 6', ' ');
      await expect
        .poll(() => page.getByRole('button', { name: 'Cut between card 5 and card 6' }).getAttribute('aria-pressed'))
        .toBe('true');
      await page.locator('[data-action="deal"]').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => moveCount(page)).toBe(1);
      // The dealer picks last: the two AIs pick, then the last packet is mine.
      const state = await waitForMine(page);
      if (state === 'pick') {
        const names = await page.locator('.packet--pickable').evaluateAll((b) => b.map((x) => x.getAttribute('aria-label')));
        for (const name of names) expect(name).toMatch(/^Packet \d: .*(Earth|Air|Water|Fire)(, \d stars?|, no stars)/);
        await page.locator('.packet--pickable').first().focus();
        await page.keyboard.press('Enter');
        await page.locator('[data-action="take"]').focus();
        await page.keyboard.press('Enter');
      }
      await expect.poll(() => moveCount(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('refuses a third shift and a deal with the wrong number of packets, saying why', async () => {
    const context = await app.browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      const problems = watchProblems(page);
      await open(page, app.server.url, record(8, ['human', 'easy', 'easy', 'easy'], ['You', 'Ann', 'Bea', 'Cat']));
      expect(await waitForMine(page)).toBe('deal');
      const cdp = await context.newCDPSession(page);
      const row = () => page.locator('.slot').evaluateAll((slots) => slots.map((s) => (s as HTMLElement).dataset.place));
      const before = await row();
      // Twice by the arrow, then a third time by dragging: refused.
      await page.locator('[data-action="shift-left"]').tap();
      await page.locator('[data-action="shift-left"]').tap();
      await expect.poll(() => page.locator('[data-shift]').getAttribute('data-shift')).toBe('2');
      await dragEndCard(page, cdp, 'first');
      await expect.poll(() => noticeText(page)).toBe('The dealer may move an end card at most twice');
      expect(await page.locator('[data-shift]').getAttribute('data-shift')).toBe('2');
      expect(await page.locator('[data-shift]').textContent()).toBe('Shifts 2/2');
      // A middle card does not move.
      await touchDrag(cdp, await centre(page.locator('.slot[data-place="3"]')), await centre(page.locator('.slot[data-place="6"]')));
      await expect.poll(() => noticeText(page)).toBe('Only an end card moves: drag the first or the last card to the other end');
      // Undone back to the row as laid out.
      await page.locator('[data-action="undo-shift"]').tap();
      await expect.poll(() => page.locator('[data-shift]').getAttribute('data-shift')).toBe('0');
      expect(await row()).toEqual(before);
      // Two cuts make 3 packets: Deal refuses.
      await page.locator('[data-gap="2"]').tap();
      await page.locator('[data-gap="5"]').tap();
      expect(await page.locator('[data-gap="5"]').getAttribute('aria-pressed')).toBe('true');
      expect(await page.locator('[data-action="deal"]').getAttribute('aria-disabled')).toBe('true');
      // It looks and reads as unavailable (aria-disabled), but a tap on it still says why.
      await page.locator('[data-action="deal"]').tap({ force: true });
      await expect.poll(() => noticeText(page)).toBe('Cut the row into 4 packets first (3 packets now)');
      await screenshot(page, 'sept-refused-phone');
      expect(await moveCount(page)).toBe(0);
      // A cut taken back, two more, then one too many.
      await page.locator('[data-gap="5"]').tap();
      expect(await page.locator('[data-gap="5"]').getAttribute('aria-pressed')).toBe('false');
      await page.locator('[data-gap="4"]').tap();
      await page.locator('[data-gap="6"]').tap();
      await page.locator('[data-gap="1"]').tap();
      await expect.poll(() => noticeText(page)).toBe('That makes more than 4 packets: take a cut back first');
      expect(await page.locator('[data-packets]').getAttribute('data-packets')).toBe('4');
      expect(await page.locator('[data-gap="3"]').getAttribute('aria-label')).toBe('Cut between card 3 and card 4');
      await page.locator('[data-action="deal"]').tap();
      await expect.poll(() => moveCount(page)).toBe(1);
      const dealt = (await page.evaluate(() => (window as unknown as Hook).__247.record()))!.moves[0];
      expect(dealt).toEqual({ shift: 0, packets: [2, 2, 2, 1] });
      // The packets are buttons named by their cards.
      const label = await page.locator('[data-packet="0"]').getAttribute('aria-label');
      expect(label).toMatch(/^Packet 1: (Earth|Air|Water|Fire), (no stars|\d stars?) and (Earth|Air|Water|Fire), (no stars|\d stars?)$/);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows an AI deal step by step (the cuts appear one by one), and a tap skips to its end', async () => {
    const context = await app.browser.newContext({ ...PHONE });
    try {
      const page = await context.newPage();
      const problems = watchProblems(page);
      await open(page, app.server.url, record(9, ['easy', 'human', 'easy'], ['Ann', 'You', 'Bea']));
      // The AI deals: the table shows the move, then the packets.
      await expect.poll(() => page.locator('.strip--showing').count(), { timeout: 15_000 }).toBe(1);
      const cuts = new Set<number>();
      const deadline = Date.now() + 6000;
      while ((await page.locator('.strip--showing').count()) > 0 && Date.now() < deadline) {
        cuts.add(await page.locator('.gap--shown').count());
        await page.waitForTimeout(60);
      }
      // Two cuts for three players, seen appearing one after the other.
      expect([...cuts].sort()).toEqual(expect.arrayContaining([1, 2]));
      expect(await waitForMine(page)).toBe('pick');
      // My pick flies to my row; the next AI's move is shown; a tap anywhere skips its show.
      await page.locator(`[data-packet="${await bestPacket(page)}"]`).tap();
      await page.locator('[data-action="take"]').tap();
      await expect.poll(() => moveCount(page)).toBe(2);
      // Bea's pick, shown: a tap on the board skips it.
      const beaShown = page.locator('.status--showing[data-showing="2"]');
      await expect.poll(() => beaShown.count(), { timeout: 15_000 }).toBe(1);
      // The packet's cards fly once the next frame has measured where to (measure.ts).
      await expect.poll(() => page.locator('.slot--flying').count()).toBeGreaterThan(0);
      await page.locator('.sept__seats').tap();
      await expect.poll(() => beaShown.count()).toBe(0);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the log draws its newest moves; the earlier ones come by its button or as it is scrolled to its end, and go as it is scrolled back to its top', async () => {
    const context = await app.browser.newContext({ ...PHONE });
    try {
      const page = await context.newPage();
      const problems = watchProblems(page);
      // Sixteen moves in (of twenty), four players at one table with their hands open: no AI, no hand-off.
      const game = new Game(4, deckOf(22), 0);
      while (game.history.length < 16) {
        const moves = game.legalMoves();
        game.play(moves[(game.history.length * 11) % moves.length]!);
      }
      const meta = { seats: ['human', 'human', 'human', 'human'], names: ['Ann', 'Bo', 'Cy', 'Di'], options: { openHands: true } };
      await open(page, app.server.url, recordOf(game, meta));
      const numbers = () => page.locator('.sept-log__move .log__number').allTextContents();
      const newest = (n: number) => Array.from({ length: n }, (_, i) => String(16 - i));
      const earlier = page.locator('.log__earlier button');
      await expect.poll(numbers).toEqual(newest(LOG_STEP));
      expect(await earlier.textContent()).toBe('Show earlier moves');
      // Its button draws the next ones (pressed by script: out of view, where scrolling to it would draw them).
      await earlier.evaluate((button: HTMLButtonElement) => button.click());
      await expect.poll(numbers).toEqual(newest(2 * LOG_STEP));
      // Scrolled to its end, the log draws the rest; with none left out, the button is gone.
      await page.locator('.sept-log .log__list').evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
      await expect.poll(numbers).toEqual(newest(16));
      expect(await earlier.count()).toBe(0);
      // Scrolled back to its top, it draws the newest ones only again.
      await page.locator('.sept-log .log__list').evaluate((list) => list.scrollTo({ top: 0 }));
      await expect.poll(numbers).toEqual(newest(LOG_STEP));
      expect(await earlier.count()).toBe(1);
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('two players on one phone: a short hand-off between their turns, then a whole game', async () => {
    const context = await app.browser.newContext({ ...PHONE, reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      const problems = watchProblems(page);
      await open(page, app.server.url, record(12, ['human', 'human'], ['Ada', 'Bo'], 1));
      expect(await waitForMine(page)).toBe('handoff');
      expect(await page.locator('.handoff__title').textContent()).toBe('Pass to Bo');
      expect(await page.locator('.handoff').textContent()).toContain('To deal the next row');
      await screenshot(page, 'sept-handoff-phone');
      await page.locator('.handoff button').tap();
      // The hand is drawn once the tap's frame is painted: until then this hand-off is still up.
      await expect.poll(() => page.locator('.handoff').count()).toBe(0);
      let handoffs = 1;
      let last = '';
      for (let state = await waitForMine(page); state !== 'over'; state = await waitForMine(page)) {
        const before = await moveCount(page);
        if (state === 'handoff') {
          const title = (await page.locator('.handoff__title').textContent())!;
          // Never asked for the player already holding the device.
          expect(title).not.toBe(last);
          last = title;
          await page.locator('.handoff button').tap();
          handoffs++;
          await expect.poll(() => page.locator('.handoff').count()).toBe(0);
          continue;
        }
        // The players' board follows the table by a frame: its turn is read once the status line agrees.
        let mover = '';
        await expect
          .poll(async () => {
            mover = (await page.locator('.seat-row--turn .seat-row__name').textContent()) ?? '';
            return (await page.locator('.status--yours .status__text').textContent())?.startsWith(`${mover}, your`);
          })
          .toBe(true);
        last = `Pass to ${mover}`;
        if (state === 'deal') {
          await expect.poll(() => page.locator('.status--deal .status__text').textContent()).toContain(`${mover}, your deal`);
          await cutAndDeal(page, [1, 3, 5]);
        } else {
          await page.locator(`[data-packet="${await bestPacket(page)}"]`).tap();
          await page.locator('[data-action="take"]').tap();
        }
        await expect.poll(() => moveCount(page)).toBeGreaterThan(before);
      }
      expect(handoffs).toBeGreaterThan(8);
      const played = (await page.evaluate(() => (window as unknown as Hook).__247.record()))!;
      const replayed = replayRecord(played);
      if (!replayed.ok) throw new Error(replayed.error);
      expect(replayed.value.over).toBe(true);
      const totals = await page
        .locator('.gameover .sept-over__row')
        .evaluateAll((trs) => trs.map((tr) => Number((tr as HTMLElement).dataset.total)));
      expect(totals).toEqual(
        replayed.value
          .ranking()
          .flat()
          .map((seat) => replayed.value.points()[seat]!.total),
      );

      // The finished game is in Games, named by its game; it opens in the replay viewer, at the deal.
      await page.evaluate(() => (window as unknown as Hook).__247.saved());
      await page.reload();
      await page.evaluate(() => (window as unknown as Hook).__247.ready());
      await page.getByRole('button', { name: 'Games' }).tap();
      const line = page.locator('.game-line', { hasText: 'Ada' }).first();
      await expect.poll(() => line.locator('.game-line__game').textContent()).toBe('7 Jours 4 Éléments');
      await line.tap();
      await expect.poll(() => page.locator('main.sept-replay').count()).toBe(1);
      const step = () => page.locator('.sept-replay__move').getAttribute('data-step');
      expect(await step()).toBe('0');
      await page.locator('[data-step-to="next"]').tap();
      await expect.poll(step).toBe('1');
      await page.locator('[data-step-to="last"]').tap();
      await expect.poll(step).toBe(String(played.moves.length));
      const replayTotals = await page
        .locator('.sept-over__row')
        .evaluateAll((trs) => trs.map((tr) => Number((tr as HTMLElement).dataset.total)));
      expect(replayTotals).toEqual(totals);
      await screenshot(page, 'sept-replay-end-phone');
      // Statistics: 7 Jours counts it (a game among friends), 24/7 does not.
      await page.getByRole('button', { name: 'Back' }).tap();
      await page.getByRole('button', { name: 'Statistics' }).tap();
      await page.locator('.stats [data-game="7-jours"]').tap();
      await expect.poll(() => page.locator('[data-opposition="people"] [data-played]').textContent()).toBe('1');
      expect(await page.locator('[data-bonus]').count()).toBe(2);
      await page.locator('.stats [data-game="24-7"]').tap();
      await expect.poll(() => page.locator('[data-opposition="people"] [data-played]').textContent()).toBe('0');
      expect(problems.consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  describe('screenshots', () => {
    const SIZES: [string, BrowserContextOptions][] = [
      ['phone', PHONE],
      ['phone-dark', { ...PHONE, colorScheme: 'dark' }],
      ['small', { ...PHONE, viewport: { width: 360, height: 640 } }],
      ['small-dark', { ...PHONE, viewport: { width: 360, height: 640 }, colorScheme: 'dark' }],
      ['tablet', TABLET],
      ['tablet-dark', { ...TABLET, colorScheme: 'dark' }],
    ];
    const seats = ['human', 'medium', 'easy', 'hard'];
    const names = ['You', 'Medium AI', 'Easy AI', 'Hard AI'];
    // A pick: the last seat dealt, and the human (the seat after it) is first to pick, in round 2.
    const pickGame = (() => {
      const game = new Game(4, deckOf(21), 3);
      const moves = [
        { shift: 1, packets: [2, 1, 3, 1] },
        { pick: 2 },
        { pick: 0 },
        { pick: 3 },
        { pick: 1 },
        { shift: -1, packets: [1, 2, 2, 2] },
        { pick: 1 },
      ];
      for (const move of moves) game.play(move);
      return recordOf(game, { seats: ['medium', 'hard', 'human', 'easy'], names: ['Medium AI', 'Hard AI', 'You', 'Easy AI'] });
    })();
    const finished = (() => {
      const game = new Game(4, deckOf(22), 0);
      while (!game.over) {
        const moves = game.legalMoves();
        game.play(moves[(game.history.length * 11) % moves.length]!);
      }
      return recordOf(game, { seats, names });
    })();

    async function buttonsUnder44(page: Page): Promise<string[]> {
      return page.locator('main.sept button:visible').evaluateAll((buttons) =>
        buttons
          .map((b) => ({ r: b.getBoundingClientRect(), name: b.getAttribute('aria-label') ?? b.textContent }))
          .filter(({ r }) => r.width < 43.5 || r.height < 43.5)
          .map(({ r, name }) => `${name}: ${r.width}x${r.height}`),
      );
    }

    async function insideScreen(page: Page, selector: string): Promise<void> {
      const { width, height } = page.viewportSize()!;
      const box = (await page.locator(selector).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
      expect(box.y + box.height).toBeLessThanOrEqual(height + 0.5);
    }

    for (const [name, options] of SIZES) {
      it(`the deal mid-cut, a pick with its previews, and the end (${name})`, async () => {
        const context: BrowserContext = await app.browser.newContext({
          ...options,
          colorScheme: options.colorScheme ?? 'light',
          reducedMotion: 'reduce',
        });
        try {
          const page = await context.newPage();
          page.setDefaultTimeout(15_000);
          const problems = watchProblems(page);
          // The deal: shifted once, two of three cuts made.
          await open(page, app.server.url, record(20, seats, names));
          expect(await waitForMine(page)).toBe('deal');
          await page.locator('[data-action="shift-left"]').tap();
          await page.locator('[data-gap="2"]').tap();
          await page.locator('[data-gap="5"]').tap();
          await expect.poll(() => page.locator('[data-packets]').getAttribute('data-packets')).toBe('3');
          expect(await buttonsUnder44(page)).toEqual([]);
          await insideScreen(page, '.strip');
          await insideScreen(page, '[data-action="deal"]');
          await screenshot(page, `sept-deal-${name}`);

          // A pick: every packet shows what it would do to my points.
          await open(page, app.server.url, pickGame);
          expect(await waitForMine(page)).toBe('pick');
          const open3 = 4 - 1;
          expect(await page.locator('.packet--pickable .preview__gain').count()).toBe(open3);
          expect(await page.locator('.packet--taken').count()).toBe(1);
          expect(await buttonsUnder44(page)).toEqual([]);
          await insideScreen(page, '.strip');
          await screenshot(page, `sept-pick-${name}`);
          await page.locator('.packet--pickable').first().tap();
          await expect.poll(() => page.locator('[data-action="take"]').count()).toBe(1);
          await screenshot(page, `sept-pick-pending-${name}`);

          // The moves log: a panel where there is room, else a sheet from the top bar.
          const logButton = page.getByRole('button', { name: 'Moves', exact: true });
          if (await logButton.isVisible()) {
            await logButton.tap();
            await expect.poll(() => page.locator('.log').evaluate((log) => getComputedStyle(log).transform)).toBe('none');
          }
          expect(await page.locator('.sept-log__move').first().isVisible()).toBe(true);
          await screenshot(page, `sept-log-${name}`);

          // How to play, from the top bar.
          await open(page, app.server.url, finished);
          await open(page, app.server.url, pickGame);
          await page.locator('[data-action="rules"]').tap();
          await expect.poll(() => page.locator('.sept-rules-sheet').count()).toBe(1);
          await screenshot(page, `sept-rules-${name}`);

          // The end.
          await open(page, app.server.url, finished);
          await expect.poll(() => page.locator('.gameover').count()).toBe(1);
          await screenshot(page, `sept-end-${name}`);
          await page.getByRole('button', { name: 'See the table' }).tap();
          await expect.poll(() => page.locator('.gameover').count()).toBe(0);
          await screenshot(page, `sept-table-${name}`);
          if (name === 'phone') {
            // The table as a player with deuteranopia sees it (the colours' distances are checked in
            // test/app/septjours/colours.test.ts; this is to look at).
            const cdp = await context.newCDPSession(page);
            await cdp.send('Emulation.setEmulatedVisionDeficiency', { type: 'deuteranopia' });
            await screenshot(page, 'sept-table-deuteranopia-phone');
            await cdp.send('Emulation.setEmulatedVisionDeficiency', { type: 'none' });
          }
          expect(problems.consoleErrors).toEqual([]);
          expect(problems.failedRequests).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  });
});
