/**
 * The game's sounds: every event makes at least one tone, pitches differ where the design says they
 * do (a combination worth more rings higher, bonuses and doubled moves stand out), and nothing is
 * created or started before the first gesture, with sound off, at volume zero, or on a hidden page.
 * Also the settings that govern them.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMBO_KEYS, COMBO_MINUTES, type ComboKey } from '../../src/engine/twentyfourseven/index.js';
import { DEFAULT_SETTINGS, parseSettings, settings } from '../../src/app/model/settings.js';
import { type AudioContextLike, type SoundHost, createSound } from '../../src/app/sound/index.js';
import type { SoundEvent, SoundKind } from '../../src/app/sound/events.js';
import { soundSeconds } from '../../src/app/sound/samples.js';
import { comboStep, scaleHz, tonesOf } from '../../src/app/sound/synth.js';

/** An AudioParam that remembers the values it was set to. */
class FakeParam {
  value = 0;
  readonly values: number[] = [];
  setValueAtTime(value: number) {
    this.values.push(value);
    return this;
  }
  linearRampToValueAtTime(value: number) {
    this.values.push(value);
    return this;
  }
  exponentialRampToValueAtTime(value: number) {
    this.values.push(value);
    return this;
  }
}

class FakeNode {
  /** Where its output goes. */
  to: FakeNode | null = null;
  connect(to: FakeNode) {
    this.to = to;
  }
  disconnect() {}
}

class FakeOscillator extends FakeNode {
  type = 'sine';
  readonly frequency = new FakeParam();
  onended: (() => void) | null = null;
  constructor(private readonly context: FakeContext) {
    super();
  }
  start(at: number) {
    this.context.started.push({ frequency: this.frequency.values[0]!, at, type: this.type, node: this });
  }
  stop() {}
}

/** A buffer, as the context makes it: one channel's samples. */
class FakeBuffer {
  readonly samples: Float32Array;
  constructor(length: number) {
    this.samples = new Float32Array(length);
  }
  getChannelData() {
    return this.samples;
  }
}

class FakeBufferSource extends FakeNode {
  buffer: FakeBuffer | null = null;
  constructor(private readonly context: FakeContext) {
    super();
  }
  start() {
    this.context.played.push({ buffer: this.buffer!, node: this });
  }
}

/** An AudioContext that records the oscillators and buffers started. */
class FakeContext {
  state: AudioContextState = 'suspended';
  currentTime = 0;
  readonly sampleRate = 48000;
  /** Whether it makes buffers (all Web Audio contexts do; without them every sound plays live). */
  buffers = true;
  readonly destination = new FakeNode();
  readonly started: { frequency: number; at: number; type: string; node: FakeNode }[] = [];
  readonly played: { buffer: FakeBuffer; node: FakeNode }[] = [];
  readonly gains: (FakeNode & { gain: FakeParam })[] = [];
  createOscillator() {
    return new FakeOscillator(this);
  }
  createBufferSource() {
    return new FakeBufferSource(this);
  }
  createBuffer(_channels: number, length: number) {
    if (!this.buffers) throw new Error('no buffers here');
    return new FakeBuffer(length);
  }
  createGain() {
    const node = Object.assign(new FakeNode(), { gain: new FakeParam() });
    this.gains.push(node);
    return node;
  }
  async resume() {
    this.state = 'running';
  }
  async suspend() {
    this.state = 'suspended';
  }
}

