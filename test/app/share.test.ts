import { describe, expect, it } from 'vitest';
import { Game, legalMoves, recordOf, shuffledDeck, type GameRecord } from '../../src/engine/twentyfourseven/index.js';
import { createRng } from '../../src/engine/rng.js';
import { GameSession } from '../../src/app/model/session.js';
import { SeptSession } from '../../src/app/model/septjours/session.js';
import type { AnyRecord } from '../../src/app/model/sessions.js';
import * as SeptJours from '../../src/engine/septjours/index.js';
import { SEAT_KINDS, type SeatConfig } from '../../src/app/model/seats.js';
import { BitReader, BitWriter, crc32, fromBase64Url, toBase64Url } from '../../src/app/share/bits.js';
import { LINK_FORMAT, decodeRecord, encodeRecord, linkFor, linkPayloads } from '../../src/app/share/link.js';
import { importFileText, importProblemWords, importText } from '../../src/app/share/import-text.js';
import { fileName, prettyJson, recordText } from '../../src/app/share/record-text.js';

const ADDRESS = { origin: 'https://24-7.example', pathname: '/app/' };

/** A game played with random legal moves from a seeded deck, stopped after `cut` moves (or at the end). */
function randomGame(seed: number, cut = Infinity): Game {
  const rng = createRng(`share:${seed}`);
  const game = new Game(2 + rng.below(3), shuffledDeck(seed));
  while (!game.over && game.history.length < cut) {
    const moves = legalMoves(game.state);
    game.play(moves[rng.below(moves.length)]!);
  }
  return game;
}

/** A record as the app writes it: seats, names, options, seed, id and start time in its meta. */
function sessionRecord(seed: number, cut = Infinity): GameRecord {
  const rng = createRng(`meta:${seed}`);
  const game = randomGame(seed, cut);
  const seats: SeatConfig[] = Array.from({ length: game.players }, (_, i) => ({
    kind: SEAT_KINDS[rng.below(4)]!,
    name: ['Ada', 'Zoë', 'Medium AI', '李雷', 'Player 3', '🦊 Fox'][(seed + i) % 6]!,
  }));
  const session = GameSession.start({
    seats,
    seed,
    options: { openHands: rng.below(2) === 1 },
    started: 1_700_000_000_000 + rng.below(1_000_000_000),
  });
  for (const move of game.moves()) session.play(move);
  return session.record();
}

const link = (record: AnyRecord) => linkFor(record, ADDRESS);

describe('bits', () => {
  it('base64url round-trips every length, and refuses characters it never writes', async () => {
    for (let n = 0; n < 40; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 97 + n * 31) & 0xff);
      const text = toBase64Url(bytes);
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(fromBase64Url(text)).toEqual(bytes);
    }
    expect(fromBase64Url('ab+c')).toBe(null);
    expect(fromBase64Url('ab c')).toBe(null);
  });

  it('writes and reads numbers of any width up to 53 bits, and texts', async () => {
    const out = new BitWriter();
    const values = [0, 1, 2, 3, 255, 256, 2 ** 31, 2 ** 32 + 5, 1_764_000_000_123, Number.MAX_SAFE_INTEGER];
    for (const v of values) out.uint(v);
    out.text('Zoë 🦊');
    out.write(5, 3);
    const input = new BitReader(out.finish());
    expect(values.map(() => input.uint())).toEqual(values);
    expect(input.text()).toBe('Zoë 🦊');
    expect(input.read(3)).toBe(5);
  });

  it('CRC-32 matches the standard check value', async () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});

