import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { legalMoves } from '../../src/engine/twentyfourseven/index.js';
import { GameSession } from '../../src/app/model/session.js';
import { entryOf, entryProblemWords } from '../../src/app/store/entry.js';
import { GameStore } from '../../src/app/store/gameStore.js';
import { classify, storeProblemWords } from '../../src/app/store/problems.js';
import { DB_NAME, DB_VERSION, LEGACY_DB_NAME, LEGACY_SETTINGS_KEY } from '../../src/app/store/schema.js';

const seats = [
  { name: 'Ada', kind: 'human' as const },
  { name: 'Hard AI', kind: 'hard' as const },
];

function played(moves: number, seed = 5): GameSession {
  const game = GameSession.start({ seats, options: { openHands: false }, seed });
  for (let i = 0; i < moves && !game.game.over; i++) {
    const legal = legalMoves(game.game.state);
    game.play(legal[i % legal.length]!);
  }
  return game;
}

function finished(seed: number): GameSession {
  return played(200, seed);
}

/** Writes a value straight into the games store, as a damaged or foreign save would be. */
async function putRaw(value: unknown): Promise<void> {
  const db = await openDB(DB_NAME, DB_VERSION);
  await db.put('games', value);
  db.close();
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  vi.unstubAllGlobals();
});

describe('the release that played 24/7 alone', () => {
  /** Its database, written as it wrote it: '24-7', version 1, the same stores and entries. */
  async function writeLegacy(entries: unknown[], settings?: unknown): Promise<void> {
    const db = await openDB(LEGACY_DB_NAME, 1, {
      upgrade(legacy) {
        const games = legacy.createObjectStore('games', { keyPath: 'id' });
        games.createIndex('updated', 'updated');
        legacy.createObjectStore('prefs');
      },
    });
    for (const entry of entries) await db.put('games', entry);
    if (settings !== undefined) await db.put('prefs', settings, 'settings');
    db.close();
  }

  it('leaves nothing behind: its games and settings move into the app database, then it is deleted', async () => {
    const inPlay = played(7);
    const over = finished(8);
    await writeLegacy([entryOf(inPlay, 1000), entryOf(over, 2000)], { confirm: false, hints: true, motion: 'reduced', vibration: true });
    const store = await GameStore.open();
    const shelf = await store.shelf();
    expect(shelf.bad).toEqual([]);
    expect(shelf.games.map((g) => g.entry.record)).toEqual([over.record(), inPlay.record()]);
    expect((await store.latestInPlay())?.entry.record).toEqual(inPlay.record());
    expect(await store.pref('settings')).toMatchObject({ confirm: false, motion: 'reduced' });
    store.close();
    await vi.waitFor(async () => expect((await indexedDB.databases()).map((db) => db.name)).not.toContain(LEGACY_DB_NAME));
    // Opened again, nothing is copied twice and what was played since stays.
    const again = await GameStore.open();
    expect((await again.shelf()).games).toHaveLength(2);
    again.close();
  });

  it('creates no legacy database where there was none', async () => {
    const store = await GameStore.open();
    expect((await store.shelf()).games).toEqual([]);
    store.close();
    expect((await indexedDB.databases()).map((db) => db.name)).toEqual([DB_NAME]);
  });
});

