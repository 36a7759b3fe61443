/**
 * The IndexedDB layout and its upgrade steps. The database version counts layout changes; each saved
 * game also carries the version of its own format (`format`), checked and migrated on every load
 * (see entry.ts). A newer layout than this build knows is refused by IndexedDB itself (VersionError),
 * which the store turns into a plain message rather than touching the data.
 */
import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import type { AnyRecord } from '../model/sessions.js';

/** The app's database, for every game. */
export const DB_NAME = 'table-games';
export const DB_VERSION = 1;
/**
 * The database of the release that played 24/7 alone. Its games and settings are copied into the app's
 * on the first start after the update (legacy.ts), then it is deleted.
 */
export const LEGACY_DB_NAME = '24-7';
/** A pref set once the legacy database has been copied (or found absent). */
export const LEGACY_IMPORTED = 'legacy-imported';
/** The format of one saved game, as written by this build. */
export const ENTRY_FORMAT = 1;

export type GameStatus = 'playing' | 'finished';

/** One saved game: its record (the spec's format, meta included) and what lists need without a replay. */
export interface SavedGame {
  format: typeof ENTRY_FORMAT;
  id: string;
  status: GameStatus;
  /** Last save, ms since 1970. */
  updated: number;
  /** A record of either game (its "game" field says which). */
  record: AnyRecord;
}

export interface Schema extends DBSchema {
  games: { key: string; value: unknown; indexes: { updated: number } };
  /** Small key/value items: the settings. */
  prefs: { key: string; value: unknown };
}

type UpgradeTx = IDBPTransaction<Schema, StoreNames<Schema>[], 'versionchange'>;
type Step = (db: IDBPDatabase<Schema>, tx: UpgradeTx) => void;

/** Where the first release kept the settings, before there was a database. */
export const LEGACY_SETTINGS_KEY = '24-7:settings';

/** The settings as the first release left them in localStorage, if any (parsed later, field by field). */
function legacySettings(): unknown {
  try {
    const text = typeof localStorage === 'undefined' ? null : localStorage.getItem(LEGACY_SETTINGS_KEY);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined; // Blocked or damaged: the defaults will do.
  }
}

/** UPGRADES[n] takes the database from version n to n + 1. Add a step; never edit an old one. */
export const UPGRADES: readonly Step[] = [
  (db, tx) => {
    // Values are stored as `unknown`: whatever is read back is validated before use.
    const games = db.createObjectStore('games', { keyPath: 'id' });
    games.createIndex('updated', 'updated');
    db.createObjectStore('prefs');
    const legacy = legacySettings();
    if (legacy !== undefined) void tx.objectStore('prefs').put(legacy, 'settings');
  },
];

export function upgrade(db: IDBPDatabase<Schema>, oldVersion: number, tx: UpgradeTx): void {
  for (let version = oldVersion; version < DB_VERSION; version++) UPGRADES[version]!(db, tx);
}
