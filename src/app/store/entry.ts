/**
 * The one gate every stored game passes on load: check its shape, migrate an older format to the
 * current one, and replay its record through the engine. A game that fails is reported with the
 * reason, never used and never deleted silently (the player may export it).
 */
import { GameSession } from '../model/session.js';
import { ENTRY_FORMAT, type SavedGame } from './schema.js';

export type Checked =
  | { ok: true; entry: SavedGame; session: GameSession; migrated: boolean }
  | { ok: false; id: string | null; reason: string; newer: boolean; raw: unknown };

/** MIGRATIONS[n] turns a format-n entry into format n + 1. Format 1 is the first. */
const MIGRATIONS: readonly ((entry: Record<string, unknown>) => Record<string, unknown>)[] = [];
const FIRST_FORMAT = ENTRY_FORMAT - MIGRATIONS.length;

function refuse(raw: unknown, id: string | null, reason: string, newer = false): Checked {
  return { ok: false, id, reason, newer, raw };
}

export function checkEntry(raw: unknown): Checked {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return refuse(raw, null, 'not a saved game');
  let entry = raw as Record<string, unknown>;
  const id = typeof entry['id'] === 'string' ? entry['id'] : null;
  if (id === null) return refuse(raw, null, 'the saved game has no id');
  const format = entry['format'];
  if (typeof format !== 'number' || !Number.isInteger(format) || format < FIRST_FORMAT) {
    return refuse(raw, id, `unknown save format ${JSON.stringify(format)}`);
  }
  if (format > ENTRY_FORMAT) return refuse(raw, id, `saved by a newer version of 24/7 (format ${format})`, true);
  for (let f = format; f < ENTRY_FORMAT; f++) entry = { ...MIGRATIONS[f - FIRST_FORMAT]!(entry), format: f + 1 };

  const restored = GameSession.fromRecord(entry['record']);
  if (!restored.ok) return refuse(raw, id, `its record is damaged: ${restored.error}`);
  const session = restored.value;
  if (session.id !== id) return refuse(raw, id, 'its record belongs to another game');
  const updated = typeof entry['updated'] === 'number' && Number.isFinite(entry['updated']) ? entry['updated'] : session.setup.started;
  const checked: SavedGame = {
    format: ENTRY_FORMAT,
    id,
    // The replay, not the stored flag, says whether the game is over.
    status: session.game.over ? 'finished' : 'playing',
    updated,
    record: session.record(),
  };
  return { ok: true, entry: checked, session, migrated: format !== ENTRY_FORMAT };
}

export function entryOf(session: GameSession, now = Date.now()): SavedGame {
  return {
    format: ENTRY_FORMAT,
    id: session.id,
    status: session.game.over ? 'finished' : 'playing',
    updated: now,
    record: session.record(),
  };
}