/** A page: gestures and visibility the test triggers, contexts it counts. */
function fakePage() {
  const contexts: FakeContext[] = [];
  const gestures = new Set<() => void>();
  const visibility = new Set<() => void>();
  let loads = 0;
  const idle: (() => void)[] = [];
  const frame: (() => void)[] = [];
  const page = {
    hidden: false,
    contexts,
    loads: () => loads,
    gesture() {
      for (const run of gestures) run();
    },
    setHidden(hidden: boolean) {
      page.hidden = hidden;
      for (const run of visibility) run();
    },
    listening: () => gestures.size,
    /** Runs what waits for the page to be idle. */
    idle() {
      for (const run of idle.splice(0)) run();
    },
    /** Lets the page be idle until nothing waits for it, and the recordings rendered. */
    async idleUntilDone() {
      while (idle.length > 0) page.idle();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    /** While true, what waits for the next frame waits until `paint()`; otherwise it runs at once. */
    framesHeld: false,
    paint() {
      for (const run of frame.splice(0)) run();
    },
  };
  const host: SoundHost = {
    createContext() {
      const context = new FakeContext();
      contexts.push(context);
      return context as unknown as AudioContextLike;
    },
    hidden: () => page.hidden,
    onGesture(run) {
      gestures.add(run);
      return () => gestures.delete(run);
    },
    onVisibility(run) {
      visibility.add(run);
      return () => visibility.delete(run);
    },
    loadSynth() {
      loads++;
      return import('../../src/app/sound/synth.js');
    },
    whenIdle(run) {
      idle.push(run);
    },
    afterPaint(run) {
      if (page.framesHeld) frame.push(run);
      else run();
    },
  };
  return { page, host };
}

/** One event of every kind: the record's type makes a new kind fail to compile until it is listed. */
const ONE_OF_EACH: Record<SoundKind, SoundEvent> = {
  pick: { kind: 'pick' },
  place: { kind: 'place' },
  aiPlace: { kind: 'aiPlace' },
  refuse: { kind: 'refuse' },
  combo: { kind: 'combo', key: 'run3', minutes: 30, doubled: false },
  end: { kind: 'end', won: true },
  deal: { kind: 'deal' },
  shift: { kind: 'shift' },
  cut: { kind: 'cut' },
  takePacket: { kind: 'takePacket' },
};
const EVERY_EVENT: SoundEvent[] = [
  ...Object.values(ONE_OF_EACH),
  { kind: 'end', won: false },
  ...COMBO_KEYS.flatMap((key) => [true, false].map((doubled) => ({ kind: 'combo' as const, key, minutes: COMBO_MINUTES[key], doubled }))),
];

const combo = (key: ComboKey, doubled = false): SoundEvent => ({
  kind: 'combo',
  key,
  minutes: COMBO_MINUTES[key],
  doubled,
});

/** The frequencies an event starts, in order. */
const pitches = (event: SoundEvent) => tonesOf(event).map((tone) => tone.frequency);
const highest = (event: SoundEvent) => Math.max(...pitches(event));

beforeEach(() => {
  settings.value = { ...DEFAULT_SETTINGS };
});
afterEach(() => {
  settings.value = { ...DEFAULT_SETTINGS };
});

/** A sound whose first gesture has made its context, ready to play. */
async function unlocked() {
  const { page, host } = fakePage();
  const sound = createSound(host);
  const stop = sound.unlockOnFirstGesture();
  page.gesture();
  await sound.ready();
  return { page, sound, stop, context: page.contexts[0]! };
}

describe('the sounds', () => {
  it('gives every event at least one tone, each audible and short', () => {
    for (const event of EVERY_EVENT) {
      const tones = tonesOf(event);
      expect(tones.length, JSON.stringify(event)).toBeGreaterThan(0);
      for (const tone of tones) {
        expect(tone.frequency).toBeGreaterThan(50);
        expect(tone.frequency).toBeLessThan(8000);
        expect(tone.level).toBeGreaterThan(0);
        expect(tone.level).toBeLessThanOrEqual(1);
        expect(tone.at + tone.duration).toBeLessThan(1);
      }
    }
  });

  it('rings a combination higher the more minutes it is worth', () => {
    const byMinutes = [...COMBO_KEYS].filter((key) => !key.startsWith('bonus')).sort((a, b) => COMBO_MINUTES[a] - COMBO_MINUTES[b]);
    for (let i = 1; i < byMinutes.length; i++) {
      const [lower, higher] = [byMinutes[i - 1]!, byMinutes[i]!];
      const compare = expect(pitches(combo(higher))[0], `${lower} < ${higher}`);
      if (COMBO_MINUTES[higher] > COMBO_MINUTES[lower]) compare.toBeGreaterThan(pitches(combo(lower))[0]!);
      else compare.toBe(pitches(combo(lower))[0]);
    }
    expect(comboStep(20)).toBeLessThan(comboStep(60));
    expect(scaleHz(5)).toBeCloseTo(2 * scaleHz(0));
  });

  it('makes the bonuses and doubled moves stand out', () => {
    for (const key of ['bonus24in7', 'bonus247'] as const) {
      expect(tonesOf(combo(key)).length).toBeGreaterThan(tonesOf(combo('set4')).length);
      expect(highest(combo(key))).toBeGreaterThanOrEqual(highest(combo('run6')));
    }
    for (const key of COMBO_KEYS) {
      expect(tonesOf(combo(key, true)).length).toBeGreaterThan(tonesOf(combo(key)).length);
      expect(highest(combo(key, true))).toBeGreaterThan(highest(combo(key)));
    }
  });

  it('tells apart the player’s tile and the AI’s, a win and a loss, and each 7 Jours move', () => {
    expect(pitches({ kind: 'place' })[0]).not.toBe(pitches({ kind: 'aiPlace' })[0]);
    expect(pitches({ kind: 'end', won: true })).not.toEqual(pitches({ kind: 'end', won: false }));
    const won = pitches({ kind: 'end', won: true }).filter((_, i) => i % 2 === 0);
    expect(won).toEqual([...won].sort((a, b) => a - b));
    const lost = pitches({ kind: 'end', won: false });
    expect(lost).toEqual([...lost].sort((a, b) => b - a));
    const sept = (['deal', 'shift', 'cut', 'takePacket'] as const).map((kind) => JSON.stringify(tonesOf({ kind })));
    expect(new Set(sept).size).toBe(sept.length);
  });
});

describe('when sound may play', () => {
  it('plays every event through the context once a gesture made it', async () => {
    const { sound, context } = await unlocked();
    expect(context.state).toBe('running');
    for (const event of EVERY_EVENT) {
      const before = context.started.length;
      sound.play(event);
      expect(context.started.length, JSON.stringify(event)).toBeGreaterThan(before);
    }
    const started = context.started.length;
    sound.play(combo('sum7'));
    sound.play(combo('run6'));
    expect(context.started[started + 2]!.frequency).toBeGreaterThan(context.started[started]!.frequency);
  });

  it('plays one sound silently once the page is idle after loading, and only while sound may play', async () => {
    const { page, sound, context } = await unlocked();
    expect(context.started).toHaveLength(0);
    page.idle();
    const warming = context.started.length;
    expect(warming).toBeGreaterThan(0);
    // Each note through its envelope into a muted node on the speakers, not through the master volume.
    const ends = context.started.map(({ node }) => node.to?.to as (FakeNode & { gain: FakeParam }) | undefined);
    for (const end of ends) expect([end?.gain.value, end?.to === context.destination]).toEqual([0, true]);
    sound.play({ kind: 'cut' });
    expect(context.started.length).toBe(warming + tonesOf({ kind: 'cut' }).length);
    const played = context.started.at(-1)!.node.to?.to as FakeNode & { gain: FakeParam };
    expect(played.gain.value).toBeGreaterThan(0);

    const off = await unlocked();
    settings.value = { ...DEFAULT_SETTINGS, sound: false };
    off.page.idle();
    expect(off.context.started).toHaveLength(0);
  });

  it('plays each sound from its recording once made, one node where its tones were two each', async () => {
    const { page, sound, context } = await unlocked();
    const won: SoundEvent = { kind: 'end', won: true };
    sound.play(won); // before the warm-up: live, its recording made when the page is idle
    expect(context.started).toHaveLength(tonesOf(won).length);
    // A sound is recorded a piece each time the page is idle: the first idle time records none whole.
    page.idle();
    const warmed = context.started.length;
    sound.play(won);
    expect(context.started).toHaveLength(warmed + tonesOf(won).length);
    await page.idleUntilDone();
    // Every sound but the combinations was recorded while the page was idle, each as long as its tones.
    const recordedAhead = EVERY_EVENT.filter((event) => event.kind !== 'combo');
    const started = context.started.length;
    for (const event of recordedAhead) sound.play(event);
    expect(context.started).toHaveLength(started);
    expect(context.played.map((p) => p.buffer.samples.length)).toEqual(
      recordedAhead.map((event) => Math.ceil(soundSeconds(tonesOf(event)) * context.sampleRate)),
    );
    expect(new Set(context.played.map((p) => p.buffer)).size).toBe(recordedAhead.length);
    for (const { buffer } of context.played) expect(Math.max(...buffer.samples.map(Math.abs))).toBeGreaterThan(0.1);
    // Through the master volume, at the player's volume.
    expect(context.played.every((p) => p.node.to === context.gains[0])).toBe(true);
    expect(context.gains[0]!.gain.value).toBeGreaterThan(0);

    // A combination plays live the first time, and from its recording once the page was idle.
    const run = combo('run6', true);
    sound.play(run);
    expect(context.started).toHaveLength(started + tonesOf(run).length);
    await page.idleUntilDone();
    sound.play(run);
    expect(context.started).toHaveLength(started + tonesOf(run).length);
    expect(context.played).toHaveLength(recordedAhead.length + 1);
  });

  it('plays live where a recording could not be made', async () => {
    const { page, sound, context } = await unlocked();
    context.buffers = false;
    await page.idleUntilDone();
    sound.play({ kind: 'deal' });
    expect(context.played).toHaveLength(0);
    expect(context.started.length).toBeGreaterThanOrEqual(tonesOf({ kind: 'deal' }).length);
  });

  it('starts a sound once the next frame is painted, and not if sound may no longer play by then', async () => {
    const { page, sound, context } = await unlocked();
    page.framesHeld = true;
    sound.play({ kind: 'place' });
    expect(context.started).toHaveLength(0);
    page.paint();
    const placed = tonesOf({ kind: 'place' }).length;
    expect(context.started).toHaveLength(placed);
    sound.play({ kind: 'pick' });
    page.setHidden(true);
    page.paint();
    sound.play({ kind: 'pick' });
    settings.value = { ...DEFAULT_SETTINGS, sound: false };
    page.setHidden(false);
    page.paint();
    expect(context.started).toHaveLength(placed);
  });

  it('creates nothing and loads nothing before the first gesture', async () => {
    const { page, host } = fakePage();
    const sound = createSound(host);
    for (const event of EVERY_EVENT) sound.play(event);
    sound.unlockOnFirstGesture();
    for (const event of EVERY_EVENT) sound.play(event);
    await sound.ready();
    expect(page.contexts).toHaveLength(0);
    expect(page.loads()).toBe(0);
  });

  it('creates nothing with sound off, at volume zero, or on a hidden page, until a gesture finds sound allowed', async () => {
    const { page, host } = fakePage();
    const sound = createSound(host);
    sound.unlockOnFirstGesture();
    settings.value = { ...DEFAULT_SETTINGS, sound: false };
    page.gesture();
    settings.value = { ...DEFAULT_SETTINGS, volume: 0 };
    page.gesture();
    settings.value = { ...DEFAULT_SETTINGS };
    page.hidden = true;
    page.gesture();
    for (const event of EVERY_EVENT) sound.play(event);
    await sound.ready();
    expect(page.contexts).toHaveLength(0);
    expect(page.loads()).toBe(0);
    page.hidden = false;
    page.gesture();
    await sound.ready();
    expect(page.contexts).toHaveLength(1);
    expect(page.loads()).toBe(1);
  });

  it('starts nothing once sound is turned off, the volume is zero, or the page is hidden', async () => {
    const { page, sound, context } = await unlocked();
    const silent = () => {
      for (const event of EVERY_EVENT) sound.play(event);
      expect(context.started).toHaveLength(0);
    };
    settings.value = { ...DEFAULT_SETTINGS, sound: false };
    silent();
    settings.value = { ...DEFAULT_SETTINGS, volume: 0 };
    silent();
    settings.value = { ...DEFAULT_SETTINGS };
    page.setHidden(true);
    expect(context.state).toBe('suspended');
    silent();
    page.setHidden(false);
    await Promise.resolve();
    expect(context.state).toBe('running');
    sound.play({ kind: 'place' });
    expect(context.started.length).toBeGreaterThan(0);
  });

  it('plays louder at a higher volume, and wakes a suspended context at the next gesture', async () => {
    const { page, sound, context } = await unlocked();
    const master = context.gains[0]!.gain;
    settings.value = { ...DEFAULT_SETTINGS, volume: 1 };
    sound.play({ kind: 'pick' });
    const loud = master.value;
    settings.value = { ...DEFAULT_SETTINGS, volume: 0.25 };
    sound.play({ kind: 'pick' });
    expect(master.value).toBeCloseTo(loud / 4);
    context.state = 'interrupted' as AudioContextState;
    const before = context.started.length;
    sound.play({ kind: 'pick' });
    expect(context.started).toHaveLength(before);
    page.gesture();
    await Promise.resolve();
    expect(context.state).toBe('running');
    expect(page.contexts).toHaveLength(1);
  });

  it('stops listening when asked', async () => {
    const { page, stop } = await unlocked();
    expect(page.listening()).toBe(1);
    stop();
    expect(page.listening()).toBe(0);
  });
});

describe('the sound settings', () => {
  it('default to sound on at a moderate volume', () => {
    expect(parseSettings(undefined)).toMatchObject({ sound: true, volume: DEFAULT_SETTINGS.volume });
    expect(DEFAULT_SETTINGS.volume).toBeGreaterThan(0);
    expect(DEFAULT_SETTINGS.volume).toBeLessThan(1);
  });

  it('keep stored values of the right type, clamp the volume, and leave the other settings alone', () => {
    expect(parseSettings({ sound: false, volume: 0.3 })).toMatchObject({ sound: false, volume: 0.3 });
    expect(parseSettings({ volume: 0 }).volume).toBe(0);
    expect(parseSettings({ volume: 1.7 }).volume).toBe(1);
    expect(parseSettings({ volume: -0.2 }).volume).toBe(0);
    expect(parseSettings({ volume: Number.POSITIVE_INFINITY }).volume).toBe(1);
    for (const bad of [Number.NaN, '0.5', null, true, {}]) expect(parseSettings({ volume: bad }).volume).toBe(DEFAULT_SETTINGS.volume);
    for (const bad of ['false', 0, null]) expect(parseSettings({ sound: bad }).sound).toBe(true);
    const stored = { confirm: false, hints: false, motion: 'reduced', vibration: false, language: 'ja', sound: false, volume: 0.9 };
    expect(parseSettings(stored)).toEqual(stored);
    // Sound and reduced motion are separate choices.
    expect(parseSettings({ motion: 'reduced' })).toMatchObject({ motion: 'reduced', sound: true });
  });
});
