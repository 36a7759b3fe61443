/**
 * The sounds themselves, synthesised: each event is a few tones (an oscillator through a gain
 * envelope), short and quiet. Loaded only after the player's first gesture (see index.ts), so none of
 * it weighs on the first load. Pitches keep to a major pentatonic scale, so sounds that overlap (a
 * combination lighting up while a tile lands) never clash.
 */
import type { SoundEvent } from './events.js';
import { ATTACK, SILENT, soundSeconds, toneWriter } from './samples.js';

/** The oscillator waves the sounds use. */
export type Wave = Extract<OscillatorType, 'sine' | 'triangle'>;

/** One oscillator's part in a sound. */
export interface Tone {
  /** Hz at the start. */
  frequency: number;
  /** Hz at the end, when the tone slides. */
  glideTo?: number;
  /** Seconds after the event. */
  at: number;
  /** Seconds, from the start of the tone to silence. */
  duration: number;
  /** The waves the recordings can compute too (samples.ts). */
  wave: Wave;
  /** Peak loudness, a share of the sound's whole. */
  level: number;
}

/**
 * What the synthesiser needs of an AudioContext (tests give a fake). Without buffers (`createBuffer`
 * and `createBufferSource`), every sound plays live.
 */
export type AudioTarget = Pick<BaseAudioContext, 'currentTime' | 'destination' | 'createOscillator' | 'createGain'> &
  Partial<Pick<BaseAudioContext, 'sampleRate' | 'createBuffer' | 'createBufferSource'>>;

/** The loudest any sound gets at full volume: sounds accompany play, they never cover it. */
const MASTER_LEVEL = 0.3;
/** The lowest combination's note; every pitch is counted in scale steps from it. */
const ROOT_HZ = 523.25;
const MAJOR_PENTATONIC = [0, 2, 4, 7, 9] as const;
/** Minutes at the root note, and the minutes that raise a combination's note by one step. */
const ROOT_MINUTES = 20;
const MINUTES_PER_STEP = 10;

/** The frequency `step` notes up the scale from the root (down when negative). */
export function scaleHz(step: number): number {
  const octave = Math.floor(step / MAJOR_PENTATONIC.length);
  const degree = step - octave * MAJOR_PENTATONIC.length;
  return ROOT_HZ * 2 ** (octave + MAJOR_PENTATONIC[degree]! / 12);
}

/** The scale step of a combination worth `minutes`: more minutes, a higher note. */
export function comboStep(minutes: number): number {
  return Math.max(0, Math.round((minutes - ROOT_MINUTES) / MINUTES_PER_STEP));
}

const note = (step: number, at: number, duration: number, wave: Wave = 'sine', level = 0.6): Tone => ({
  frequency: scaleHz(step),
  at,
  duration,
  wave,
  level,
});

/** A chime: the note with a soft overtone an octave up. */
const chime = (step: number, at = 0, level = 0.6): Tone[] => [
  note(step, at, 0.22, 'sine', level),
  note(step + MAJOR_PENTATONIC.length, at, 0.12, 'triangle', level / 4),
];

function comboTones(event: Extract<SoundEvent, { kind: 'combo' }>): Tone[] {
  const step = comboStep(event.minutes);
  const bonus = event.key === 'bonus24in7' || event.key === 'bonus247';
  // A bonus climbs three notes to its own; a plain combination rings once.
  const tones = bonus ? [...chime(step - 2, 0, 0.45), ...chime(step - 1, 0.06, 0.5), ...chime(step, 0.12, 0.65)] : chime(step);
  const end = bonus ? 0.12 : 0;
  // A doubled combination answers itself an octave higher.
  if (event.doubled) tones.push(...chime(step + MAJOR_PENTATONIC.length, end + 0.09, 0.4));
  return tones;
}

/** The tones of an event, in time order. */
export function tonesOf(event: SoundEvent): Tone[] {
  switch (event.kind) {
    case 'pick':
      return [{ frequency: 700, glideTo: 900, at: 0, duration: 0.05, wave: 'triangle', level: 0.3 }];
    case 'place':
      // A knock on wood: a low note that drops at once, and a faint click on top.
      return [
        { frequency: 190, glideTo: 110, at: 0, duration: 0.09, wave: 'sine', level: 0.9 },
        { frequency: 1400, at: 0, duration: 0.02, wave: 'triangle', level: 0.15 },
      ];
    case 'aiPlace':
      // The same knock, softer and higher: the other side of the table.
      return [
        { frequency: 260, glideTo: 160, at: 0, duration: 0.08, wave: 'sine', level: 0.6 },
        { frequency: 1800, at: 0, duration: 0.015, wave: 'triangle', level: 0.1 },
      ];
    case 'refuse':
      return [
        { frequency: 220, at: 0, duration: 0.08, wave: 'triangle', level: 0.5 },
        { frequency: 175, at: 0.09, duration: 0.11, wave: 'triangle', level: 0.5 },
      ];
    case 'combo':
      return comboTones(event);
    case 'end':
      return event.won
        ? [0, 2, 3, 5].flatMap((step, i) => chime(step, i * 0.1, 0.55))
        : [2, 1, -1].map((step, i) => note(step, i * 0.16, 0.3, 'sine', 0.45));
    case 'deal':
      // Cards flicked down one after another, each a little lower.
      return [0, 1, 2, 3, 4].map((i) => ({
        frequency: 1250 - i * 40,
        glideTo: 950,
        at: i * 0.045,
        duration: 0.03,
        wave: 'triangle',
        level: 0.2,
      }));
    case 'shift':
      return [{ frequency: 400, glideTo: 620, at: 0, duration: 0.1, wave: 'sine', level: 0.35 }];
    case 'cut':
      return [
        { frequency: 2000, at: 0, duration: 0.015, wave: 'triangle', level: 0.25 },
        { frequency: 320, glideTo: 240, at: 0, duration: 0.05, wave: 'sine', level: 0.4 },
      ];
    case 'takePacket':
      return [note(-2, 0, 0.09, 'sine', 0.45), note(0, 0.07, 0.14, 'sine', 0.5)];
  }
}

