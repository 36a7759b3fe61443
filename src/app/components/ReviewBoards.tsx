/**
 * A 24/7 move in the review: what its player could see then (their own tiles, the pile's size; never
 * the other hands), and the board after the move as played beside the board after the review's
 * choice, each move ringed and its combinations lit.
 */
import { Game, viewFor, type Move, type PlayedMove } from '../../engine/twentyfourseven/index.js';
import type { MoveReview } from '../../ai/review.js';
import { messages } from '../i18n/index.js';
import type { GameSession } from '../model/session.js';
import { ReplayBoard } from './ReplayBoard.js';

/** The game after its first `moves` moves, then `extra` played if given. */
function after(game: GameSession, moves: number, extra?: Move): { position: Game; played: PlayedMove | null } {
  const position = new Game(game.game.players, game.game.deck);
  for (const move of game.game.history.slice(0, moves)) position.play(move);
  if (!extra) return { position, played: position.history[moves - 1] ?? null };
  const result = position.play(extra);
  return { position, played: result.ok ? result.played : null };
}

export function ReviewBoards({ game, index, review }: { game: GameSession; index: number; review: MoveReview<Move> }) {
  const m = messages.value;
  const seatClass = (seat: number) => game.seatClass(seat);
  const before = after(game, index).position;
  const hand = viewFor(before.state, review.seat).hand;
  const played = after(game, index + 1);
  const better = review.matched ? null : after(game, index, review.best.move);
  return (
    <div class="review-boards">
      <p class="review-boards__knew">
        <span>{m.review.knew({ name: game.nameOf(review.seat) })}</span>
        <span class="review-hand">
          {hand.map((v, i) => (
            <span key={i} class="review-hand__tile">
              {v}
            </span>
          ))}
        </span>
        <span class="review-boards__pile">{m.review.pile({ n: before.state.pileSize })}</span>
      </p>
      <div class="review-boards__pair">
        <figure class="review-boards__board">
          <figcaption>{m.review.played}</figcaption>
          <div class="board-frame">
            <ReplayBoard
              position={played.position}
              move={played.played}
              seatClass={seatClass}
              label={m.review.boardPlayed({ n: index + 1 })}
            />
          </div>
        </figure>
        {better && (
          <figure class="review-boards__board review-boards__board--better">
            <figcaption>{m.review.better}</figcaption>
            <div class="board-frame">
              <ReplayBoard
                position={better.position}
                move={better.played}
                seatClass={seatClass}
                label={m.review.boardBetter({ n: index + 1 })}
              />
            </div>
          </figure>
        )}
      </div>
    </div>
  );
}
