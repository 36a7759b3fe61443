/**
 * The game link: a record of either game packed into the address's hash (`#game=…`), so a game can be
 * sent as one line of text and opened offline (the hash never reaches a server).
 *
 * Layout (bits, most significant first), then CRC-32 of the bytes before it. The first byte is the
 * format, which also says the game:
 *   24/7 (format 1, or 2 with colours): players−2: 2 · deck 40×4 (value−1) · move count 6
 *     · moves n×(cell r·7+c: 6, value−1: 4) · meta
 *   7 Jours (format 3): players−2: 2 · first dealer 3 · deck 28×4 (element 2, stars 2) · move count 5
 *     · moves n×(a deal: shift+2: 3, cut: 5 · a pick: packet 3), by whose turn it is
 *   meta: has meta 1 · [seats 1+players×2 · names 1+players×text · options 1+1 · seed tag 2 (+uint |
 *     text) · id tag 2 (+128-bit UUID | text) · started 1+uint · (format ≥ 2) colours 1+players×3
 *     · (formats 4 and 5) take-backs 1+uint]
 *   Formats 4 (24/7) and 5 (7 Jours) are 2 and 3 with the meta's extras; a game without them is
 *   written in 2 or 3, as it always was.
 * A uint is its bit length in 6 bits then the bits; a text is a uint byte count then UTF-8 bytes.
 * Meta fields the app does not write, or writes differently, are left out: the file keeps everything.
 * Links written before colours (format 1) still open.
 */
import * as SeptJours from '../../engine/septjours/index.js';
import { RECORD_GAME, RECORD_VERSION, SIZE, type GameRecord, type Move } from '../../engine/twentyfourseven/index.js';
import { SEAT_KINDS, isSeatKind } from '../model/seats.js';
import type { AnyRecord } from '../model/sessions.js';
import { LINK_KEY } from './address.js';
import { BitReader, BitWriter, OutOfBits, crc32, fromBase64Url, toBase64Url } from './bits.js';

/** The formats a link may be written in: 24/7 before colours, 24/7, 7 Jours, and both with extras. */
const FORMAT_247_V1 = 1;
const FORMAT_247 = 2;
const FORMAT_SEPT = 3;
const FORMAT_247_EXTRAS = 4;
const FORMAT_SEPT_EXTRAS = 5;
export const LINK_FORMAT = FORMAT_SEPT_EXTRAS;
const isSeptFormat = (format: number) => format === FORMAT_SEPT || format === FORMAT_SEPT_EXTRAS;
const hasExtras = (format: number) => format >= FORMAT_247_EXTRAS;
const MAX_MOVES = 63;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Why a link cannot be read, before its game is checked (the screens word it). */
export type LinkProblem = 'empty' | 'characters' | 'short' | 'damaged' | 'newer';

export type { AnyRecord };

export type Decoded = { ok: true; record: AnyRecord } | { ok: false; problem: LinkProblem };

const isNatural = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;

/** The meta fields only formats 4 and 5 carry. */
function extrasOf(meta: Record<string, unknown> | undefined): { takebacks: number } | null {
  const takebacks = meta?.['takebacks'];
  return isNatural(takebacks) && takebacks > 0 ? { takebacks } : null;
}

function writeMeta(out: BitWriter, players: number, meta: Record<string, unknown>): void {
  const seats = meta['seats'];
  const seatsOk = Array.isArray(seats) && seats.length === players && seats.every(isSeatKind);
  out.write(seatsOk ? 1 : 0, 1);
  if (seatsOk) for (const kind of seats) out.write(SEAT_KINDS.indexOf(kind), 2);

  const names = meta['names'];
  const namesOk = Array.isArray(names) && names.length === players && names.every((n) => typeof n === 'string');
  out.write(namesOk ? 1 : 0, 1);
  if (namesOk) for (const name of names as string[]) out.text(name);

  const options = meta['options'] as Record<string, unknown> | undefined;
  const optionsOk =
    typeof options === 'object' && options !== null && Object.keys(options).length === 1 && typeof options['openHands'] === 'boolean';
  out.write(optionsOk ? 1 : 0, 1);
  if (optionsOk) out.write(options['openHands'] ? 1 : 0, 1);

  const seed = meta['seed'];
  out.write(isNatural(seed) ? 1 : typeof seed === 'string' ? 2 : 0, 2);
  if (isNatural(seed)) out.uint(seed);
  else if (typeof seed === 'string') out.text(seed);

  const id = meta['id'];
  const uuid = typeof id === 'string' && UUID.test(id);
  out.write(uuid ? 1 : typeof id === 'string' ? 2 : 0, 2);
  if (uuid) for (const hex of id.replace(/-/g, '').match(/.{8}/g)!) out.write(parseInt(hex, 16), 32);
  else if (typeof id === 'string') out.text(id);

  const started = meta['started'];
  out.write(isNatural(started) ? 1 : 0, 1);
  if (isNatural(started)) out.uint(started);

  const colours = meta['colours'];
  const coloursOk = Array.isArray(colours) && colours.length === players && colours.every((c) => Number.isInteger(c) && c >= 0 && c < 8);
  out.write(coloursOk ? 1 : 0, 1);
  if (coloursOk) for (const c of colours as number[]) out.write(c, 3);

  const extras = extrasOf(meta);
  if (!extras) return;
  out.write(1, 1);
  out.uint(extras.takebacks);
}

