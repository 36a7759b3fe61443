/**
 * Reading a shared game: pasted text (a game link, or a record's JSON) or a chosen file. Everything
 * goes through the engine's one validate-then-replay step. What cannot be opened comes back as data
 * (`ImportProblem`: the engine's record problem, a link's, or the input's), worded in the player's
 * language only when shown, so a language switch rewords it.
 */
import { parseJson } from '../../engine/module.js';
import { messages } from '../i18n/index.js';
import { recordTroubleWords, troubleOf, type RecordTrouble } from '../model/recordWords.js';
import { sessionFromRecord, type AnyRecord, type AnySession } from '../model/sessions.js';
import { decodeRecord, linkPayloads, type LinkProblem } from './link.js';

export type Source = 'file' | 'text' | 'link';

/** Why a game cannot be opened. */
export type ImportProblem =
  /** Nothing pasted; text that is neither a link nor JSON; an empty, huge, unreadable or foreign file; no clipboard. */
  | { code: 'empty' | 'foreign' | 'empty-file' | 'big-file' | 'unreadable-file' | 'not-game-file' | 'clipboard' }
  | { code: 'link'; link: LinkProblem }
  /** The record failed the engine's check. */
  | { code: 'record'; source: Source; trouble: RecordTrouble };

export type Imported = { ok: true; record: AnyRecord; session: AnySession; finished: boolean } | { ok: false; problem: ImportProblem };

/** Files larger than this are not games (a full record is about 2 kB). */
export const MAX_FILE_BYTES = 256 * 1024;

const fail = (problem: ImportProblem): Imported => ({ ok: false, problem });

/** Checks a record with the engine. */
export async function validate(data: unknown, source: Source): Promise<Imported> {
  const parsed = await sessionFromRecord(data);
  if (!parsed.ok) return fail({ code: 'record', source, trouble: troubleOf(parsed, data) });
  return { ok: true, record: data as AnyRecord, session: parsed.value, finished: parsed.value.over.value };
}

async function fromJson(text: string, source: Source): Promise<Imported> {
  const data = parseJson(text);
  if (!data.ok) return fail({ code: 'record', source, trouble: troubleOf(data, null) });
  return validate(data.value, source);
}

async function fromLink(payloads: readonly string[]): Promise<Imported> {
  let first: Imported | null = null;
  for (const payload of payloads) {
    const decoded = decodeRecord(payload);
    const result = decoded.ok ? await validate(decoded.record, 'link') : fail({ code: 'link', link: decoded.problem });
    if (result.ok) return result;
    first ??= result;
  }
  return first!;
}

/** Pasted text: a game link (or just its code), or a record's JSON, perhaps with words around it. */
export async function importText(text: string, source: Source = 'text'): Promise<Imported> {
  const trimmed = text.trim();
  if (trimmed.length === 0) return fail({ code: 'empty' });
  const payloads = linkPayloads(trimmed);
  if (payloads) return fromLink(payloads);
  const open = trimmed.indexOf('{');
  if (open >= 0) {
    const close = trimmed.lastIndexOf('}');
    return fromJson(close > open ? trimmed.slice(open, close + 1) : trimmed.slice(open), source);
  }
  return fail({ code: 'foreign' });
}

/** A chosen file's text (a saved .json record, or a note holding a link). */
export async function importFileText(text: string): Promise<Imported> {
  if (text.trim().length === 0) return fail({ code: 'empty-file' });
  const result = await importText(text, 'file');
  if (!result.ok && result.problem.code === 'foreign') return fail({ code: 'not-game-file' });
  return result;
}

/** The problem in the player's language: a sentence or two that say what could not be opened and why. */
export function importProblemWords(problem: ImportProblem): string {
  const m = messages.value;
  const words = m.importing;
  switch (problem.code) {
    case 'empty':
      return words.empty;
    case 'foreign':
      return words.foreign;
    case 'empty-file':
      return words.emptyFile;
    case 'big-file':
      return words.bigFile;
    case 'unreadable-file':
      return words.unreadableFile;
    case 'not-game-file':
      return words.notGameFile;
    case 'clipboard':
      return words.clipboard;
    case 'link':
      return m.linkProblems[problem.link];
    case 'record': {
      const reason = recordTroubleWords(problem.trouble);
      if (problem.source === 'file') return words.failedFile({ reason });
      if (problem.source === 'link') return words.failedLink({ reason });
      return words.failedText({ reason });
    }
  }
}
