/**
 * Reading a shared game: pasted text (a game link, or a record's JSON) or a chosen file. Everything
 * goes through the engine's one validate-then-replay step; its message (naming the field, or
 * "move N: …") is shown inside a sentence that says what could not be opened.
 */
import type { GameRecord } from '../../engine/twentyfourseven/index.js';
import { GameSession } from '../model/session.js';
import { decodeRecord, linkPayloads } from './link.js';

export type Imported = { ok: true; record: GameRecord; session: GameSession; finished: boolean } | { ok: false; error: string };

export type Source = 'file' | 'text' | 'link';

const WHAT: Record<Source, string> = { file: 'This game file', text: 'This game text', link: 'This game link' };

/** Files larger than this are not games (a full record is about 2 kB). */
export const MAX_FILE_BYTES = 256 * 1024;

export const IMPORT_ERRORS = {
  empty: 'Paste a game link or the text of a game file first.',
  foreign: 'This is not a 24/7 game. Paste a game link (it contains “#game=”) or the text of a game file (it starts with “{”).',
  emptyFile: 'This file is empty: it holds no game.',
  bigFile: 'This file is too big to be a 24/7 game.',
} as const;

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** The engine names cells (r,c) from 0; players count rows and columns from 1. */
export function plainCells(text: string): string {
  return text.replace(/\((\d+),(\d+)\)/g, (_, r: string, c: string) => `row ${Number(r) + 1}, column ${Number(c) + 1}`);
}

/** Checks a record with the engine; the error says what could not be opened and why. */
export function validate(data: unknown, source: Source): Imported {
  const parsed = GameSession.fromRecord(data);
  if (!parsed.ok) return { ok: false, error: sentence(`${WHAT[source]} could not be opened: ${plainCells(parsed.error)}`) };
  return { ok: true, record: data as GameRecord, session: parsed.value, finished: parsed.value.over.value };
}

function fromJson(text: string, source: Source): Imported {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const why = (error as Error).message.replace(/\s+/g, ' ');
    return {
      ok: false,
      error: sentence(`${WHAT[source]} could not be opened: it is not complete JSON, perhaps only part of it was copied (${why})`),
    };
  }
  return validate(data, source);
}

function fromLink(payloads: readonly string[]): Imported {
  let first: Imported | null = null;
  for (const payload of payloads) {
    const decoded = decodeRecord(payload);
    const result: Imported = decoded.ok ? validate(decoded.record, 'link') : { ok: false, error: decoded.error };
    if (result.ok) return result;
    first ??= result;
  }
  return first!;
}

/** Pasted text: a game link (or just its code), or a record's JSON, perhaps with words around it. */
export function importText(text: string, source: Source = 'text'): Imported {
  const trimmed = text.trim();
  if (trimmed.length === 0) return { ok: false, error: IMPORT_ERRORS.empty };
  const payloads = linkPayloads(trimmed);
  if (payloads) return fromLink(payloads);
  const open = trimmed.indexOf('{');
  if (open >= 0) {
    const close = trimmed.lastIndexOf('}');
    return fromJson(close > open ? trimmed.slice(open, close + 1) : trimmed.slice(open), source);
  }
  return { ok: false, error: IMPORT_ERRORS.foreign };
}

/** A chosen file's text (a saved .json record, or a note holding a link). */
export function importFileText(text: string): Imported {
  if (text.trim().length === 0) return { ok: false, error: IMPORT_ERRORS.emptyFile };
  const result = importText(text, 'file');
  if (!result.ok && result.error === IMPORT_ERRORS.foreign) {
    return { ok: false, error: 'This game file could not be opened: it is not a 24/7 game file.' };
  }
  return result;
}
