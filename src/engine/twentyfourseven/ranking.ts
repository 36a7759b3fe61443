/** Places from first: most minutes, then fewer tiles left in hand; still equal is a shared place. */
export function rankSeats(scores: ArrayLike<number>, handSizes: ArrayLike<number>): number[][] {
  const seats = Array.from({ length: scores.length }, (_, seat) => seat);
  seats.sort((a, b) => scores[b]! - scores[a]! || handSizes[a]! - handSizes[b]! || a - b);
  const places: number[][] = [];
  for (const seat of seats) {
    const place = places[places.length - 1];
    const first = place?.[0];
    if (place && first !== undefined && scores[first] === scores[seat] && handSizes[first] === handSizes[seat]) {
      place.push(seat);
    } else {
      places.push([seat]);
    }
  }
  return places;
}

/** True when the tie on minutes between the leaders was settled by the tiles left in hand. */
export function tieBreakDecided(scores: ArrayLike<number>, handSizes: ArrayLike<number>, places: number[][]): boolean {
  const [first, second] = places;
  if (!first || !second) return false;
  return scores[first[0]!] === scores[second[0]!] && handSizes[first[0]!] !== handSizes[second[0]!];
}
