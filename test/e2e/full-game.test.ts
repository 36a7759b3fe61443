/**
 * A whole game on a phone, played only by touch drags (CDP touch events) against the Easy AI, with
 * the confirm step tapped; at the end the scoreboard and the ranking must match the engine's replay
 * of the moves the log lists.
 */
import { describe, expect, it } from 'vitest';
import { Game, shuffledDeck } from '../../src/engine/twentyfourseven/index.js';
import { phoneContext, screenshot, watchProblems, useAppInChromium } from './harness';
import {
  cell,
  centre,
  choosePlacement,
  loggedMoves,
  movesPlayed,
  rackTile,
  readCells,
  readRack,
  shownScores,
  startGame,
  touchDrag,
  waitForTurn,
} from './play';

const SEED = 2024;

describe('a whole game by touch', () => {
  const app = useAppInChromium();

  it('plays against the Easy AI to the end by touch drags; the scoreboard matches the engine', async () => {
    const context = await phoneContext(app.browser, { reducedMotion: 'reduce' });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const problems = watchProblems(page);
      await startGame(page, app.server.url, SEED, [{ kind: 'Human' }, { kind: 'Easy AI' }], 0);
      await page.evaluate(() => {
        const w = window as unknown as { pointerTypes: string[] };
        w.pointerTypes = [];
        document.addEventListener('pointerdown', (event) => w.pointerTypes.push(event.pointerType), true);
      });
      const cdp = await context.newCDPSession(page);

      let mine = 0;
      while ((await waitForTurn(page)) === 'mine') {
        const before = await movesPlayed(page);
        const placement = choosePlacement(await readCells(page), await readRack(page));
        if (!placement) throw new Error('my turn, but no tile fits anywhere');
        const { v, r, c } = placement;
        await touchDrag(cdp, await centre(rackTile(page, v)), await centre(cell(page, r, c)));
        await expect.poll(() => cell(page, r, c).getAttribute('aria-label')).toContain(`tile ${v}, not placed yet`);
        await page.locator('[data-action="confirm"]').tap();
        await expect.poll(() => movesPlayed(page)).toBeGreaterThan(before);
        mine++;
      }
      expect(mine).toBeGreaterThan(8);

      // Replay what the log lists with the engine: every move legal, by the seat the log names.
      const moves = await loggedMoves(page);
      const game = new Game(2, shuffledDeck(SEED));
      for (const move of moves) {
        const result = game.play(move);
        expect(result.ok).toBe(true);
        if (result.ok) expect(result.played.player).toBe(move.player);
      }
      expect(game.over).toBe(true);
      expect(await shownScores(page)).toEqual(Array.from(game.state.scores));
      const ranked = await page
        .locator('.gameover .ranking__row')
        .evaluateAll((rows) => rows.map((row) => Number((row as HTMLElement).dataset.seat)));
      expect(ranked).toEqual(game.ranking().flat());
      const minutes = await page
        .locator('.gameover .ranking__minutes')
        .evaluateAll((spans) => spans.map((s) => Number((s as HTMLElement).dataset.minutes)));
      expect(minutes).toEqual(
        game
          .ranking()
          .flat()
          .map((seat) => game.state.scores[seat]),
      );
      const record = await page.evaluate(() => (window as unknown as { __247: { record(): { moves: unknown[] } } }).__247.record());
      expect(record.moves).toEqual(moves.map(({ r, c, v }) => ({ r, c, v })));

      // Every press in the game was a touch.
      const types = await page.evaluate(() => (window as unknown as { pointerTypes: string[] }).pointerTypes);
      expect(types.length).toBeGreaterThanOrEqual(mine * 2);
      expect(new Set(types)).toEqual(new Set(['touch']));
      await screenshot(page, 'gameover-phone-played');
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
