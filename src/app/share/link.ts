/**
 * The game link: a record packed into the address's hash (`#game=…`), so a game can be sent as one
 * line of text and opened offline (the hash never reaches a server).
 *
 * Layout (bits, most significant first), then CRC-32 of the bytes before it:
 *   format 8 (=1) · players−2: 2 · deck 40×4 (value−1) · move count 6 · moves n×(cell r·7+c: 6, value−1: 4)
 *   · has meta 1 · [seats 1+players×2 · names 1+players×text · options 1+1 · seed tag 2 (+uint | text)
 *   · id tag 2 (+128-bit UUID | text) · started 1+uint]
 * A uint is its bit length in 6 bits then the bits; a text is a uint byte count then UTF-8 bytes.
 * Meta fields the app does not write, or writes differently, are left out: the file keeps everything.
 */
import { RECORD_GAME, RECORD_VERSION, SIZE, type GameRecord, type Move } from '../../engine/twentyfourseven/index.js';
import { SEAT_KINDS, isSeatKind } from '../model/seats.js';
import { LINK_KEY } from './address.js';
import { BitReader, BitWriter, OutOfBits, crc32, fromBase64Url, toBase64Url } from './bits.js';

export const LINK_FORMAT = 1;
const MAX_MOVES = 63;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Why a link cannot be read, before its game is checked (the screens word it). */
export type LinkProblem = 'empty' | 'characters' | 'short' | 'damaged' | 'newer';

export type Decoded = { ok: true; record: GameRecord } | { ok: false; problem: LinkProblem };

const isNatural = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;

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
}

/** The record packed for a link (base64url). The record must be valid (it was played or validated). */
export function encodeRecord(record: GameRecord): string {
  const out = new BitWriter();
  out.write(LINK_FORMAT, 8);
  out.write(record.players - 2, 2);
  for (const v of record.deck) out.write(v - 1, 4);
  if (record.moves.length > MAX_MOVES) throw new RangeError(`a game of ${record.moves.length} moves`);
  out.write(record.moves.length, 6);
  for (const { r, c, v } of record.moves) {
    out.write(r * SIZE + c, 6);
    out.write(v - 1, 4);
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

function readMeta(input: BitReader, players: number): Record<string, unknown> {
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
  return meta;
}

/** Reads the fields; throws OutOfBits when the data ends early, BadField for an impossible value. */
function readRecord(input: BitReader): GameRecord {
  input.read(8); // the format, checked by the caller
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
  if (input.read(1)) record.meta = readMeta(input, players);
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
  if (body[0] !== LINK_FORMAT) return { ok: false, problem: body[0]! > LINK_FORMAT ? 'newer' : 'damaged' };
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
export function linkFor(record: GameRecord, address: { origin: string; pathname: string }): string {
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
