/**
 * The 7 Jours replay viewer: its state steps through the engine's positions (the position at step k is
 * the record's first k moves replayed), stays within the game, says what each move did to everyone's
 * points and who took which packet; finished games open in it from the saves and from a shared game;
 * and the screen draws the engine's numbers at a mid-game step and at the end.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { screen } from '../../../src/app/model/navigation.js';
import { openReplay, replay, showReplay } from '../../../src/app/model/replay.js';
import { SeptReplay } from '../../../src/app/model/septjours/replay.js';
import { SeptSession } from '../../../src/app/model/septjours/session.js';
import { GameSession } from '../../../src/app/model/session.js';
import { SeptReplay as SeptReplayScreen } from '../../../src/app/septjours/SeptReplay.js';
import { openText } from '../../../src/app/share/open.js';
import { createRng } from '../../../src/engine/rng.js';
import { Game, viewFor, type GameRecord } from '../../../src/engine/septjours/index.js';

const NAMES = ['Ada', 'Bo', 'Cy', 'Di'];

/** A game of `players` played with random legal moves: to the end, or for `moves` moves. */
function played(seed: number, players = 4, moves = Number.POSITIVE_INFINITY): SeptSession {
  const session = SeptSession.start({
    seats: NAMES.slice(0, players).map((name, i) => ({ name, kind: i === 0 ? 'human' : 'medium' })),
    options: { openHands: false },
    seed,
    firstDealer: seed % players,
  });
  const rng = createRng(seed);
  while (!session.game.over && session.game.history.length < moves) {
    const legal = session.game.legalMoves();
    session.play(legal[rng.below(legal.length)]!);
  }
  return session;
}

/** The engine's game after the record's first k moves. */
function engineAt(record: GameRecord, k: number): Game {
  const game = new Game(record.players, record.deck, record.firstDealer);
  for (const move of record.moves.slice(0, k)) game.play(move);
  return game;
}

/** The game of the replay shown (read through a call: the checks below set the signal and read it back). */
const shownGame = () => replay.value?.gameId;

async function opened(record: GameRecord): Promise<SeptReplay> {
  expect(await openReplay(record)).toBe(null);
  const shown = replay.value;
  if (!(shown instanceof SeptReplay)) throw new Error('not a 7 Jours replay');
  return shown;
}

