/**
 * Opening a shared game: a finished one in the replay viewer, one in progress as the current game
 * (the saves pick it up from the `session` signal). A game link in the address (address.ts) is opened
 * and then cleared from the address; a link that fails opens the Import screen with the link and the
 * reason, so nothing is lost.
 */
import { signal } from '@preact/signals';
import { go } from '../model/navigation.js';
import { showReplay } from '../model/replay.js';
import { openSession } from '../model/start.js';
import { MAX_FILE_BYTES, importFileText, importText, type ImportProblem, type Imported } from './import-text.js';
import { hasGameLink } from './address.js';

/** What the Import screen shows: the pasted text and the last problem, by where it came from. */
export const importDraft = signal<{ text: string; error: { from: 'file' | 'text'; problem: ImportProblem } | null }>({
  text: '',
  error: null,
});

/** Opens an import, already validated and replayed once: a finished game in the replay viewer. */
export async function openImported(result: Imported & { ok: true }): Promise<null> {
  if (result.finished) await showReplay(result.session);
  else openSession(result.session);
  return null;
}

/** Reads a chosen file; opens the game, or returns why it cannot be opened. */
export async function openFile(file: File): Promise<ImportProblem | null> {
  if (file.size > MAX_FILE_BYTES) return { code: 'big-file' };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { code: 'unreadable-file' };
  }
  const result = await importFileText(text);
  return result.ok ? openImported(result) : result.problem;
}

/** Opens pasted text (a link or a record's JSON), or returns why it cannot be opened. */
export async function openText(text: string): Promise<ImportProblem | null> {
  const result = await importText(text);
  return result.ok ? openImported(result) : result.problem;
}

/** Opens the game in the address's hash, if there is one, and takes it out of the address. */
export async function openFromAddress(): Promise<void> {
  if (!hasGameLink()) return;
  const link = location.href;
  history.replaceState(history.state, '', location.pathname + location.search);
  const result = await importText(link, 'link');
  if (result.ok) {
    await openImported(result);
    return;
  }
  importDraft.value = { text: link, error: { from: 'text', problem: result.problem } };
  go('import');
}
