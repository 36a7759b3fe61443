/**
 * Every game event that makes a sound, in both games. The screens name what happened; synth.ts
 * decides how it sounds, so a sound can change without touching a screen.
 */
import type { ComboKey } from '../../engine/twentyfourseven/index.js';

export type SoundEvent =
  /** 24/7: a tile lifted from the rack (picked or dragged). */
  | { kind: 'pick' }
  /** 24/7: the player's tile put down on the board. */
  | { kind: 'place' }
  /** 24/7: an AI's tile put down. */
  | { kind: 'aiPlace' }
  /** A move the rules refuse, in either game. */
  | { kind: 'refuse' }
  /** 24/7: one combination lighting up; `minutes` its own, before doubling; `doubled` on a 2x cell. */
  | { kind: 'combo'; key: ComboKey; minutes: number; doubled: boolean }
  /** The end of a game, for the player at this device. */
  | { kind: 'end'; won: boolean }
  /** 7 Jours: the dealer lays out the row. */
  | { kind: 'deal' }
  /** 7 Jours: an end card moved to the other end. */
  | { kind: 'shift' }
  /** 7 Jours: a cut made between two cards. */
  | { kind: 'cut' }
  /** 7 Jours: a packet taken. */
  | { kind: 'takePacket' };

export type SoundKind = SoundEvent['kind'];
