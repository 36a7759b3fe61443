import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { legalMoves } from '../../src/engine/twentyfourseven/index.js';

/** A fresh copy of the app's modules (autosave keeps module state: one start-up per page). */
async function app() {
  vi.resetModules();
  const autosave = await import('../../src/app/store/autosave.js');
  const navigation = await import('../../src/app/model/navigation.js');
  const { GameSession } = await import('../../src/app/model/session.js');
  const { GameStore } = await import('../../src/app/store/gameStore.js');
  const settings = await import('../../src/app/model/settings.js');
  return { ...autosave, ...navigation, GameSession, GameStore, ...settings };
}

const seats = [
  { name: 'Ada', kind: 'human' as const },
  { name: 'Easy AI', kind: 'easy' as const },
];

function playSome(
  game: { game: { state: Parameters<typeof legalMoves>[0] }; play: (m: ReturnType<typeof legalMoves>[number]) => unknown },
  n: number,
) {
  for (let i = 0; i < n; i++) {
    const legal = legalMoves(game.game.state);
    game.play(legal[(i * 7) % legal.length]!);
  }
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('autosave', () => {
  it('saves a new game at once and after every move, and a restart resumes it exactly', async () => {
    const first = await app();
    await first.startAutosave();
    expect(first.session.value).toBeNull();
    const game = first.GameSession.start({ seats, options: { openHands: false }, seed: 11 });
    first.session.value = game;
    await first.flushSaves();
    const store = await first.openStore();
    expect((await store!.get(game.id))?.ok).toBe(true);
    playSome(game, 5);
    await first.flushSaves();
    const saved = await store!.get(game.id);
    expect(saved?.ok && saved.entry.record).toEqual(game.record());

    // A reload: new modules, the same database.
    const second = await app();
    await second.startAutosave();
    const resumed = second.session.value;
    expect(resumed?.record()).toEqual(game.record());
    expect(resumed?.mover.value).toBe(game.mover.value);
    expect(resumed?.gameId).toBe('24-7');
    if (resumed?.gameId === '24-7') expect(resumed.hands.value).toEqual(game.hands.value);
  });

  it('keeps a write asked for before start-up has opened the store (a daily link read as the page opens)', async () => {
    const m = await app();
    const { keepFriendResult } = await import('../../src/app/daily/friends.js');
    const result = { minutes: 12, opponentMinutes: 9, won: true, plays: [] };
    const kept = keepFriendResult('2027-01-14', result);
    await m.startAutosave();
    await kept;
    const store = await m.openStore();
    expect(await store!.pref('daily-friend:2027-01-14')).toEqual(result);
  });

  it('keeps an imported older copy of a saved game beside the save, and lets a longer copy carry it on', async () => {
    const m = await app();
    await m.startAutosave();
    const game = m.GameSession.start({ seats, options: { openHands: false }, seed: 21 });
    m.session.value = game;
    playSome(game, 6);
    await m.flushSaves();
    const store = (await m.openStore())!;
    const full = game.record();

    // An older copy (4 moves) of the same game comes back, e.g. from a file shared earlier.
    const older = m.GameSession.fromRecord({ ...full, moves: full.moves.slice(0, 4) });
    if (!older.ok) throw new Error(older.error);
    m.session.value = older.value;
    await m.flushSaves();
    expect(older.value.id).not.toBe(game.id);
    const kept = await store.get(game.id);
    expect(kept?.ok && kept.entry.record.moves).toHaveLength(6);
    expect((await store.get(older.value.id))?.ok).toBe(true);

    // A longer copy of the same game (a friend played on) simply continues the save.
    playSome(game, 2);
    const longer = m.GameSession.fromRecord(game.record());
    if (!longer.ok) throw new Error(longer.error);
    m.session.value = longer.value;
    await m.flushSaves();
    expect(longer.value.id).toBe(game.id);
    const carried = await store.get(game.id);
    expect(carried?.ok && carried.entry.record.moves).toHaveLength(8);
  });

  it('keeps and restores the settings', async () => {
    const first = await app();
    await first.startAutosave();
    first.updateSettings({ confirm: false, vibration: false });
    await first.flushSaves();
    const second = await app();
    expect(second.settings.value.confirm).toBe(true);
    await second.startAutosave();
    expect(second.settings.value).toMatchObject({ confirm: false, vibration: false, hints: true });
  });

  it('says the storage is full when a save fails, goes on playing, and clears the message once a save works', async () => {
    const m = await app();
    await m.startAutosave();
    const game = m.GameSession.start({ seats, options: { openHands: false }, seed: 3 });
    m.session.value = game;
    await m.flushSaves();
    const put = vi.spyOn(m.GameStore.prototype, 'put').mockRejectedValueOnce(new DOMException('no room', 'QuotaExceededError'));
    playSome(game, 1);
    await m.flushSaves();
    expect(m.storeProblem.value?.kind).toBe('full');
    expect(game.game.history).toHaveLength(1);
    put.mockRestore();
    playSome(game, 1);
    await m.flushSaves();
    expect(m.storeProblem.value).toBeNull();
    const saved = await (await m.openStore())!.get(game.id);
    expect(saved?.ok && saved.entry.record.moves).toHaveLength(2);
  });

  it('plays on in memory when storage is unavailable, and says why', async () => {
    vi.stubGlobal('indexedDB', undefined);
    try {
      const m = await app();
      await m.startAutosave();
      expect(m.storeProblem.value?.kind).toBe('unavailable');
      const game = m.GameSession.start({ seats, options: { openHands: false }, seed: 4 });
      m.session.value = game;
      playSome(game, 3);
      await m.flushSaves();
      expect(game.game.history).toHaveLength(3);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
