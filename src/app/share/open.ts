/**
 * Opening a shared game: a finished one in the replay viewer, one in progress as the current game
 * (the saves pick it up from the `session` signal). A game link in the address is opened at start-up,
 * or when the hash changes, and then cleared from the address; a link that fails opens the Import
 * screen with the link and the reason, so nothing is lost.
 */
import { signal } from '@preact/signals';
import { go } from '../model/navigation.js';
import { showReplay } from '../model/replay.js';
import { openSession } from '../model/start.js';
import { IMPORT_ERRORS, MAX_FILE_BYTES, importFileText, importText, type Imported } from './import-text.js';
import { LINK_KEY } from './link.js';

/** What the Import screen shows: the pasted text and the last error, by where it came from. */
export const importDraft = signal<{ text: string; error: { from: 'file' | 'text'; message: string } | null }>({ text: '', error: null });

/** Opens an import, already validated and replayed once: a finished game in the replay viewer. */
export function openImported(result: Imported & { ok: true }): null {
  if (result.finished) showReplay(result.session);
  else openSession(result.session);
  return null;
}

/** Reads a chosen file; opens the game, or returns why it cannot be opened. */
export async function openFile(file: File): Promise<string | null> {
  if (file.size > MAX_FILE_BYTES) return IMPORT_ERRORS.bigFile;
  let text: string;
  try {
    text = await file.text();
  } catch {
    return 'This file could not be read. Try choosing it again.';
  }
  const result = importFileText(text);
  return result.ok ? openImported(result) : result.error;
}

/** Opens pasted text (a link or a record's JSON), or returns why it cannot be opened. */
export function openText(text: string): string | null {
  const result = importText(text);
  return result.ok ? openImported(result) : result.error;
}

/** Opens the game in the address's hash, if there is one, and takes it out of the address. */
export function openFromAddress(): void {
  if (!location.hash.startsWith(`#${LINK_KEY}=`)) return;
  const link = location.href;
  history.replaceState(history.state, '', location.pathname + location.search);
  const result = importText(link, 'link');
  if (result.ok) {
    openImported(result);
    return;
  }
  importDraft.value = { text: link, error: { from: 'text', message: result.error } };
  go('import');
}

/** Call once at start-up: opens a link now and whenever one is opened in this tab later. */
export function watchAddress(): void {
  openFromAddress();
  window.addEventListener('hashchange', openFromAddress);
}
