/** 7 Jours in words: cards, packets, previews, refusals and what is read out after each move. */
import type { PlayedMove, Refusal } from '../../engine/septjours/index.js';
import { messages } from '../i18n/index.js';
import { faceOf, type PickPreview } from './cards.js';

export const ELEMENT_KEYS = ['earth', 'air', 'water', 'fire'] as const;

export function elementName(element: number): string {
  return messages.value.sept.elements[ELEMENT_KEYS[element]!];
}

/** "Fire, 2 stars". */
export function cardName(name: string): string {
  const { element, stars } = faceOf(name);
  return messages.value.sept.card({ name: elementName(element), n: stars });
}

export function cardNames(cards: readonly string[]): string[] {
  return cards.map(cardName);
}

/** A packet's name: its number (from 1) and its cards. */
export function packetName(index: number, cards: readonly string[]): string {
  return messages.value.sept.packet({ n: index + 1, items: cardNames(cards) });
}

/** What a packet would do to the picker's points, in words: "+8 for you", then each bonus won or lost. */
export function previewWords(preview: PickPreview): string[] {
  const { sept } = messages.value;
  const parts = [sept.gain({ n: preview.gain })];
  for (const change of preview.changes) {
    const name = elementName(change.element);
    if (change.kind === 'most') parts.push(change.won ? sept.winsMost({ name }) : sept.losesMost({ name }));
    else parts.push(change.won ? sept.winsFewest({ name }) : sept.losesFewest({ name }));
  }
  return parts;
}

/** An engine refusal in the player's words (the screen refuses most things itself first). */
export function refusalWords(refusal: Refusal, nameOf: (seat: number) => string): string {
  const m = messages.value;
  switch (refusal.code) {
    case 'game-over':
      return m.refusals.gameOver;
    case 'packet-taken':
      return m.sept.packetTaken;
    case 'bad-shift':
      return m.sept.shiftLimit({ n: 2 });
    case 'packet-count':
      return m.sept.wrongCount({ n: refusal.count, total: refusal.expected });
    case 'deal-due':
      return m.sept.notYours({ name: nameOf(refusal.dealer) });
    case 'pick-due':
      return m.sept.notYours({ name: nameOf(refusal.seat) });
    default:
      return m.sept.refused;
  }
}

/** A move as it is read out. */
export function moveWords(played: PlayedMove, nameOf: (seat: number) => string): string {
  const { sept } = messages.value;
  const name = nameOf(played.player);
  if ('pick' in played) return sept.took({ name, n: played.pick + 1, items: cardNames(played.cards) });
  return sept.dealt({ name, n: played.shift, parts: played.cards.map((cards, i) => packetName(i, cards)) });
}
