/**
 * The browser side of sharing a game: save it as a file, hand it to the system's share sheet (the
 * file when the browser can share files, else the link), or copy its link or text. Each action says
 * what happened in a sentence for the player; when nothing can copy, the text is handed back to show.
 */
import type { GameSession } from '../model/session.js';
import { listWords } from '../model/words.js';
import { downloadText } from '../store/download.js';
import { linkFor } from './link.js';
import { fileName, recordText } from './record-text.js';

export interface Feedback {
  tone: 'done' | 'problem';
  message: string;
  /** Text to show selected, for the player to copy by hand (nothing else could copy it). */
  manual?: string;
}

export function gameLink(session: GameSession): string {
  return linkFor(session.record(), location);
}

/** "Ada 320, Hard AI 280: Ada wins." or "Ada 120, Hard AI 95 after 14 moves." */
export function gameSummary(session: GameSession): string {
  const scores = session.game.state.scores;
  const line = session.seats.map((seat, i) => `${seat.name} ${scores[i]}`).join(', ');
  if (!session.game.over) {
    const moves = session.game.history.length;
    return `${line} after ${moves === 1 ? '1 move' : `${moves} moves`}.`;
  }
  const winners = (session.game.ranking()[0] ?? []).map((seat) => session.nameOf(seat));
  return `${line}: ${listWords(winners)} ${winners.length > 1 ? 'share the win' : 'wins'}.`;
}

export function saveFile(session: GameSession): Feedback {
  const name = fileName(session.record());
  downloadText(name, recordText(session.record()));
  return { tone: 'done', message: `Saved as ${name}` };
}

/** Copies with the Clipboard API, or the older copy command where that is missing (plain http). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, page not focused): try the older way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}

const LINK_HINT = 'Paste it in a message: it opens this game in 24/7.';

export async function copyLink(session: GameSession): Promise<Feedback> {
  const link = gameLink(session);
  if (await copyText(link)) return { tone: 'done', message: `Link copied. ${LINK_HINT}` };
  return { tone: 'problem', message: 'This browser cannot copy here. Select the link below and copy it.', manual: link };
}

export async function copyRecordText(session: GameSession): Promise<Feedback> {
  const text = recordText(session.record());
  if (await copyText(text)) return { tone: 'done', message: 'Game text copied. Paste it in Import a game to open it.' };
  return { tone: 'problem', message: 'This browser cannot copy here. Select the text below and copy it.', manual: text };
}

export function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * The system share sheet: the game file (with the link as text) when files can be shared, else the
 * link. Null when the player closed the sheet; a failure falls back to copying the link.
 */
export async function shareGame(session: GameSession): Promise<Feedback | null> {
  const record = session.record();
  const link = gameLink(session);
  const title = '24/7 game';
  const text = `${gameSummary(session)}\n${link}`;
  const file = new File([recordText(record)], fileName(record), { type: 'application/json' });
  try {
    // Called before any await: the share sheet needs the tap's user activation.
    if (navigator.canShare?.({ files: [file] })) await navigator.share({ files: [file], title, text });
    else await navigator.share({ title, text: gameSummary(session), url: link });
    return { tone: 'done', message: 'Shared.' };
  } catch (error) {
    if ((error as { name?: string }).name === 'AbortError') return null;
    const copied = await copyLink(session);
    return copied.tone === 'done'
      ? { ...copied, message: `Sharing did not work here, so the link was copied instead. ${LINK_HINT}` }
      : copied;
  }
}
