/**
 * A sound's tones computed into samples (what a recorded sound plays): each tone at its pitch, its
 * place and its level, gliding where it glides, silent where no tone sounds.
 */
import { Session } from 'node:inspector/promises';
import { describe, expect, it } from 'vitest';
import { ATTACK, envelopeAt, SILENT, soundSeconds, toneWriter } from '../../src/app/sound/samples.js';
import { type Tone, tonesOf } from '../../src/app/sound/synth.js';

const RATE = 48000;

/** The tones' sum, `seconds` long, as a recorded sound holds it: each tone written `piece` samples at a time. */
function toneSamples(tones: readonly Tone[], seconds: number, piece = 1000): Float32Array {
  const samples = new Float32Array(Math.ceil(seconds * RATE));
  for (const tone of tones) {
    const write = toneWriter(samples, tone, RATE);
    while (write(piece));
  }
  return samples;
}

/** Upward zero crossings of `samples` between `from` and `to` (sample indices): the cycles played. */
function cycles(samples: Float32Array, from = 0, to = samples.length): number {
  let count = 0;
  for (let i = from + 1; i < to; i++) if (samples[i - 1]! < 0 && samples[i]! >= 0) count++;
  return count;
}

const peak = (samples: Float32Array, from = 0, to = samples.length) => {
  let most = 0;
  for (let i = from; i < to; i++) most = Math.max(most, Math.abs(samples[i]!));
  return most;
};

const tone = (over: Partial<Tone>): Tone => ({ frequency: 440, at: 0, duration: 0.2, wave: 'sine', level: 0.5, ...over });

describe('a tone in samples', () => {
  it('plays its pitch for its length, then nothing', () => {
    const a = tone({});
    const samples = toneSamples([a], 0.3);
    expect(samples).toHaveLength(0.3 * RATE);
    expect(Math.abs(cycles(samples, 0, 0.2 * RATE) - 440 * 0.2)).toBeLessThanOrEqual(1);
    expect(peak(samples, 0.2 * RATE)).toBe(0);
  });

  it('rises to its level by the end of the attack, then fades to silence by its end', () => {
    const a = tone({ frequency: 1000, duration: 0.1, level: 0.8 });
    expect(envelopeAt(a, 0)).toBeCloseTo(SILENT);
    expect(envelopeAt(a, ATTACK)).toBeCloseTo(0.8);
    expect(envelopeAt(a, 0.1)).toBeCloseTo(SILENT);
    expect(envelopeAt(a, 0.05)).toBeLessThan(envelopeAt(a, 0.02));
    const samples = toneSamples([a], 0.1);
    expect(peak(samples, 0, 0.01 * RATE)).toBeCloseTo(0.8, 1);
    expect(peak(samples, 0.09 * RATE)).toBeLessThan(0.01);
  });

  it('starts where it is placed in its sound, and the tones of a sound add up', () => {
    const late = tone({ at: 0.1, duration: 0.1 });
    const samples = toneSamples([late], 0.2);
    expect(peak(samples, 0, 0.1 * RATE)).toBe(0);
    expect(peak(samples, 0.1 * RATE)).toBeGreaterThan(0.4);
    const both = toneSamples([tone({}), tone({ frequency: 880 })], 0.2);
    const one = toneSamples([tone({})], 0.2);
    const other = toneSamples([tone({ frequency: 880 })], 0.2);
    for (const i of [100, 1000, 5000]) expect(both[i]).toBeCloseTo(one[i]! + other[i]!, 5);
  });

  it('is the same written in pieces of any size', () => {
    const tones = tonesOf({ kind: 'deal' });
    const whole = toneSamples(tones, soundSeconds(tones), Number.POSITIVE_INFINITY);
    for (const piece of [1, 7, 1024]) expect(toneSamples(tones, soundSeconds(tones), piece)).toEqual(whole);
  });

  it('glides from its first pitch to its last', () => {
    const rising = tone({ frequency: 400, glideTo: 800, duration: 0.4 });
    const samples = toneSamples([rising], 0.4);
    const quarter = 0.1 * RATE;
    const first = cycles(samples, 0, quarter);
    const last = cycles(samples, 3 * quarter, 4 * quarter);
    expect(first).toBeGreaterThanOrEqual(40);
    expect(first).toBeLessThan(50);
    expect(last).toBeGreaterThan(65);
    expect(last).toBeLessThanOrEqual(80);
  });

  it('draws a triangle as a triangle: rising from zero, its corners at its level', () => {
    const triangle = tone({ wave: 'triangle', frequency: 100, level: 1, duration: 0.05 });
    const samples = toneSamples([triangle], 0.05);
    expect(samples[0]).toBe(0);
    expect(samples[1]!).toBeGreaterThan(0);
    // The wave itself (the envelope divided out): straight lines between its corners, a quarter cycle apart.
    const waveAt = (ms: number) => samples[(ms * RATE) / 1000]! / envelopeAt(triangle, ms / 1000);
    expect(waveAt(1.25)).toBeCloseTo(0.5, 2);
    expect(waveAt(2.5)).toBeCloseTo(1, 2);
    expect(waveAt(5)).toBeCloseTo(0, 2);
    expect(waveAt(7.5)).toBeCloseTo(-1, 2);
    expect(Math.abs(cycles(samples) - 5)).toBeLessThanOrEqual(1);
  });

  it('makes every sound of the game as long as its last tone and a little more', () => {
    const won = tonesOf({ kind: 'end', won: true });
    const seconds = soundSeconds(won);
    expect(seconds).toBeGreaterThan(Math.max(...won.map((t) => t.at + t.duration)));
    expect(seconds).toBeLessThan(1);
    const samples = toneSamples(won, seconds);
    expect(peak(samples)).toBeGreaterThan(0.3);
    expect(peak(samples)).toBeLessThan(2);
  });

  it('makes no garbage a sample: recording in idle time adds nothing for the collector to pause for', async () => {
    const won = tonesOf({ kind: 'end', won: true });
    const record = () => toneSamples(won, soundSeconds(won), 1024);
    record(); // let the optimiser see the loop first, as a page that has recorded a sound or two
    const rounds = 20;
    const allocated = await bytesAllocatedBy(() => {
      for (let round = 0; round < rounds; round++) record();
    });
    const samples = rounds * won.length * Math.ceil(soundSeconds(won) * RATE);
    // Written by a closure per tone, each ran its loop unoptimised, boxing every number it computed.
    expect(allocated / samples).toBeLessThan(4);
  });
});

/**
 * Bytes of the JavaScript heap that `work` allocated, short-lived objects included (V8's sampling heap
 * profiler, an object sampled every 256 bytes on average); typed arrays' contents, held outside it, left out.
 */
async function bytesAllocatedBy(work: () => void): Promise<number> {
  const session = new Session();
  session.connect();
  try {
    await session.post('HeapProfiler.enable');
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 256,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    work();
    const { profile } = await session.post('HeapProfiler.stopSampling');
    const sum = (node: typeof profile.head): number => node.selfSize + node.children.reduce((all, child) => all + sum(child), 0);
    return sum(profile.head);
  } finally {
    session.disconnect();
  }
}
