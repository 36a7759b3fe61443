/**
 * The player's settings. They are saved with the games in IndexedDB (store/persistence.ts loads them
 * at start-up and saves every change); until then, and when storage is blocked, the defaults hold.
 * Unknown or damaged stored values fall back to the defaults, field by field.
 */
import { computed, signal } from '@preact/signals';
import { isLocale, type Locale } from '../i18n/locales.js';

export interface Settings {
  /** Show a placement with its score and ask before playing it. */
  confirm: boolean;
  /** Offer the hint button on human turns. */
  hints: boolean;
  /** 'system' follows prefers-reduced-motion; 'reduced' always keeps movement to a minimum. */
  motion: 'system' | 'reduced';
  /** A short buzz when a tile is placed, where the device can. */
  vibration: boolean;
  /** The language of every word the app shows: 'auto' follows the device's languages. */
  language: Locale | 'auto';
  /** Short synthesised sounds as the games are played (a choice apart from reduced motion). */
  sound: boolean;
  /** How loud those sounds are, from 0 (silent) to 1. */
  volume: number;
}

export const DEFAULT_SETTINGS: Settings = {
  confirm: true,
  hints: true,
  motion: 'system',
  vibration: true,
  language: 'auto',
  sound: true,
  volume: 0.6,
};

/** A stored volume brought into [0, 1]; anything but a number is the default. */
function volumeOf(value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return DEFAULT_SETTINGS.volume;
  return Math.min(1, Math.max(0, value));
}

/** Settings from stored data of any shape: known fields with the right type are kept. */
export function parseSettings(stored: unknown): Settings {
  const data = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const flag = (key: 'confirm' | 'hints' | 'vibration' | 'sound') => (typeof data[key] === 'boolean' ? data[key] : DEFAULT_SETTINGS[key]);
  return {
    confirm: flag('confirm'),
    hints: flag('hints'),
    vibration: flag('vibration'),
    motion: data['motion'] === 'reduced' ? 'reduced' : 'system',
    language: isLocale(data['language']) ? data['language'] : 'auto',
    sound: flag('sound'),
    volume: volumeOf(data['volume']),
  };
}

export const settings = signal<Settings>({ ...DEFAULT_SETTINGS });

export function updateSettings(patch: Partial<Settings>): void {
  settings.value = { ...settings.value, ...patch };
}

/** The system's prefers-reduced-motion, kept live. */
const systemReduced = signal(false);
if (typeof matchMedia === 'function') {
  const query = matchMedia('(prefers-reduced-motion: reduce)');
  systemReduced.value = query.matches;
  query.addEventListener('change', () => (systemReduced.value = query.matches));
}

export const reducedMotion = computed(() => settings.value.motion === 'reduced' || systemReduced.value);

/** A short buzz on placement, when allowed and available. */
export function buzz(): void {
  if (!settings.value.vibration || typeof navigator === 'undefined' || !('vibrate' in navigator)) return;
  try {
    navigator.vibrate(12);
  } catch {
    // Some browsers throw without a user gesture; a buzz is never worth an error.
  }
}
