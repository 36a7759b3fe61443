/**
 * A sound's tones computed into samples, in plain arithmetic: what the synthesiser's oscillators and
 * envelopes would play (the same waves, glides and envelope ramps), as one buffer the page plays with
 * one node. Recording the tones through the browser's offline audio context instead set up an audio
 * graph per sound, which held the main thread longer than the tones themselves.
 */
import type { Tone, Wave } from './synth.js';

/** Seconds the attack takes: fast enough to be crisp, slow enough not to click. */
export const ATTACK = 0.005;
/** The level an envelope fades to (an exponential ramp cannot reach zero). */
export const SILENT = 0.0001;

/** The wave's value at `phase` (in turns), as Web Audio's oscillator types: rising from zero. */
function wave(type: Wave, phase: number): number {
  const turn = phase - Math.floor(phase);
  if (type === 'triangle') return turn < 0.25 ? 4 * turn : turn < 0.75 ? 2 - 4 * turn : 4 * turn - 4;
  return Math.sin(2 * Math.PI * turn);
}

/** The envelope's gain `t` seconds into a tone: a linear attack to its level, then an exponential fade. */
export function envelopeAt(tone: Tone, t: number): number {
  if (t < ATTACK) return SILENT + ((tone.level - SILENT) * t) / ATTACK;
  return tone.level * (SILENT / tone.level) ** ((t - ATTACK) / (tone.duration - ATTACK));
}

/** A tone being written: its fixed factors, and where it is (kept between pieces). */
interface ToneInSamples {
  readonly tone: Tone;
  readonly sampleRate: number;
  /** Its first sample in the sound, and how many it has (it is cut at the sound's end). */
  readonly first: number;
  readonly length: number;
  /** Samples of the attack; then the fade and the glide, factors a sample. */
  readonly attack: number;
  readonly fade: number;
  readonly glide: number;
  gain: number;
  frequency: number;
  phase: number;
  written: number;
}

/**
 * Adds up to `count` more samples of a tone; whether any are left. One function for every tone
 * rather than a closure each: each new closure ran its loop without the optimiser's code, and so
 * made garbage of every number it computed, more than any other code made during play.
 */
function writeTone(samples: Float32Array, at: ToneInSamples, count: number): boolean {
  const { tone, sampleRate, first, length, attack, fade, glide } = at;
  let { gain, frequency, phase, written: i } = at;
  for (const end = Math.min(length, i + count); i < end; i++) {
    samples[first + i]! += wave(tone.wave, phase) * (i < attack ? envelopeAt(tone, i / sampleRate) : gain);
    if (i >= attack) gain *= fade;
    phase += frequency / sampleRate;
    frequency *= glide;
  }
  at.gain = gain;
  at.frequency = frequency;
  at.phase = phase;
  at.written = i;
  return i < length;
}

/**
 * Adds `tone` into `samples` (its sound's, at `sampleRate`) from its place in the sound (it is cut at
 * the end), a piece at a time: the function returned adds up to `count` more samples and says whether
 * any are left. The fade and the glide advance by a factor a sample: a power a sample made the longest
 * sounds take tens of milliseconds on a slow phone.
 */
export function toneWriter(samples: Float32Array, tone: Tone, sampleRate: number): (count: number) => boolean {
  const first = Math.round(tone.at * sampleRate);
  const at: ToneInSamples = {
    tone,
    sampleRate,
    first,
    length: Math.min(Math.round(tone.duration * sampleRate), samples.length - first),
    attack: Math.round(ATTACK * sampleRate),
    fade: (SILENT / tone.level) ** (1 / ((tone.duration - ATTACK) * sampleRate)),
    glide: (tone.glideTo === undefined ? 1 : tone.glideTo / tone.frequency) ** (1 / (tone.duration * sampleRate)),
    gain: tone.level,
    frequency: tone.frequency,
    phase: 0,
    written: 0,
  };
  return (count) => writeTone(samples, at, count);
}

/** A sound's length: its last tone's end, and a little silence. */
export function soundSeconds(tones: readonly Tone[]): number {
  return Math.max(...tones.map((tone) => tone.at + tone.duration)) + 0.01;
}
