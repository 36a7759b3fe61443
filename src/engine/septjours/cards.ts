/**
 * The 28 cards and the game's constants. A card is a small code, element * 4 + stars (E = 0, A = 1,
 * W = 2, F = 3): cards of the same element and stars are interchangeable, so a code names a kind, and
 * the hot paths read the element and stars with one shift and one mask.
 */

export const ELEMENTS = 4;
export const ELEMENT_LETTERS = ['E', 'A', 'W', 'F'] as const;
export const ELEMENT_NAMES = ['Earth', 'Air', 'Water', 'Fire'] as const;
/** Copies per element of the card with 0, 1, 2 and 3 stars. */
export const COPIES_BY_STARS = [3, 2, 1, 1] as const;
export const MAX_STARS = 3;
export const CARDS_PER_ELEMENT = 7;
export const CARD_COUNT = ELEMENTS * CARDS_PER_ELEMENT;
/** Cards laid out a round: one per day of the week. */
export const ROW_SIZE = 7;
export const ROUNDS = CARD_COUNT / ROW_SIZE;
/** Points for the strict most, and for the strict fewest, cards of an element. */
export const BONUS = 5;
/** How many places the dealer may rotate the row, either way. */
export const MAX_SHIFT = 2;
export const SHIFTS = 2 * MAX_SHIFT + 1;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;
/** Packets dealt with 2 players: each takes two. */
export const TWO_PLAYER_PACKETS = 4;
export const MAX_PACKETS = MAX_PLAYERS;
/** Distinct card codes (element * 4 + stars). */
export const CARD_CODES = ELEMENTS * (MAX_STARS + 1);

/** A card as its code, element * 4 + stars. */
export type Card = number;

export function isPlayerCount(value: unknown): value is 2 | 3 | 4 | 5 {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_PLAYERS && value <= MAX_PLAYERS;
}

/** Packets a dealer cuts: as many as players, or 4 with 2 players. */
export function packetCount(players: number): number {
  return players === 2 ? TWO_PLAYER_PACKETS : players;
}

export const cardOf = (element: number, stars: number): Card => element * (MAX_STARS + 1) + stars;
export const elementOf = (card: Card): number => card >> 2;
export const starsOf = (card: Card): number => card & 3;

/** "E3", "A0" … */
export function formatCard(card: Card): string {
  return `${ELEMENT_LETTERS[elementOf(card)]!}${starsOf(card)}`;
}

/** The card a name stands for, or -1 when it names none. */
export function parseCard(text: unknown): Card {
  if (typeof text !== 'string' || text.length !== 2) return -1;
  const element = (ELEMENT_LETTERS as readonly string[]).indexOf(text[0]!);
  const stars = text.charCodeAt(1) - 48;
  if (element < 0 || stars < 0 || stars > MAX_STARS) return -1;
  return cardOf(element, stars);
}

/** Copies of a card in the deck. */
export function copiesOf(card: Card): number {
  return COPIES_BY_STARS[starsOf(card)]!;
}

/** The 28 cards in standard order: element by element, stars descending (E3 E2 E1 E1 E0 E0 E0 A3 …). */
export function standardCards(): Card[] {
  const cards: Card[] = [];
  for (let e = 0; e < ELEMENTS; e++) {
    for (let s = MAX_STARS; s >= 0; s--) for (let k = 0; k < COPIES_BY_STARS[s]!; k++) cards.push(cardOf(e, s));
  }
  return cards;
}

/** The standard deck as card names. */
export function standardDeck(): string[] {
  return standardCards().map(formatCard);
}

/** Standard order of cards (the order of standardCards), for sorting lists of cards. */
export function compareCards(a: Card, b: Card): number {
  return elementOf(a) - elementOf(b) || starsOf(b) - starsOf(a);
}
