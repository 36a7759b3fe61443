/**
 * A 7 Jours move in the review: the deal or the pick as played beside the review's choice, drawn as
 * the cards it cut or took. Everything on the table was public; the undealt order never is.
 */
import type { MoveReview } from '../../ai/review.js';
import type { Move, SeatView } from '../../engine/septjours/index.js';
import { messages } from '../i18n/index.js';
import { shifted } from './cards.js';
import { Card } from './CardFace.js';
import { cardNames } from './words.js';

/** The packets a move shows: the one taken, or all those a deal cut. */
function packetsOf(view: SeatView, move: Move): { title: string; packets: (readonly string[])[] } {
  const m = messages.value;
  if ('pick' in move) return { title: m.review.tookPacket({ n: move.pick + 1 }), packets: [view.packets?.[move.pick] ?? []] };
  const row = shifted(view.row, move.shift);
  const packets: string[][] = [];
  let at = 0;
  for (const size of move.packets) {
    packets.push(row.slice(at, at + size));
    at += size;
  }
  return { title: m.review.dealtPackets({ shift: move.shift }), packets };
}

function MoveCards({ caption, view, move }: { caption: string; view: SeatView; move: Move }) {
  const { title, packets } = packetsOf(view, move);
  return (
    <figure class="review-cards">
      <figcaption>
        {caption} · {title}
      </figcaption>
      <div class="review-cards__packets">
        {packets.map((cards, i) => (
          <span key={i} class="review-cards__packet" role="img" aria-label={messages.value.common.list({ items: cardNames(cards) })}>
            {cards.map((card, k) => (
              <Card key={k} card={card} mini />
            ))}
          </span>
        ))}
      </div>
    </figure>
  );
}

export function SeptReviewMove({ view, review }: { view: SeatView; review: MoveReview<Move> }) {
  const m = messages.value;
  return (
    <div class="review-cards__pair">
      <MoveCards caption={m.review.played} view={view} move={review.played.move} />
      {!review.matched && <MoveCards caption={m.review.better} view={view} move={review.best.move} />}
    </div>
  );
}
