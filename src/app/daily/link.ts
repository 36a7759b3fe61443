/**
 * The daily deal link: `#daily=<day>&r=<result>` opens that day's deal for a friend, carrying the
 * sharer's result so it can be shown beside the friend's own. The day is in the clear; the result is
 * packed in bits, in base64url, and bound to its day by carrying the deal's number.
 *
 * Layout of `r` (bits, most significant first), then CRC-32 of the bytes before it:
 *   format 8 · deal number uint · won 1 · minutes uint · opponent's minutes uint · play count 6
 *   · plays n×(doubled 1 · combo count 5 · combos m×(code 4))
 * A uint is its bit length in 6 bits then the bits (bits.ts).
 *
 * A changed character fails the checksum; a result rewritten with a fresh checksum must still add up
 * (its minutes are its combinations', bonuses come with what they reward), or it is refused.
 */
import { COMBO_MINUTES, type ComboKey } from '../../engine/twentyfourseven/index.js';
import { BitReader, BitWriter, OutOfBits, crc32, fromBase64Url, toBase64Url } from '../share/bits.js';
import { DAILY_LINK_KEY, RESULT_KEY } from './address.js';
import { type DateKey, addDays } from './dates.js';
import { dealNumber, hasDeal } from './launch.js';
import type { DailyPlay, DailyResult } from './results.js';

const FORMAT = 1;
const PLAY_COUNT_BITS = 6;
const COMBO_COUNT_BITS = 5;
const CODE_BITS = 4;
const CRC_BYTES = 4;

/** Each combination's code in a link: part of the format, so never reordered. */
export const COMBO_CODES: readonly ComboKey[] = ['sum7', 'sum24', 'run3', 'run4', 'run5', 'run6', 'set3', 'set4', 'bonus24in7', 'bonus247'];

/** A friend's calendar may run ahead of ours by up to this many days (time zones differ). */
const MAX_LEAD_DAYS = 2;

/**
 * Why a daily link cannot be opened (the screens word it): no day in it, a day with no deal, a day
 * still to come everywhere, characters a link never has, cut short, changed, made by a newer version,
 * or a result no game can end with.
 */
export type DailyLinkProblem = 'empty' | 'date' | 'future' | 'characters' | 'short' | 'damaged' | 'newer' | 'impossible';

export type DailyLink = { ok: true; key: DateKey; result: DailyResult | null } | { ok: false; problem: DailyLinkProblem };

/** The result packed for a link (base64url). */
export function encodeResult(key: DateKey, result: DailyResult): string {
  if (!hasDeal(key)) throw new RangeError(`no daily deal on ${key}`);
  const out = new BitWriter();
  out.write(FORMAT, 8);
  out.uint(dealNumber(key));
  out.write(result.won ? 1 : 0, 1);
  out.uint(result.minutes);
  out.uint(result.opponentMinutes);
  if (result.plays.length >= 2 ** PLAY_COUNT_BITS) throw new RangeError(`${result.plays.length} scoring placements`);
  out.write(result.plays.length, PLAY_COUNT_BITS);
  for (const play of result.plays) {
    if (play.combos.length === 0 || play.combos.length >= 2 ** COMBO_COUNT_BITS) throw new RangeError(`${play.combos.length} combinations`);
    out.write(play.doubled ? 1 : 0, 1);
    out.write(play.combos.length, COMBO_COUNT_BITS);
    for (const key of play.combos) out.write(COMBO_CODES.indexOf(key), CODE_BITS);
  }
  const body = out.finish();
  const crc = crc32(body);
  const whole = new Uint8Array(body.length + CRC_BYTES);
  whole.set(body);
  whole.set([crc >>> 24, (crc >>> 16) & 0xff, (crc >>> 8) & 0xff, crc & 0xff], body.length);
  return toBase64Url(whole);
}

/** A field out of its range, in bytes that passed the checksum. */
class BadField extends Error {}

function readResult(input: BitReader): { number: number; result: DailyResult } {
  input.read(8);
  const number = input.uint();
  const won = input.read(1) === 1;
  const minutes = input.uint();
  const opponentMinutes = input.uint();
  const plays: DailyPlay[] = [];
  for (let count = input.read(PLAY_COUNT_BITS); count > 0; count--) {
    const doubled = input.read(1) === 1;
    const combos: ComboKey[] = [];
    for (let n = input.read(COMBO_COUNT_BITS); n > 0; n--) {
      const key = COMBO_CODES[input.read(CODE_BITS)];
      if (!key) throw new BadField('combo');
      combos.push(key);
    }
    plays.push({ combos, doubled });
  }
  return { number, result: { minutes, opponentMinutes, won, plays } };
}

/** Every score is a whole number of this many minutes. */
const MINUTE_STEP = Object.values(COMBO_MINUTES).reduce((a, b) => {
  let [x, y] = [a, b];
  while (y) [x, y] = [y, x % y];
  return x;
});

