/**
 * The saves of the release that played 24/7 alone lived in a database of their own ('24-7'). On the
 * first start after the update they are copied into the app's database, whose layout is the same,
 * then the old one is deleted. A player who updates loses nothing; every copied game still passes
 * its check when it is loaded, like any other.
 */
import { deleteDB, openDB, type IDBPDatabase } from 'idb';
import { LEGACY_DB_NAME, LEGACY_IMPORTED, type Schema } from './schema.js';

/** Whether a database of that name exists; null when the browser cannot say. */
async function exists(name: string): Promise<boolean | null> {
  if (typeof indexedDB.databases !== 'function') return null;
  try {
    return (await indexedDB.databases()).some((db) => db.name === name);
  } catch {
    return null;
  }
}

/** Copies the legacy database's games and settings into `db`, once. Never overwrites what `db` has. */
export async function importLegacy(db: IDBPDatabase<Schema>): Promise<void> {
  if ((await db.get('prefs', LEGACY_IMPORTED)) === true) return;
  if ((await exists(LEGACY_DB_NAME)) !== false) {
    // Opened at whatever version it has; if it turns out not to exist, its creation is undone.
    const legacy = await openDB<Schema>(LEGACY_DB_NAME, undefined, { upgrade: (_db, _old, _new, tx) => tx.abort() }).catch(() => null);
    if (legacy?.objectStoreNames.contains('games')) {
      const games = await legacy.getAll('games');
      const settings = legacy.objectStoreNames.contains('prefs') ? await legacy.get('prefs', 'settings') : undefined;
      const tx = db.transaction(['games', 'prefs'], 'readwrite');
      for (const game of games) {
        const id = (game as { id?: unknown } | null)?.id;
        if (typeof id === 'string' && (await tx.objectStore('games').getKey(id)) === undefined) await tx.objectStore('games').put(game);
      }
      if (settings !== undefined && (await tx.objectStore('prefs').get('settings')) === undefined) {
        await tx.objectStore('prefs').put(settings, 'settings');
      }
      await tx.done;
    }
    legacy?.close();
    if (legacy) void deleteDB(LEGACY_DB_NAME).catch(() => undefined);
  }
  await db.put('prefs', true, LEGACY_IMPORTED);
}
