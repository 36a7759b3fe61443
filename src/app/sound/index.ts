/**
 * The game's sounds, from the screens' side: `play(event)` and `unlockOnFirstGesture()`. This front
 * is all the first load carries; the synthesiser (synth.ts) loads after the player's first touch,
 * when the audio context is made. Browsers let a page sound only after a gesture, so the context is
 * created, or resumed, inside one. Nothing sounds while sound is off, at volume zero, or while the
 * page is hidden.
 */
import { soonAfterPaint, whenIdle } from '../model/afterPaint.js';
import { settings } from '../model/settings.js';
import type { SoundEvent } from './events.js';
import type { AudioTarget, Synth } from './synth.js';

export type { SoundEvent, SoundKind } from './events.js';

/** What the front needs of an audio context. */
export type AudioContextLike = AudioTarget & Pick<AudioContext, 'state' | 'resume' | 'suspend'>;

/** The browser around the front; tests give a fake one. */
export interface SoundHost {
  /** Makes the audio context (called inside a gesture only), or null where there is no Web Audio. */
  createContext(): AudioContextLike | null;
  hidden(): boolean;
  /** Calls `run` on each gesture that lets a page start sound; returns what stops it. */
  onGesture(run: () => void): () => void;
  /** Calls `run` whenever the page is hidden or shown; returns what stops it. */
  onVisibility(run: () => void): () => void;
  loadSynth(): Promise<Pick<typeof import('./synth.js'), 'createSynth'>>;
  /** Runs `run` once the page is idle. */
  whenIdle(run: () => void): void;
  /** Runs `run` once the next frame is painted. */
  afterPaint(run: () => void): void;
}

export interface Sound {
  /** Plays the event's sound once the next frame is painted, when sound may play then. */
  play(event: SoundEvent): void;
  /**
   * Starts listening for gestures: the first one while sound is on makes the audio context and loads
   * the synthesiser; later ones wake a context the system suspended. Returns what stops listening.
   */
  unlockOnFirstGesture(): () => void;
  /** Settles once the synthesiser is loaded (at once before any gesture made the context). */
  ready(): Promise<void>;
}

export function createSound(host: SoundHost): Sound {
  let context: AudioContextLike | null = null;
  let synth: Synth | null = null;
  let loading: Promise<void> = Promise.resolve();
  const audible = () => settings.value.sound && settings.value.volume > 0 && !host.hidden();
  const mayPlay = () => synth !== null && context?.state === 'running' && audible();
  const wake = (made: AudioContextLike) => {
    if (made.state !== 'running') made.resume().catch(() => {});
  };

  const gesture = () => {
    if (!audible()) return;
    if (context) return wake(context);
    const made = host.createContext();
    if (!made) return;
    context = made;
    wake(made);
    loading = host.loadSynth().then(
      (module) => {
        const loaded = module.createSynth(made, host.whenIdle);
        synth = loaded;
        host.whenIdle(() => {
          if (audible()) loaded.warm();
        });
      },
      // Offline before the chunk was cached: the game goes on silent, and the next gesture tries again.
      () => void (context = null),
    );
  };

  // A hidden page's context is suspended, to spare the battery; it wakes when the page shows again,
  // or at the next gesture where the browser wants one.
  const visibility = () => {
    if (!context) return;
    if (host.hidden()) context.suspend().catch(() => {});
    else if (settings.value.sound) wake(context);
  };

  return {
    // A sound starts with the frame that shows its cause: made in the tap's or the move's own frame, its
    // synthesis made that frame longer on a slow phone (and the sound came before the sight). A frame is
    // asked for only while sound may play, and whether it may is checked again as the sound starts.
    play(event) {
      if (!mayPlay()) return;
      host.afterPaint(() => {
        if (mayPlay()) synth?.play(event, settings.value.volume);
      });
    },
    unlockOnFirstGesture() {
      const stopGestures = host.onGesture(gesture);
      const stopVisibility = host.onVisibility(visibility);
      return () => {
        stopGestures();
        stopVisibility();
      };
    },
    ready: () => loading,
  };
}

type AudioContextClass = new (options?: AudioContextOptions) => AudioContext;

/** The page: Web Audio where the browser has it, gestures on the window, visibility on the document. */
const browserHost: SoundHost = {
  createContext() {
    const scope = globalThis as typeof globalThis & { webkitAudioContext?: AudioContextClass };
    const Context: AudioContextClass | undefined = scope.AudioContext ?? scope.webkitAudioContext;
    try {
      return Context ? new Context({ latencyHint: 'interactive' }) : null;
    } catch {
      return null;
    }
  },
  hidden: () => typeof document !== 'undefined' && document.hidden,
  onGesture(run) {
    // A touch lets a page start sound only as it ends (pointerup, touchend), a mouse button or a key
    // as it goes down. Where the browser says so (userActivation), an event that does not allow it
    // yet is let pass; elsewhere a context made too early is resumed as the same touch ends.
    const events = ['pointerdown', 'pointerup', 'touchend', 'keydown'] as const;
    const options = { capture: true, passive: true };
    const gesture = () => {
      if (!('userActivation' in navigator) || navigator.userActivation.isActive) run();
    };
    for (const type of events) window.addEventListener(type, gesture, options);
    return () => {
      for (const type of events) window.removeEventListener(type, gesture, options);
    };
  },
  onVisibility(run) {
    document.addEventListener('visibilitychange', run);
    return () => document.removeEventListener('visibilitychange', run);
  },
  loadSynth: () => import('./synth.js'),
  whenIdle,
  afterPaint: soonAfterPaint,
};

const sound = createSound(browserHost);

/** Plays a game event's sound (see SoundEvent), or nothing when sound may not play now. */
export const play = sound.play;
/** Call once at start-up: sounds become possible from the player's first touch or key. */
export const unlockOnFirstGesture = sound.unlockOnFirstGesture;
