/**
 * Which game the review screen shows, and opening it: light enough for Game over, the games list and
 * the replay viewer to import (the review itself, with both games' code, loads with its screen).
 */
import { signal } from '@preact/signals';
import { go } from './navigation.js';
import type { AnySession } from './sessions.js';

/** The game the review screen reviews. */
export const reviewing = signal<AnySession | null>(null);

export function openReview(game: AnySession): void {
  reviewing.value = game;
  go('review');
}