describe('game link', () => {
  it('round-trips 300 random games exactly (2 to 4 players, any length, with the app’s meta)', async () => {
    for (let seed = 1; seed <= 300; seed++) {
      const record = sessionRecord(seed, seed % 5 === 0 ? seed % 37 : Infinity);
      const decoded = decodeRecord(encodeRecord(record));
      if (!decoded.ok) throw new Error(`seed ${seed}: ${decoded.problem}`);
      expect(decoded.record).toEqual(record);
      expect(JSON.stringify(decoded.record)).toBe(JSON.stringify(record)); // same key order too
    }
  });

  it('round-trips records without meta, and with meta the app did not write (kept out of the link)', async () => {
    const bare = recordOf(randomGame(9));
    expect(decodeRecord(encodeRecord(bare))).toEqual({ ok: true, record: bare });
    const odd = { ...bare, meta: { seed: 'tuesday', id: 'my-game', colour: 'blue', seats: ['human'] } };
    expect(decodeRecord(encodeRecord(odd))).toEqual({ ok: true, record: { ...bare, meta: { seed: 'tuesday', id: 'my-game' } } });
  });

  it('is short: a finished game with names, id and start time fits in about 150 characters', async () => {
    const lengths = Array.from({ length: 50 }, (_, i) => encodeRecord(sessionRecord(1000 + i)).length);
    expect(Math.max(...lengths)).toBeLessThan(190);
    expect(link(sessionRecord(1))).toMatch(/^https:\/\/24-7\.example\/app\/#game=[A-Za-z0-9_-]+$/);
  });

  it('says a cut-short link was cut short, wherever it was cut', async () => {
    const payload = encodeRecord(sessionRecord(5));
    for (let keep = 0; keep < payload.length; keep++) {
      const decoded = decodeRecord(payload.slice(0, keep));
      expect(decoded.ok).toBe(false);
      if (!decoded.ok && keep > 0) expect(decoded.problem, `kept ${keep}`).toBe('short');
    }
    expect(decodeRecord('')).toEqual({ ok: false, problem: 'empty' });
  });

  it('catches every single changed character', async () => {
    const payload = encodeRecord(sessionRecord(6));
    const rng = createRng('damage');
    for (let i = 0; i < payload.length; i++) {
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      let ch = payload[i]!;
      while (ch === payload[i]) ch = alphabet[rng.below(64)]!;
      const damaged = payload.slice(0, i) + ch + payload.slice(i + 1);
      const decoded = decodeRecord(damaged);
      expect(decoded.ok, `character ${i}`).toBe(false);
    }
    expect(decodeRecord(`${payload.slice(0, 20)}!${payload.slice(21)}`)).toEqual({ ok: false, problem: 'characters' });
  });

  it('refuses foreign codes and links from a newer app, in words', async () => {
    expect(decodeRecord('hello-world-this-is-not-a-game').ok).toBe(false);
    const body = Uint8Array.of(LINK_FORMAT + 1, 1, 2, 3);
    const crc = crc32(body);
    const newer = toBase64Url(Uint8Array.of(...body, crc >>> 24, (crc >>> 16) & 255, (crc >>> 8) & 255, crc & 255));
    expect(decodeRecord(newer)).toEqual({ ok: false, problem: 'newer' });
  });

  it('finds the code in a link pasted with words around it, or wrapped over two lines', async () => {
    const record = sessionRecord(7);
    const url = link(record);
    expect(linkPayloads(`Look at this game! ${url} — what a finish`)).toEqual([url.split('#game=')[1]]);
    const cut = url.length - 40;
    const wrapped = `${url.slice(0, cut)}\n${url.slice(cut)}\nbye`;
    const result = await importText(wrapped);
    expect(result.ok && result.record).toEqual(record);
    expect(linkPayloads('no game here')).toBe(null);
  });
});

describe('import text', () => {
  it('opens a record’s JSON, a link, and the bare code, each giving the same record', async () => {
    const record = sessionRecord(11);
    for (const text of [recordText(record), JSON.stringify(record), link(record), `  ${link(record)}\n`, encodeRecord(record)]) {
      const result = await importText(text);
      if (!result.ok) throw new Error(importProblemWords(result.problem));
      expect(result.record).toEqual(record);
      expect(result.session.record()).toEqual(record);
    }
  });

  it('tells a finished game from one in progress', async () => {
    const done = await importText(recordText(sessionRecord(12)));
    const going = await importText(recordText(sessionRecord(12, 8)));
    expect(done.ok && done.finished).toBe(true);
    expect(going.ok && going.finished).toBe(false);
  });

  it('words the engine’s problem, naming the move and its cell, in sentences', async () => {
    const record = sessionRecord(13, 14);
    const bad = { ...record, moves: record.moves.map((m, i) => (i === 11 ? { ...m, r: 3, c: 3 } : m)) };
    const result = await importText(JSON.stringify(bad));
    if (result.ok) throw new Error('opened');
    const v = bad.moves[11]!.v;
    expect(result.problem).toEqual({
      code: 'record',
      source: 'text',
      trouble: {
        problem: { code: 'move', move: 12, refusal: expect.objectContaining({ code: 'occupied', held: record.deck[0] }) },
        placement: { r: 3, c: 3, v },
      },
    });
    // The engine counts rows and columns from 0; the player reads them counted from 1.
    expect(importProblemWords(result.problem)).toBe(
      `This game text could not be opened. Move 12 (tile ${v} on row 4, column 4) breaks the rules. That cell already holds the tile ${record.deck[0]}.`,
    );
    const file = await importFileText(JSON.stringify({ ...record, deck: record.deck.slice(1) }));
    if (file.ok) throw new Error('opened');
    expect(importProblemWords(file.problem)).toBe('This game file could not be opened. Something is wrong with its “deck” field.');
    const malformed = await importText(JSON.stringify({ ...record, moves: [{ r: 3 }] }), 'link');
    if (malformed.ok) throw new Error('opened');
    expect(importProblemWords(malformed.problem)).toBe('This game link could not be opened. Move 1 is not written the way a move is.');
    const newer = await importText(JSON.stringify({ ...record, version: 9 }));
    if (newer.ok) throw new Error('opened');
    expect(importProblemWords(newer.problem)).toMatch(/^This game text could not be opened\. It was made by a newer version of 24\/7/);
  });

  it('explains garbage, half a JSON record, and empty input', async () => {
    expect(await importText('   ')).toEqual({ ok: false, problem: { code: 'empty' } });
    expect(await importText('hello there')).toEqual({ ok: false, problem: { code: 'foreign' } });
    expect(importProblemWords({ code: 'foreign' })).toMatch(/^This is not a game of 24\/7 or 7 Jours/);
    const half = recordText(sessionRecord(14)).slice(0, 200);
    const result = await importText(half);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(importProblemWords(result.problem)).toMatch(/^This game text could not be opened\. It is not complete JSON/);
    expect(await importFileText('')).toEqual({ ok: false, problem: { code: 'empty-file' } });
    const zip = await importFileText('PK\u0003\u0004 zip bytes');
    expect(zip).toEqual({ ok: false, problem: { code: 'not-game-file' } });
    if (!zip.ok) expect(importProblemWords(zip.problem)).toBe('This file is not a game file of 24/7 or 7 Jours.');
    // The tenth character is in the deck, whose fields have a fixed width: nothing else moves.
    const damaged = link(sessionRecord(15)).replace(/(#game=.{9})(.)/, (_, head: string, ch: string) => head + (ch === 'A' ? 'B' : 'A'));
    expect(await importText(damaged)).toEqual({ ok: false, problem: { code: 'link', link: 'damaged' } });
    expect(importProblemWords({ code: 'link', link: 'damaged' })).toMatch(/^This link is damaged/);
  });
});

describe('record text and file name', () => {
  it('pretty JSON reads back as the same record, one move per line', async () => {
    const record = sessionRecord(21);
    const text = recordText(record);
    expect(JSON.parse(text)).toEqual(record);
    expect(text).toMatch(/\n {2}"deck": \[\d+, \d+/);
    expect(text).toMatch(/\n {4}\{ "r": \d, "c": \d, "v": \d+ \},\n/);
    expect(text.split('\n').length).toBeGreaterThan(record.moves.length);
    expect(prettyJson({ a: [], b: {} })).toBe('{ "a": [], "b": {} }');
  });

  it('names the file by the day the game started and its players', async () => {
    const record = sessionRecord(22);
    record.meta = {
      ...record.meta,
      seats: ['human', 'hard'],
      names: ['Ada', 'Hard AI'],
      started: new Date(2026, 10, 29, 15, 30).getTime(),
    };
    expect(fileName({ ...record, players: 2 })).toBe('24-7-2026-11-29-ada-vs-hard.json');
    const three = {
      ...record,
      players: 3 as const,
      meta: { names: ['Zoë B.', '', 'Cy'], seats: ['human', 'human', 'easy'], started: new Date(2026, 0, 5).getTime() },
    };
    expect(fileName(three)).toBe('24-7-2026-01-05-zoe-b-vs-player-2-vs-easy.json');
    expect(fileName({ ...record, players: 2, meta: undefined }, new Date(2027, 2, 1).getTime())).toBe(
      '24-7-2027-03-01-player-1-vs-player-2.json',
    );
  });
});

/** A 7 Jours game as the app records it, 2 to 5 players, played with random legal moves, stopped after `cut` moves. */
function septRecord(seed: number, cut = Infinity): SeptJours.GameRecord {
  const rng = createRng(`sept:${seed}`);
  const players = 2 + rng.below(4);
  const seats: SeatConfig[] = Array.from({ length: players }, (_, i) => ({
    kind: SEAT_KINDS[rng.below(4)]!,
    name: ['Ada', 'Zoë', 'Medium AI', '李雷', 'Player 3', '🦊 Fox'][(seed + i) % 6]!,
  }));
  const session = SeptSession.start({
    seats,
    seed,
    options: { openHands: false },
    firstDealer: rng.below(players),
    colours: seats.map((_, i) => (i + seed) % 5),
    started: 1_700_000_000_000 + rng.below(1_000_000_000),
  });
  while (!session.game.over && session.game.history.length < cut) {
    const moves = SeptJours.legalMoves(session.game.state);
    session.play(moves[rng.below(moves.length)]!);
  }
  return session.record();
}

describe('7 Jours links and files', () => {
  it('round-trips 300 random games exactly (2 to 5 players, any length, with the app’s meta and colours)', async () => {
    for (let seed = 1; seed <= 300; seed++) {
      const record = septRecord(seed, seed % 4 === 0 ? seed % 19 : Infinity);
      const decoded = decodeRecord(encodeRecord(record));
      if (!decoded.ok) throw new Error(`seed ${seed}: ${decoded.problem}`);
      expect(JSON.stringify(decoded.record)).toBe(JSON.stringify(record));
    }
  });

  it('is short: a finished 4-player game with names, id and start time stays under 130 characters', async () => {
    const lengths = Array.from({ length: 100 }, (_, i) => septRecord(2000 + i))
      .filter((r) => r.players === 4)
      .map((r) => encodeRecord(r).length);
    expect(lengths.length).toBeGreaterThan(10);
    expect(Math.max(...lengths)).toBeLessThan(130);
  });

  it('opens from a link, its JSON or its code as the same 7 Jours game, finished or in play', async () => {
    const done = septRecord(31);
    for (const text of [link(done), recordText(done), encodeRecord(done)]) {
      const result = await importText(text);
      if (!result.ok) throw new Error(importProblemWords(result.problem));
      expect(result.session.gameId).toBe('7-jours');
      expect(result.record).toEqual(done);
      expect(result.finished).toBe(true);
    }
    const going = await importText(link(septRecord(31, 7)));
    expect(going.ok && going.finished).toBe(false);
    expect(going.ok && going.record.moves.length).toBe(7);
  });

  it('catches every single changed character of a 7 Jours link', async () => {
    const payload = encodeRecord(septRecord(41));
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < payload.length; i++) {
      const other = alphabet[(alphabet.indexOf(payload[i]!) + 17) % 64]!;
      expect(decodeRecord(payload.slice(0, i) + other + payload.slice(i + 1)).ok).toBe(false);
    }
  });

  it('names the file by its game', async () => {
    const record = septRecord(51);
    record.meta = { ...record.meta, names: ['Ada', 'Bo'], seats: ['human', 'medium'], started: new Date(2026, 11, 1).getTime() };
    expect(fileName({ ...record, players: 2 })).toBe('7-jours-2026-12-01-ada-vs-medium.json');
  });
});
