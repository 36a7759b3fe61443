/**
 * The saved games and settings in IndexedDB, through idb. Every method either does its job or
 * throws a StoreProblem (problems.ts); nothing read back is trusted before checkEntry() passes it.
 */
import { openDB, type IDBPDatabase } from 'idb';
import { checkEntry, type Checked } from './entry.js';
import { importLegacy } from './legacy.js';
import { classify, problem, type StoreProblem } from './problems.js';
import { DB_NAME, DB_VERSION, upgrade, type SavedGame, type Schema } from './schema.js';

export interface Shelf {
  /** Games that passed the check, newest first. */
  games: Extract<Checked, { ok: true }>[];
  /** Games that did not, kept in storage for export. */
  bad: Extract<Checked, { ok: false }>[];
}

export class GameStore {
  /** Set when a newer version of the app (another tab) upgraded the database: we let go of it. */
  private steppedAside = false;

  private constructor(private readonly db: IDBPDatabase<Schema>) {}

  /**
   * Opens (and if needed creates or upgrades) the database. `onNewer` runs if a newer version of the
   * app later needs to upgrade it: this store then closes, so that version is not kept waiting.
   */
  static async open(onNewer: () => void = () => {}): Promise<GameStore> {
    if (typeof indexedDB === 'undefined') throw problem('unavailable');
    let blocked = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let store: GameStore | null = null;
    try {
      const opening = openDB<Schema>(DB_NAME, DB_VERSION, {
        upgrade: (db, oldVersion, _new, tx) => upgrade(db, oldVersion, tx),
        blocked: () => (blocked = true),
        blocking: () => {
          if (!store) return;
          store.steppedAside = true;
          store.db.close();
          onNewer();
        },
      });
      // An older tab that will not let go would otherwise keep us waiting for ever.
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(problem(blocked ? 'blocked' : 'unavailable')), 5000);
      });
      store = new GameStore(await Promise.race([opening, timeout]));
      await importLegacy(store.db);
      return store;
    } catch (error) {
      throw isProblem(error) ? error : classify(error);
    } finally {
      clearTimeout(timer);
    }
  }

  close(): void {
    this.db.close();
  }

  async put(entry: SavedGame): Promise<void> {
    await this.run(() => this.db.put('games', entry));
  }

  async get(id: string): Promise<Checked | null> {
    const raw = await this.run(() => this.db.get('games', id));
    return raw === undefined ? null : await checkEntry(raw);
  }

  async remove(id: string): Promise<void> {
    await this.run(() => this.db.delete('games', id));
  }

  /** Every saved game, checked, newest first. */
  async shelf(): Promise<Shelf> {
    const all = await this.run(() => this.db.getAll('games'));
    const shelf: Shelf = { games: [], bad: [] };
    for (const raw of all) {
      const checked = await checkEntry(raw);
      if (checked.ok) shelf.games.push(checked);
      else shelf.bad.push(checked);
    }
    shelf.games.sort((a, b) => b.entry.updated - a.entry.updated);
    return shelf;
  }

  /** The most recently saved game still in play, if any. Damaged ones are skipped here (the shelf lists them). */
  async latestInPlay(): Promise<Extract<Checked, { ok: true }> | null> {
    const ids = await this.run(async () => {
      const found: string[] = [];
      let cursor = await this.db.transaction('games').store.index('updated').openCursor(null, 'prev');
      while (cursor) {
        const value = cursor.value as { id?: unknown; status?: unknown };
        if (value.status === 'playing' && typeof value.id === 'string') found.push(value.id);
        cursor = await cursor.continue();
      }
      return found;
    });
    for (const id of ids) {
      const checked = await this.get(id);
      if (checked?.ok && checked.entry.status === 'playing') return checked;
    }
    return null;
  }

  async pref(key: string): Promise<unknown> {
    return this.run(() => this.db.get('prefs', key));
  }

  async setPref(key: string, value: unknown): Promise<void> {
    await this.run(() => this.db.put('prefs', value, key));
  }

  private async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.steppedAside) throw problem('newer');
    try {
      return await work();
    } catch (error) {
      throw classify(error);
    }
  }
}

export function isProblem(error: unknown): error is StoreProblem {
  return typeof error === 'object' && error !== null && 'kind' in error && !(error instanceof Error);
}
