/**
 * The byte-level tools of the game link: a bit writer and reader (most fields need 2 to 10 bits),
 * base64url without padding (the only characters a URL and a chat leave alone), and CRC-32 (so a
 * changed character is caught before anything is read).
 */

export class BitWriter {
  private readonly bytes: number[] = [];
  private bit = 0;

  /** Writes the low `count` bits of a non-negative integer (up to 53 bits), most significant first. */
  write(value: number, count: number): void {
    for (let i = count - 1; i >= 0; i--) {
      const set = Math.floor(value / 2 ** i) % 2;
      if (this.bit === 0) this.bytes.push(0);
      if (set) this.bytes[this.bytes.length - 1]! |= 0x80 >> this.bit;
      this.bit = (this.bit + 1) % 8;
    }
  }

  /** A whole number up to 2^53: its bit length in 6 bits, then the bits. */
  uint(value: number): void {
    let length = 0;
    while (2 ** length <= value) length++;
    this.write(length, 6);
    this.write(value, length);
  }

  /** UTF-8 bytes, length first. */
  text(value: string): void {
    const bytes = new TextEncoder().encode(value);
    this.uint(bytes.length);
    for (const byte of bytes) this.write(byte, 8);
  }

  /** The bytes so far; the last one padded with zero bits. */
  finish(): Uint8Array {
    this.bit = 0;
    return Uint8Array.from(this.bytes);
  }
}

/** Thrown when a reader runs past the end: the data was cut short. */
export class OutOfBits extends Error {}

export class BitReader {
  private position = 0;

  constructor(private readonly bytes: Uint8Array) {}

  read(count: number): number {
    let value = 0;
    for (let i = 0; i < count; i++) {
      const byte = this.bytes[this.position >> 3];
      if (byte === undefined) throw new OutOfBits('out of bits');
      value = value * 2 + ((byte >> (7 - (this.position & 7))) & 1);
      this.position++;
    }
    return value;
  }

  uint(): number {
    const length = this.read(6);
    if (length > 53) throw new RangeError(`a number of ${length} bits`);
    return this.read(length);
  }

  text(): string {
    const length = this.uint();
    if (length > 1024) throw new RangeError(`a text of ${length} bytes`);
    const bytes = new Uint8Array(length);
    for (let i = 0; i < length; i++) bytes[i] = this.read(8);
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  }

  /** Whole bytes read so far (the partly read last byte counts). */
  get bytesRead(): number {
    return Math.ceil(this.position / 8);
  }

  /** True when the unread bits of the current byte are all zero (the writer's padding). */
  paddingIsZero(): boolean {
    const used = this.position & 7;
    if (used === 0) return true;
    const byte = this.bytes[this.position >> 3] ?? 0;
    return (byte & (0xff >> used)) === 0;
  }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const INDEX = new Map([...ALPHABET].map((ch, i) => [ch, i]));

export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/**
 * The bytes, or null when the text holds a character base64url never uses. Bits that make no whole
 * byte are dropped: the caller compares the bytes' own encoding with the text to catch them.
 */
export function fromBase64Url(text: string): Uint8Array | null {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of text) {
    const value = INDEX.get(ch);
    if (value === undefined) return null;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