/** A 7 Jours record's deck and moves. */
function writeSeptJours(out: BitWriter, record: SeptJours.GameRecord): void {
  out.write(record.firstDealer, 3);
  for (const name of record.deck) {
    const card = SeptJours.parseCard(name);
    out.write(SeptJours.elementOf(card), 2);
    out.write(SeptJours.starsOf(card), 2);
  }
  out.write(record.moves.length, 5);
  for (const move of record.moves) {
    if (SeptJours.isPick(move)) out.write(move.pick, 3);
    else {
      out.write(move.shift + SeptJours.MAX_SHIFT, 3);
      out.write(SeptJours.cutIndexOf(move.packets), 5);
    }
  }
}

/** The record packed for a link (base64url). The record must be valid (it was played or validated). */
export function encodeRecord(record: AnyRecord): string {
  const out = new BitWriter();
  const extras = extrasOf(record.meta) !== null;
  if (record.game === SeptJours.RECORD_GAME) out.write(extras ? FORMAT_SEPT_EXTRAS : FORMAT_SEPT, 8);
  else out.write(extras ? FORMAT_247_EXTRAS : FORMAT_247, 8);
  out.write(record.players - 2, record.game === SeptJours.RECORD_GAME ? 3 : 2);
  if (record.game === SeptJours.RECORD_GAME) writeSeptJours(out, record);
  else {
    for (const v of record.deck) out.write(v - 1, 4);
    if (record.moves.length > MAX_MOVES) throw new RangeError(`a game of ${record.moves.length} moves`);
    out.write(record.moves.length, 6);
    for (const { r, c, v } of record.moves) {
      out.write(r * SIZE + c, 6);
      out.write(v - 1, 4);
    }
  }
  const meta = record.meta;
  out.write(meta ? 1 : 0, 1);
  if (meta) writeMeta(out, record.players, meta);
  const body = out.finish();
  const crc = crc32(body);
  const whole = new Uint8Array(body.length + 4);
  whole.set(body);
  whole.set([crc >>> 24, (crc >>> 16) & 0xff, (crc >>> 8) & 0xff, crc & 0xff], body.length);
  return toBase64Url(whole);
}

/** A field out of its range: the bytes passed the checksum, so they were written wrongly. */
class BadField extends Error {}

function readMeta(input: BitReader, players: number, format: number): Record<string, unknown> {
  const meta: Record<string, unknown> = {};
  if (input.read(1)) meta['seats'] = Array.from({ length: players }, () => SEAT_KINDS[input.read(2)]);
  if (input.read(1)) meta['names'] = Array.from({ length: players }, () => input.text());
  if (input.read(1)) meta['options'] = { openHands: input.read(1) === 1 };
  const seedTag = input.read(2);
  if (seedTag === 1) meta['seed'] = input.uint();
  else if (seedTag === 2) meta['seed'] = input.text();
  else if (seedTag === 3) throw new BadField('seed');
  const idTag = input.read(2);
  if (idTag === 1) {
    const hex = Array.from({ length: 4 }, () => input.read(32).toString(16).padStart(8, '0')).join('');
    meta['id'] = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  } else if (idTag === 2) meta['id'] = input.text();
  else if (idTag === 3) throw new BadField('id');
  if (input.read(1)) meta['started'] = input.uint();
  if (format >= FORMAT_247 && input.read(1)) meta['colours'] = Array.from({ length: players }, () => input.read(3));
  if (hasExtras(format) && input.read(1)) {
    const takebacks = input.uint();
    if (takebacks === 0) throw new BadField('takebacks');
    meta['takebacks'] = takebacks;
  }
  return meta;
}