export interface Synth {
  /** Plays the event's sound at `volume` (0 to 1). */
  play(event: SoundEvent, volume: number): void;
  /**
   * Plays one sound silently: the first sound a page makes sets up its audio graph and compiles the
   * code that schedules notes, and that belongs in idle time, not in the player's first tap that sounds.
   * Then records the sounds of every event but the combinations, a piece each time the page is idle.
   */
  warm(): void;
}

/** The events recorded as the synthesiser warms up: all but 24/7's combinations, recorded once played. */
const RECORDED_AHEAD: SoundEvent[] = [
  { kind: 'pick' },
  { kind: 'place' },
  { kind: 'aiPlace' },
  { kind: 'refuse' },
  { kind: 'end', won: true },
  { kind: 'end', won: false },
  { kind: 'deal' },
  { kind: 'shift' },
  { kind: 'cut' },
  { kind: 'takePacket' },
];

/** Samples recorded each time the page is idle: about a millisecond's work on a slow phone. */
const RECORDED_PER_IDLE = 1024;

/** Schedules `tones` into `out`, from the context's present time. */
function schedule(context: AudioTarget, tones: readonly Tone[], out: AudioNode): void {
  const now = context.currentTime;
  for (const tone of tones) {
    const start = now + tone.at;
    const end = start + tone.duration;
    const oscillator = context.createOscillator();
    oscillator.type = tone.wave;
    oscillator.frequency.setValueAtTime(tone.frequency, start);
    if (tone.glideTo !== undefined) oscillator.frequency.exponentialRampToValueAtTime(tone.glideTo, end);
    const envelope = context.createGain();
    envelope.gain.setValueAtTime(SILENT, start);
    envelope.gain.linearRampToValueAtTime(tone.level, start + ATTACK);
    envelope.gain.exponentialRampToValueAtTime(SILENT, end);
    oscillator.connect(envelope);
    envelope.connect(out);
    // No 'ended' callback to disconnect them: the browser lets a stopped note go by itself, and a
    // callback per note woke the main thread in the middle of a move (seen in long frames).
    oscillator.start(start);
    oscillator.stop(end);
  }
}

/**
 * The synthesiser. Each sound is played from its recording once it has one (samples.ts): one node to
 * make and start, where its tones played live are two nodes a tone (a win's sound sixteen), each of
 * which held the main thread a while on a slow phone, in the middle of the frames of a move. A sound
 * is recorded a piece each time the page is idle (`whenIdle`); until then, or where it cannot be, it plays live.
 */
export function createSynth(context: AudioTarget, whenIdle: (run: () => void) => void): Synth {
  const master = context.createGain();
  master.connect(context.destination);
  /** Each sound's recording by its event's key; null while it is being recorded, or where it could not be. */
  const recordings = new Map<string, AudioBuffer | null>();
  const keyOf = (event: SoundEvent) => JSON.stringify(event);
  /** Recording work waiting for the page to be idle: each piece says whether it has more to do. */
  const waiting: (() => boolean)[] = [];

  const workWhenIdle = () => {
    whenIdle(() => {
      if (waiting[0] && !waiting[0]()) waiting.shift();
      if (waiting.length > 0) workWhenIdle();
    });
  };
  const queue = (work: () => boolean) => {
    waiting.push(work);
    if (waiting.length === 1) workWhenIdle();
  };

  /**
   * Records a sound (its key, its tones), unless it is recorded or being recorded: its buffer, then its
   * tones, RECORDED_PER_IDLE samples each time the page is idle.
   */
  const record = (key: string, tones: readonly Tone[]) => {
    const { sampleRate } = context;
    if (!sampleRate || !context.createBuffer || recordings.has(key)) return;
    recordings.set(key, null);
    let buffer: AudioBuffer | null = null;
    queue(() => {
      try {
        buffer = context.createBuffer!(1, Math.ceil(soundSeconds(tones) * sampleRate), sampleRate);
      } catch {
        // No recording: it plays live, as it did until now.
      }
      return false;
    });
    for (const [i, tone] of tones.entries()) {
      let write: ((count: number) => boolean) | null = null;
      queue(() => {
        if (!buffer) return false;
        write ??= toneWriter(buffer.getChannelData(0), tone, sampleRate);
        if (write(RECORDED_PER_IDLE)) return true;
        if (i === tones.length - 1) recordings.set(key, buffer);
        return false;
      });
    }
  };

  return {
    play(event, volume) {
      master.gain.value = MASTER_LEVEL * Math.min(1, Math.max(0, volume));
      const key = keyOf(event);
      const recording = recordings.get(key);
      if (recording && context.createBufferSource) {
        const source = context.createBufferSource();
        source.buffer = recording;
        source.connect(master);
        source.start();
        return;
      }
      const tones = tonesOf(event);
      schedule(context, tones, master);
      record(key, tones);
    },
    warm() {
      // A whole sound (a cut's: both waves, a glide, an envelope) into a muted node: every call a
      // sound makes has run once, its code compiled and the graph set up.
      const hush = context.createGain();
      hush.gain.value = 0;
      hush.connect(context.destination);
      schedule(context, tonesOf({ kind: 'cut' }), hush);
      for (const event of RECORDED_AHEAD) record(keyOf(event), tonesOf(event));
    },
  };
}
