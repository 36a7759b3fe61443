/**
 * Which screen is shown, as a signal (no router library). Each move to a screen is a history entry,
 * so the phone's back gesture goes back a screen instead of leaving the app.
 */
import { signal } from '@preact/signals';
import type { GameId } from '../../engine/gameIds.js';
import type { AnySession } from './sessions.js';

export type Screen = 'home' | 'new' | 'game' | 'rules' | 'settings' | 'history' | 'stats' | 'replay' | 'import' | 'daily' | 'review';
const SCREENS: readonly Screen[] = ['home', 'new', 'game', 'rules', 'settings', 'history', 'stats', 'replay', 'import', 'daily', 'review'];

export const screen = signal<Screen>('home');
/** The game in progress (or just finished), if any. */
export const session = signal<AnySession | null>(null);
/** A game Home asked the New game screen to set up (Home stays light: it never loads the setup code). */
export const gameToSetUp = signal<GameId | null>(null);

function screenFrom(state: unknown): Screen {
  const name = (state as { screen?: unknown } | null)?.screen;
  return SCREENS.includes(name as Screen) ? (name as Screen) : 'home';
}

export function go(to: Screen, options: { replace?: boolean } = {}): void {
  if (to === screen.value) return;
  if (typeof history !== 'undefined') {
    if (options.replace) history.replaceState({ screen: to }, '');
    else history.pushState({ screen: to }, '');
  }
  screen.value = to;
}

/** Back one screen; from the first screen, home. */
export function back(): void {
  if (typeof history !== 'undefined' && history.state && screen.value !== 'home') history.back();
  else go('home', { replace: true });
}

if (typeof window !== 'undefined') {
  history.replaceState({ screen: 'home' }, '');
  window.addEventListener('popstate', (event) => {
    const to = screenFrom(event.state);
    // A game screen with no game (e.g. after a reload) has nothing to show.
    screen.value = to === 'game' && !session.value ? 'home' : to;
  });
}