/** A 7 Jours record's fields after the format byte. */
function readSeptJours(input: BitReader, format: number): SeptJours.GameRecord {
  const players = input.read(3) + 2;
  if (players > SeptJours.MAX_PLAYERS) throw new BadField('players');
  const firstDealer = input.read(3);
  if (firstDealer >= players) throw new BadField('firstDealer');
  const deck = Array.from({ length: SeptJours.CARD_COUNT }, () => {
    const element = input.read(2);
    return SeptJours.formatCard(SeptJours.cardOf(element, input.read(2)));
  });
  const count = input.read(5);
  // Whose move each is follows from the rules: a deal opens each round of 1 + K moves.
  const perRound = 1 + SeptJours.packetCount(players);
  const moves: SeptJours.Move[] = [];
  for (let i = 0; i < count; i++) {
    if (i % perRound === 0) {
      const shift = input.read(3) - SeptJours.MAX_SHIFT;
      const cut = input.read(5);
      if (shift > SeptJours.MAX_SHIFT || cut >= SeptJours.CUT_COUNT[SeptJours.packetCount(players)]!) throw new BadField(`move ${i + 1}`);
      moves.push({ shift, packets: SeptJours.cutSizes(SeptJours.packetCount(players), cut) });
    } else moves.push({ pick: input.read(3) });
  }
  const record: SeptJours.GameRecord = {
    game: SeptJours.RECORD_GAME,
    version: SeptJours.RECORD_VERSION,
    players,
    firstDealer,
    deck,
    moves,
  };
  if (input.read(1)) record.meta = readMeta(input, players, format);
  return record;
}

/** Reads the fields; throws OutOfBits when the data ends early, BadField for an impossible value. */
function readRecord(input: BitReader): AnyRecord {
  const format = input.read(8); // checked by the caller
  if (isSeptFormat(format)) return readSeptJours(input, format);
  const players = input.read(2) + 2;
  if (players > 4) throw new BadField('players');
  const deck = Array.from({ length: 40 }, () => input.read(4) + 1);
  const count = input.read(6);
  const moves: Move[] = [];
  for (let i = 0; i < count; i++) {
    const cell = input.read(6);
    const v = input.read(4) + 1;
    if (cell >= SIZE * SIZE) throw new BadField(`move ${i + 1}`);
    moves.push({ r: Math.floor(cell / SIZE), c: cell % SIZE, v });
  }
  const record: GameRecord = { game: RECORD_GAME, version: RECORD_VERSION, players: players as 2 | 3 | 4, deck, moves };
  if (input.read(1)) record.meta = readMeta(input, players, format);
  return record;
}

/**
 * True when the bytes (a link failing its checksum) end before their fields and checksum would: the
 * start of a good link, cut short. The fields are read as if the bytes were whole.
 */
function cutShort(bytes: Uint8Array): boolean {
  const input = new BitReader(bytes);
  try {
    readRecord(input);
  } catch (error) {
    return error instanceof OutOfBits;
  }
  return input.bytesRead + 4 > bytes.length;
}

/**
 * Unpacks a link's payload into a record (not yet checked against the rules: the importer replays
 * it). A failure says which way the link is wrong, for a sentence a player can act on.
 */
export function decodeRecord(payload: string): Decoded {
  if (payload.length === 0) return { ok: false, problem: 'empty' };
  const bytes = fromBase64Url(payload);
  if (!bytes) return { ok: false, problem: 'characters' };
  if (bytes.length < 5) return { ok: false, problem: 'short' };
  const body = bytes.subarray(0, bytes.length - 4);
  const tail = bytes.subarray(bytes.length - 4);
  const stored = ((tail[0]! << 24) | (tail[1]! << 16) | (tail[2]! << 8) | tail[3]!) >>> 0;
  if (crc32(body) !== stored) return { ok: false, problem: cutShort(bytes) ? 'short' : 'damaged' };
  // Stray bits after the last byte, or a dangling character, mean a changed or added character.
  if (toBase64Url(bytes) !== payload) return { ok: false, problem: 'damaged' };
  if (body[0]! > LINK_FORMAT) return { ok: false, problem: 'newer' };
  if (body[0]! < FORMAT_247_V1) return { ok: false, problem: 'damaged' };
  const input = new BitReader(body);
  try {
    const record = readRecord(input);
    if (input.bytesRead !== body.length || !input.paddingIsZero()) return { ok: false, problem: 'damaged' };
    return { ok: true, record };
  } catch {
    return { ok: false, problem: 'damaged' };
  }
}

/** The app's address with the game in its hash (no query: a `?seed=` is for this device only). */
export function linkFor(record: AnyRecord, address: { origin: string; pathname: string }): string {
  return `${address.origin}${address.pathname}#${LINK_KEY}=${encodeRecord(record)}`;
}

/**
 * The link payloads a text may hold, most likely first: the unbroken run after `game=`, then the same
 * joined with the runs that start the following lines (a chat may wrap a long link). Null when the
 * text holds no `game=` and is not a bare code.
 */
export function linkPayloads(text: string): string[] | null {
  const at = text.search(/[#?&]game=/);
  if (at < 0) {
    const bare = text.trim();
    return /^[A-Za-z0-9_-]{24,}$/.test(bare) ? [bare] : null;
  }
  const lines = text.slice(text.indexOf('=', at) + 1).split(/\r?\n/);
  const run = (line: string) => /^[A-Za-z0-9_-]*/.exec(line.trim())![0];
  const candidates = [run(lines[0]!)];
  for (const line of lines.slice(1, 6)) {
    const next = run(line);
    if (!next) break;
    candidates.push(candidates[candidates.length - 1]! + next);
  }
  return candidates;
}
