/**
 * The player's settings, kept in localStorage for now (a later issue moves them to IndexedDB).
 * Unknown or damaged stored values fall back to the defaults, field by field.
 */
import { computed, signal } from '@preact/signals';

export interface Settings {
  /** Show a placement with its score and ask before playing it. */
  confirm: boolean;
  /** Offer the hint button on human turns. */
  hints: boolean;
  /** 'system' follows prefers-reduced-motion; 'reduced' always keeps movement to a minimum. */
  motion: 'system' | 'reduced';
  /** A short buzz when a tile is placed, where the device can. */
  vibration: boolean;
}

export const DEFAULT_SETTINGS: Settings = { confirm: true, hints: true, motion: 'system', vibration: true };
const KEY = '24-7:settings';

export function parseSettings(text: string | null): Settings {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    // Damaged: defaults.
  }
  const flag = (key: 'confirm' | 'hints' | 'vibration') => (typeof data[key] === 'boolean' ? data[key] : DEFAULT_SETTINGS[key]);
  return {
    confirm: flag('confirm'),
    hints: flag('hints'),
    vibration: flag('vibration'),
    motion: data['motion'] === 'reduced' ? 'reduced' : 'system',
  };
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // Blocked storage (private mode): settings last for the session only.
  }
}

export const settings = signal<Settings>(parseSettings(storage()?.getItem(KEY) ?? null));

export function updateSettings(patch: Partial<Settings>): void {
  settings.value = { ...settings.value, ...patch };
  try {
    storage()?.setItem(KEY, JSON.stringify(settings.value));
  } catch {
    // Full or blocked: keep the in-memory value.
  }
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