describe('GameStore', () => {
  it('creates its stores and gives back a saved game exactly', async () => {
    const store = await GameStore.open();
    const game = played(9);
    await store.put(entryOf(game, 1000));
    const back = await store.get(game.id);
    if (!back?.ok) throw new Error('not restored');
    expect(back.entry.record).toEqual(game.record());
    if (back.session.gameId !== '24-7') throw new Error('not a 24/7 game');
    expect(back.session.board.value).toEqual(game.board.value);
    expect(back.session.mover.value).toBe(game.mover.value);
    expect(back.entry.status).toBe('playing');
    expect(back.entry.updated).toBe(1000);
    store.close();
  });

  it('lists games newest first, and finds the latest game still in play', async () => {
    const store = await GameStore.open();
    const old = played(3, 1);
    const recent = played(4, 2);
    const done = finished(3);
    expect(done.game.over).toBe(true);
    await store.put(entryOf(old, 100));
    await store.put(entryOf(recent, 200));
    await store.put(entryOf(done, 300));
    const shelf = await store.shelf();
    expect(shelf.games.map((g) => g.entry.id)).toEqual([done.id, recent.id, old.id]);
    expect(shelf.games[0]!.entry.status).toBe('finished');
    expect((await store.latestInPlay())?.entry.id).toBe(recent.id);
    store.close();
  });

  it("reports a damaged save with the engine's problem and keeps it in storage", async () => {
    const store = await GameStore.open();
    const game = played(6);
    const entry = entryOf(game, 50);
    const moves = entry.record.moves.map((m) => ({ ...m }));
    moves[3] = { ...moves[3]!, v: 99 };
    await putRaw({ ...entry, record: { ...entry.record, moves } });
    await putRaw({ id: 'junk', format: 1, record: 'not a record' });
    const shelf = await store.shelf();
    expect(shelf.games).toEqual([]);
    const problems = Object.fromEntries(shelf.bad.map((b) => [b.id, b.problem]));
    expect(problems[game.id]).toMatchObject({ code: 'record', trouble: { problem: { code: 'move', move: 4, refusal: null } } });
    expect(entryProblemWords(problems[game.id]!)).toBe('Move 4 is not written the way a move is.');
    expect(problems['junk']).toMatchObject({ code: 'record', trouble: { problem: { code: 'not-object' } } });
    expect(entryProblemWords(problems['junk']!)).toBe('It does not hold a game record.');
    expect(await store.latestInPlay()).toBeNull();
    // Still there, for the player to export.
    expect((await store.shelf()).bad).toHaveLength(2);
    store.close();
  });

  it('refuses a save from a newer format without touching it, and migrates nothing it does not know', async () => {
    const store = await GameStore.open();
    const entry = { ...entryOf(played(2), 10), format: 7 };
    await putRaw(entry);
    const [bad] = (await store.shelf()).bad;
    expect(bad).toMatchObject({ newer: true, id: entry.id });
    expect(bad!.problem).toEqual({ code: 'newer-format', format: 7 });
    expect(entryProblemWords(bad!.problem)).toContain('newer version');
    expect(bad!.raw).toEqual(entry);
    await putRaw({ ...entry, format: 0 });
    const unknown = (await store.shelf()).bad[0]!.problem;
    expect(unknown).toEqual({ code: 'unknown-format', format: '0' });
    expect(entryProblemWords(unknown)).toBe('Its save format (0) is not one this app knows.');
    store.close();
  });

  it('says so in plain words when the database was made by a newer version of the app', async () => {
    const db = await openDB(DB_NAME, DB_VERSION + 1);
    db.close();
    const refused = await GameStore.open().then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toEqual({ kind: 'newer' });
    expect(storeProblemWords(refused as { kind: 'newer' })).toContain('newer version');
  });

  it('brings the settings over from where the first release kept them', async () => {
    const legacy = new Map([[LEGACY_SETTINGS_KEY, JSON.stringify({ confirm: false, motion: 'reduced' })]]);
    vi.stubGlobal('localStorage', { getItem: (key: string) => legacy.get(key) ?? null });
    const store = await GameStore.open();
    expect(await store.pref('settings')).toEqual({ confirm: false, motion: 'reduced' });
    store.close();
  });

  it('reports storage that is missing altogether as unavailable', async () => {
    vi.stubGlobal('indexedDB', undefined);
    await expect(GameStore.open()).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('sorts storage errors into problems a player understands', () => {
    expect(classify(new DOMException('full', 'QuotaExceededError')).kind).toBe('full');
    expect(classify(new DOMException('v', 'VersionError')).kind).toBe('newer');
    expect(classify(new DOMException('x', 'InvalidStateError')).kind).toBe('unavailable');
    expect(classify(new Error('?')).kind).toBe('failed');
    expect(storeProblemWords(classify(new DOMException('full', 'QuotaExceededError')))).toMatch(/storage is full/);
  });
});

describe('GameStore and a newer version of the app', () => {
  it('closes when a newer version upgrades the database, says so, and refuses further writes', async () => {
    let told = 0;
    const store = await GameStore.open(() => told++);
    const newer = await openDB(DB_NAME, DB_VERSION + 1);
    newer.close();
    expect(told).toBe(1);
    await expect(store.put(entryOf(played(1), 1))).rejects.toMatchObject({ kind: 'newer' });
  });
});
