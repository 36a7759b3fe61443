/**
 * The one gate every stored game passes on load: check its shape, migrate an older format to the
 * current one, and replay its record through the engine. A game that fails is reported with the
 * problem (as data, worded when shown), never used and never deleted silently (the player may export it).
 */
import { messages } from '../i18n/index.js';
import { recordTroubleWords, troubleOf, type RecordTrouble } from '../model/recordWords.js';
import { sessionFromRecord, type AnySession } from '../model/sessions.js';
import { ENTRY_FORMAT, type SavedGame } from './schema.js';

/** Why a saved game cannot be used, as data (`entryProblemWords` says it in the player's language). */
export type EntryProblem =
  | { code: 'not-saved' | 'no-id' | 'other-game' }
  /** `format` as stored, written as JSON. */
  | { code: 'unknown-format'; format: string }
  | { code: 'newer-format'; format: number }
  | { code: 'record'; trouble: RecordTrouble };

export type Checked =
  | { ok: true; entry: SavedGame; session: AnySession; migrated: boolean }
  | { ok: false; id: string | null; problem: EntryProblem; newer: boolean; raw: unknown };

/** MIGRATIONS[n] turns a format-n entry into format n + 1. Format 1 is the first. */
const MIGRATIONS: readonly ((entry: Record<string, unknown>) => Record<string, unknown>)[] = [];
const FIRST_FORMAT = ENTRY_FORMAT - MIGRATIONS.length;

function refuse(raw: unknown, id: string | null, problem: EntryProblem, newer = false): Checked {
  return { ok: false, id, problem, newer, raw };
}

/** The problem as a sentence standing alone, in the player's language. */
export function entryProblemWords(problem: EntryProblem): string {
  const words = messages.value.savedProblems;
  switch (problem.code) {
    case 'not-saved':
      return words.notSaved;
    case 'no-id':
      return words.noId;
    case 'other-game':
      return words.otherGame;
    case 'unknown-format':
      return words.unknownFormat({ text: problem.format });
    case 'newer-format':
      return words.newerFormat({ version: problem.format });
    case 'record':
      return recordTroubleWords(problem.trouble);
  }
}

export async function checkEntry(raw: unknown): Promise<Checked> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return refuse(raw, null, { code: 'not-saved' });
  let entry = raw as Record<string, unknown>;
  const id = typeof entry['id'] === 'string' ? entry['id'] : null;
  if (id === null) return refuse(raw, null, { code: 'no-id' });
  const format = entry['format'];
  if (typeof format !== 'number' || !Number.isInteger(format) || format < FIRST_FORMAT) {
    return refuse(raw, id, { code: 'unknown-format', format: String(JSON.stringify(format)) });
  }
  if (format > ENTRY_FORMAT) return refuse(raw, id, { code: 'newer-format', format }, true);
  for (let f = format; f < ENTRY_FORMAT; f++) entry = { ...MIGRATIONS[f - FIRST_FORMAT]!(entry), format: f + 1 };

  const restored = await sessionFromRecord(entry['record']);
  if (!restored.ok) return refuse(raw, id, { code: 'record', trouble: troubleOf(restored, entry['record']) });
  const session = restored.value;
  if (session.id !== id) return refuse(raw, id, { code: 'other-game' });
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

export function entryOf(session: AnySession, now = Date.now()): SavedGame {
  return {
    format: ENTRY_FORMAT,
    id: session.id,
    status: session.game.over ? 'finished' : 'playing',
    updated: now,
    record: session.record(),
  };
}
