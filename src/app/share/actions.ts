/**
 * The browser side of sharing a game: save it as a file, hand it to the system's share sheet (the
 * file when the browser can share files, else the link), or copy its link or text. Each action says
 * what happened (`said`, worded by `feedbackWords` in the player's language); when nothing can copy,
 * the text is handed back to show.
 */
import { gameName } from '../model/gameNames.js';
import { messages } from '../i18n/index.js';
import type { AnySession } from '../model/sessions.js';
import { downloadText } from '../store/download.js';
import { linkFor } from './link.js';
import { fileName, recordText } from './record-text.js';

export type Said =
  | 'saved'
  | 'link-copied'
  | 'text-copied'
  | 'result-copied'
  | 'shared'
  | 'link-instead'
  | 'copy-link-by-hand'
  | 'copy-text-by-hand';

export interface Feedback {
  tone: 'done' | 'problem';
  said: Said;
  /** The file's name, for 'saved'. */
  file?: string;
  /** Text to show selected, for the player to copy by hand (nothing else could copy it). */
  manual?: string;
}

/** What happened, in the player's language. */
export function feedbackWords(feedback: Feedback): string {
  const words = messages.value.share;
  switch (feedback.said) {
    case 'saved':
      return words.savedAs({ file: feedback.file ?? '' });
    case 'link-copied':
      return words.linkCopied;
    case 'text-copied':
      return words.textCopied;
    case 'result-copied':
      return messages.value.daily.resultCopied;
    case 'shared':
      return words.shared;
    case 'link-instead':
      return words.linkInstead;
    case 'copy-link-by-hand':
      return words.copyLinkByHand;
    case 'copy-text-by-hand':
      return words.copyTextByHand;
  }
}

export function gameLink(session: AnySession): string {
  return linkFor(session.record(), location);
}

/** "Ada 320, Hard AI 280: Ada wins." or "Ada 120, Hard AI 95 after 14 moves.", in the player's language. */
export function gameSummary(session: AnySession): string {
  const words = messages.value.share;
  const scores = session.gameId === '7-jours' ? session.game.points().map((p) => p.total) : Array.from(session.game.state.scores);
  const items = session.seats.map((seat, i) => words.sentScore({ name: seat.name, minutes: scores[i]! }));
  if (!session.game.over) return words.sentInPlay({ items, n: session.game.history.length });
  const winners = (session.game.ranking()[0] ?? []).map((seat) => session.nameOf(seat));
  return words.sentOver({ items, winners });
}

export function saveFile(session: AnySession): Feedback {
  const name = fileName(session.record());
  downloadText(name, recordText(session.record()));
  return { tone: 'done', said: 'saved', file: name };
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

export async function copyLink(session: AnySession): Promise<Feedback> {
  const link = gameLink(session);
  if (await copyText(link)) return { tone: 'done', said: 'link-copied' };
  return { tone: 'problem', said: 'copy-link-by-hand', manual: link };
}

export async function copyRecordText(session: AnySession): Promise<Feedback> {
  const text = recordText(session.record());
  if (await copyText(text)) return { tone: 'done', said: 'text-copied' };
  return { tone: 'problem', said: 'copy-text-by-hand', manual: text };
}

export function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * The system share sheet: the game file (with the link as text) when files can be shared, else the
 * link. Null when the player closed the sheet; a failure falls back to copying the link.
 */
export async function shareGame(session: AnySession): Promise<Feedback | null> {
  const record = session.record();
  const link = gameLink(session);
  const title = messages.value.share.sentTitle({ game: gameName(session.gameId) });
  const text = `${gameSummary(session)}\n${link}`;
  const file = new File([recordText(record)], fileName(record), { type: 'application/json' });
  try {
    // Called before any await: the share sheet needs the tap's user activation.
    if (navigator.canShare?.({ files: [file] })) await navigator.share({ files: [file], title, text });
    else await navigator.share({ title, text: gameSummary(session), url: link });
    return { tone: 'done', said: 'shared' };
  } catch (error) {
    if ((error as { name?: string }).name === 'AbortError') return null;
    const copied = await copyLink(session);
    return copied.tone === 'done' ? { ...copied, said: 'link-instead' } : copied;
  }
}