/** Minutes a placement's combinations score, doubling included. */
export function playMinutes(play: DailyPlay): number {
  const minutes = play.combos.reduce((sum, key) => sum + COMBO_MINUTES[key], 0);
  return play.doubled ? 2 * minutes : minutes;
}

/** True when a placement's combinations can come together: each bonus with what it rewards. */
function possiblePlay(play: DailyPlay): boolean {
  const count = (key: ComboKey) => play.combos.filter((k) => k === key).length;
  return play.combos.length > 0 && count('bonus24in7') <= count('sum24') && count('bonus247') === count('sum7') * count('sum24');
}

/** True when a result adds up: its minutes are its placements', and the winner has no fewer minutes. */
export function possibleResult(result: DailyResult): boolean {
  const { minutes, opponentMinutes, won, plays } = result;
  return (
    plays.every(possiblePlay) &&
    plays.reduce((sum, play) => sum + playMinutes(play), 0) === minutes &&
    opponentMinutes % MINUTE_STEP === 0 &&
    (won ? minutes >= opponentMinutes : minutes <= opponentMinutes)
  );
}

/** True when bytes that fail their checksum end before their fields would: a link cut short. */
function cutShort(bytes: Uint8Array): boolean {
  const input = new BitReader(bytes);
  try {
    readResult(input);
  } catch (error) {
    return error instanceof OutOfBits;
  }
  return input.bytesRead + CRC_BYTES > bytes.length;
}

/** Unpacks a result for the deal of `key`; a failure says which way it is wrong. */
export function decodeResult(key: DateKey, payload: string): { ok: true; result: DailyResult } | { ok: false; problem: DailyLinkProblem } {
  const bytes = fromBase64Url(payload);
  if (!bytes) return { ok: false, problem: 'characters' };
  if (bytes.length <= CRC_BYTES) return { ok: false, problem: 'short' };
  const body = bytes.subarray(0, bytes.length - CRC_BYTES);
  const tail = bytes.subarray(bytes.length - CRC_BYTES);
  const stored = ((tail[0]! << 24) | (tail[1]! << 16) | (tail[2]! << 8) | tail[3]!) >>> 0;
  if (crc32(body) !== stored) return { ok: false, problem: cutShort(bytes) ? 'short' : 'damaged' };
  // Stray bits after the last byte, or a dangling character, mean a changed or added character.
  if (toBase64Url(bytes) !== payload) return { ok: false, problem: 'damaged' };
  if (body[0]! > FORMAT) return { ok: false, problem: 'newer' };
  if (body[0]! < FORMAT) return { ok: false, problem: 'damaged' };
  const input = new BitReader(body);
  try {
    const { number, result } = readResult(input);
    if (input.bytesRead !== body.length || !input.paddingIsZero()) return { ok: false, problem: 'damaged' };
    // The day in the clear was changed when it no longer matches the deal the result was made on.
    if (number !== dealNumber(key)) return { ok: false, problem: 'damaged' };
    return possibleResult(result) ? { ok: true, result } : { ok: false, problem: 'impossible' };
  } catch {
    return { ok: false, problem: 'damaged' };
  }
}

/** The hash of a daily link: the day, and the result when there is one to carry. */
export function dailyHash(key: DateKey, result: DailyResult | null): string {
  const day = `#${DAILY_LINK_KEY}=${key}`;
  return result ? `${day}&${RESULT_KEY}=${encodeResult(key, result)}` : day;
}

/** The app's address opening the deal of `key`, with the sharer's result. */
export function dailyLink(key: DateKey, result: DailyResult | null, address: { origin: string; pathname: string }): string {
  return `${address.origin}${address.pathname}${dailyHash(key, result)}`;
}

/**
 * Reads a daily link (the whole address, or its hash, or text holding it) on `today`. The day must
 * have a deal and have come somewhere in the world; the result, when there is one, must be whole,
 * unchanged and possible.
 */
export function readDailyLink(text: string, today: DateKey): DailyLink {
  const at = text.search(new RegExp(`[#&?]${DAILY_LINK_KEY}=`));
  if (at < 0) return { ok: false, problem: 'empty' };
  const fields = new Map<string, string>();
  const hash = text.slice(at + 1).split(/\s/, 1)[0]!;
  for (const field of hash.split('&')) {
    const equals = field.indexOf('=');
    if (equals > 0 && !fields.has(field.slice(0, equals))) fields.set(field.slice(0, equals), field.slice(equals + 1));
  }
  const key = fields.get(DAILY_LINK_KEY) ?? '';
  if (!key) return { ok: false, problem: 'empty' };
  if (!hasDeal(key)) return { ok: false, problem: 'date' };
  if (key > addDays(today, MAX_LEAD_DAYS)) return { ok: false, problem: 'future' };
  const payload = fields.get(RESULT_KEY);
  if (payload === undefined) return { ok: true, key, result: null };
  if (payload === '') return { ok: false, problem: 'short' };
  const decoded = decodeResult(key, payload);
  return decoded.ok ? { ok: true, key, result: decoded.result } : decoded;
}