describe('the 7 Jours replay', () => {
  it('opens a record on the replay screen at the deal: the first row laid out, nobody holding a card', async () => {
    screen.value = 'home';
    const record = played(1).record();
    const shown = await opened(record);
    expect(screen.value).toBe('replay');
    expect(shown.gameId).toBe('7-jours');
    expect(shown.step.value).toBe(0);
    expect(shown.length).toBe(record.moves.length);
    expect(shown.length).toBe(4 * (1 + 4));
    expect(shown.current.value).toBe(null);
    expect(shown.atEnd.value).toBe(false);
    expect(shown.view.value).toEqual(viewFor(engineAt(record, 0), record.firstDealer));
    expect(shown.view.value.packets).toBe(undefined);
    expect(shown.view.value.hands.flat()).toEqual([]);
  });

  for (const players of [2, 3, 5]) {
    it(`shows the engine's position after each of the moves, with ${players} players`, async () => {
      const record = played(10 + players, players).record();
      const shown = await opened(record);
      const final = shown.final.game;
      for (let k = 0; k <= record.moves.length; k++) {
        shown.goTo(k);
        const engine = engineAt(record, k);
        expect(shown.position.value.hands()).toEqual(engine.hands());
        expect([shown.position.value.round, shown.position.value.dealer, shown.position.value.toMove]).toEqual([
          engine.round,
          engine.dealer,
          engine.toMove,
        ]);
        expect(shown.view.value).toEqual(viewFor(engine, Math.max(0, engine.toMove)));
        expect(shown.points.value).toEqual(engine.points());
        expect(shown.current.value).toEqual(k === 0 ? null : final.history[k - 1]);
        expect(shown.atEnd.value).toBe(k === record.moves.length);
      }
      expect(shown.position.value.over).toBe(true);
    });
  }

  it('steps one move at a time and stays within the game', async () => {
    const record = played(2).record();
    const shown = await opened(record);
    shown.previous();
    expect(shown.step.value).toBe(0);
    shown.next();
    shown.next();
    expect(shown.step.value).toBe(2);
    shown.previous();
    expect(shown.step.value).toBe(1);
    shown.goTo(2.6);
    expect(shown.step.value).toBe(3);
    shown.goTo(-5);
    expect(shown.step.value).toBe(0);
    shown.goTo(999);
    expect(shown.step.value).toBe(record.moves.length);
    expect(shown.atEnd.value).toBe(true);
    shown.next();
    expect(shown.step.value).toBe(record.moves.length);
    expect(shown.record()).toEqual(record);
  });

  it('says what each move did to every total: nothing for a deal, and a bonus passed on by a pick', async () => {
    let passedOn = 0;
    for (const seed of [3, 4, 5, 6]) {
      const record = played(seed).record();
      const shown = await opened(record);
      expect(shown.changes.value).toEqual([0, 0, 0, 0]);
      for (let k = 1; k <= record.moves.length; k++) {
        shown.goTo(k);
        const before = engineAt(record, k - 1).points();
        const after = engineAt(record, k).points();
        expect(shown.changes.value).toEqual(after.map((p, seat) => p.total - before[seat]!.total));
        const move = shown.current.value!;
        if (!('pick' in move)) expect(shown.changes.value).toEqual([0, 0, 0, 0]);
        else if (shown.changes.value.some((n, seat) => seat !== move.player && n !== 0)) passedOn++;
      }
    }
    // Taking an element's most or leaving its fewest moves 5 points between players: it happens in these games.
    expect(passedOn).toBeGreaterThan(0);
  });

  it('knows who took each packet on the table: none after the deal, then each pick, none once the next row is out', async () => {
    const record = played(7).record();
    const shown = await opened(record);
    const history = shown.final.game.history;
    shown.goTo(1);
    expect([...shown.takers.value]).toEqual([]);
    shown.goTo(3);
    expect(new Map(shown.takers.value)).toEqual(
      new Map(history.slice(1, 3).map((move) => ['pick' in move ? move.pick : -1, move.player] as [number, number])),
    );
    // The round's last pick: the next round's row is laid out, no packet on the table.
    shown.goTo(5);
    expect(shown.view.value.round).toBe(2);
    expect(shown.view.value.packets).toBe(undefined);
    expect(shown.takers.value.size).toBe(0);
    // The end: the last round's four packets, each with its taker.
    shown.goTo(shown.length);
    const lastRound = history.slice(-4);
    expect([...shown.takers.value].sort((a, b) => a[0] - b[0])).toEqual(
      lastRound.map((move) => ['pick' in move ? move.pick : -1, move.player]).sort((a, b) => a[0]! - b[0]!),
    );
  });

  it('holds either game: a 24/7 game still gets its own replay', async () => {
    const session = GameSession.start({
      seats: [
        { name: 'Ada', kind: 'human' },
        { name: 'Bo', kind: 'human' },
      ],
      options: { openHands: false },
      seed: 1,
    });
    await showReplay(session);
    expect(shownGame()).toBe('24-7');
    expect(replay.value).not.toBeInstanceOf(SeptReplay);
    await showReplay(played(8));
    expect(shownGame()).toBe('7-jours');
  });

  it('refuses a damaged record with the engine’s message and leaves the screen alone', async () => {
    screen.value = 'import';
    const before = replay.value;
    const record = played(9).record();
    expect(await openReplay({ ...record, moves: [...record.moves, { pick: 0 }] })).toBe(
      `move ${record.moves.length + 1}: the game is already over`,
    );
    expect(screen.value).toBe('import');
    expect(replay.value).toBe(before);
  });

  it('opens a shared finished game in the replay viewer, and one in play on its table', async () => {
    screen.value = 'home';
    replay.value = null;
    expect(await openText(JSON.stringify(played(11).record()))).toBe(null);
    expect(screen.value).toBe('replay');
    expect(shownGame()).toBe('7-jours');
    screen.value = 'home';
    replay.value = null;
    expect(await openText(JSON.stringify(played(12, 4, 7).record()))).toBe(null);
    expect(screen.value).toBe('game');
    expect(shownGame()).toBe(undefined);
  });
});

describe('the 7 Jours replay screen', () => {
  const draw = (shown: SeptReplay) => renderToString(h(SeptReplayScreen, { replay: shown }));
  const attributes = (html: string, name: string) =>
    [...html.matchAll(new RegExp(`${name}="(-?\\d+)"`, 'g'))].map((match) => Number(match[1]));

  it('draws a mid-game step: the totals, the packets with their takers, the move and what it did', async () => {
    const record = played(13).record();
    const shown = await opened(record);
    shown.goTo(8); // Round 2: its deal and two picks.
    const html = draw(shown);
    expect(attributes(html, 'data-total')).toEqual(
      engineAt(record, 8)
        .points()
        .map((p) => p.total),
    );
    expect(html).toContain('Round 2 of 4');
    expect(html).toContain(`Dealer: ${shown.final.nameOf(shown.view.value.dealer)}`);
    expect(attributes(html, 'data-taker').sort()).toEqual([...shown.takers.value.values()].sort());
    expect(html).toContain('sept-replay__packet--just');
    expect(html).toContain('Move 8 of 20');
    expect(attributes(html, 'data-change')[0]).toBe(shown.changes.value[shown.current.value!.player]);
    // Every seat's colour is its session's, whoever sits there.
    for (let seat = 0; seat < 4; seat++) expect(html).toContain(`seat-row ${shown.final.seatClass(seat)}`);
    expect(html).not.toContain('sept-over__table');
  });

  it('draws the end: the final points in ranking order, with stars, majorities and minorities', async () => {
    const record = played(14).record();
    const shown = await opened(record);
    shown.goTo(shown.length);
    const html = draw(shown);
    const final = engineAt(record, record.moves.length);
    const table = html.slice(html.indexOf('sept-over__table'), html.indexOf('</table>'));
    expect(attributes(table, 'data-seat')).toEqual(final.ranking().flat());
    expect(attributes(table, 'data-total')).toEqual(
      final
        .ranking()
        .flat()
        .map((seat) => final.points()[seat]!.total),
    );
    expect(html).toContain('Game over · final ranking');
  });
});
