/**
 * A record as text people can read: pretty JSON where short lists (the deck, a move, the names) stay
 * on one line, and the file name it is saved under, e.g. `24-7-2026-11-29-ada-vs-hard.json` or
 * `7-jours-2026-12-01-ada-vs-medium-vs-easy.json`.
 */
import { isSeatKind } from '../model/seats.js';
import type { AnyRecord } from '../model/sessions.js';

const LINE = 100;

/** JSON with two-space indents; an array or object that fits on one line is written on one line. */
export function prettyJson(value: unknown, indent = ''): string {
  const flat = JSON.stringify(value);
  if (value === null || typeof value !== 'object' || indent.length + flat.length <= LINE) return spaced(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    // A long list of numbers (the deck) stays on one line: it reads as one thing.
    if (value.every((x) => typeof x === 'number')) return spaced(value);
    return `[\n${value.map((x) => inner + prettyJson(x, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, x]) => x !== undefined);
  return `{\n${entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${prettyJson(x, inner)}`).join(',\n')}\n${indent}}`;
}

/** One-line JSON with a space after each comma and colon. */
function spaced(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(spaced).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, x]) => x !== undefined);
    return `{ ${entries.map(([k, x]) => `${JSON.stringify(k)}: ${spaced(x)}`).join(', ')} }`.replace('{  }', '{}');
  }
  return JSON.stringify(value) ?? 'null';
}

export function recordText(record: AnyRecord): string {
  return `${prettyJson(record)}\n`;
}

/** Lower case letters and digits joined by dashes ("Zoë B." → "zoe-b"). */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 16)
    .replace(/-+$/, '');
}

/** A player in a file name: an AI by its level ("hard"), a person by name ("ada"). */
function playerSlug(record: AnyRecord, seat: number): string {
  const meta = record.meta ?? {};
  const kinds = Array.isArray(meta['seats']) ? meta['seats'] : [];
  const names = Array.isArray(meta['names']) ? meta['names'] : [];
  const kind: unknown = kinds[seat];
  if (isSeatKind(kind) && kind !== 'human') return kind;
  const name: unknown = names[seat];
  return (typeof name === 'string' && slug(name)) || `player-${seat + 1}`;
}

function day(ms: number): string {
  const date = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** `24-7-2026-11-29-ada-vs-hard.json`: the game, the day it started (local time) and who played. */
export function fileName(record: AnyRecord, now = Date.now()): string {
  const started = record.meta?.['started'];
  const when = typeof started === 'number' && Number.isFinite(started) ? started : now;
  const players = Array.from({ length: record.players }, (_, seat) => playerSlug(record, seat));
  return `${record.game}-${day(when)}-${players.join('-vs-')}.json`;
}
