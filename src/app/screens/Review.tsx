/**
 * The review of a game: its moves judged in the worker one by one, with a progress bar and Stop; then
 * each player's accuracy, what they gave away and how often they found the best move; their costliest
 * moves first, each with what its player could see then and the better move beside it; then every
 * move with its mark. A finished review is kept with the game, so opening it again is instant.
 */
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { MoveReview as GameMoveReview } from '../../ai/review.js';
import type * as SeptJours from '../../engine/septjours/index.js';
import type * as TwentyFourSeven from '../../engine/twentyfourseven/index.js';
import { ReviewBoards } from '../components/ReviewBoards.js';
import { ScreenHeader } from '../components/ScreenHeader.js';
import { formats, messages } from '../i18n/index.js';
import { aiBridge, aiProblemWords } from '../model/ai.js';
import { gameName } from '../model/gameNames.js';
import { ReviewRun, type AnyMoveReview } from '../model/review.js';
import type { AnySession } from '../model/sessions.js';
import { SeptReviewMove } from '../septjours/SeptReviewMove.js';
import { keepReview, keptReview } from '../store/reviews.js';
import { Icon } from '../components/Icon.js';
import '../styles/review.css';
import { useModel } from '../components/useModel.js';

export function Review({ game }: { game: AnySession }) {
  const run = useModel(() => new ReviewRun(game, aiBridge()), [game]);
  useEffect(() => {
    let live = true;
    void keptReview(game).then((kept) => {
      if (!live) return;
      if (kept) run.adopt(kept);
      else void judge(run);
    });
    return () => {
      live = false;
      run.cancel();
    };
  }, [run]);
  const m = messages.value;
  const f = formats.value;
  const humans = game.humans;
  const first = humans[0] ?? 0;
  const seat = useSignal(first);
  const shown = seat.value;
  const summary = run.summaryOf(shown);
  return (
    <main class="screen review" data-game={game.gameId}>
      <ScreenHeader title={m.review.title} />
      <p class="review__game">
        {gameName(game.gameId)} · {m.common.versus({ names: game.seats.map((s) => s.name) })} · {f.day(game.setup.started)}
      </p>
      <Progress run={run} />
      <section class="card review__players" aria-label={m.review.accuracy}>
        {game.seats.map((player, i) => (
          <SeatFigures
            key={i}
            run={run}
            seat={i}
            name={player.name}
            colour={game.seatClass(i)}
            chosen={shown === i}
            onChoose={() => (seat.value = i)}
          />
        ))}
      </section>
      {summary && (
        <>
          <section class="card" aria-labelledby="review-costliest">
            <h2 class="card__title" id="review-costliest">
              {m.review.costliest} · {game.nameOf(shown)}
            </h2>
            <Costliest run={run} seat={shown} />
          </section>
          <section class="card" aria-labelledby="review-all">
            <h2 class="card__title" id="review-all">
              {m.review.allMoves} · {game.nameOf(shown)}
            </h2>
            <ol class="review-list">
              {run.movesOf(shown).map((index) => (
                <MoveLine key={index} run={run} index={index} />
              ))}
            </ol>
          </section>
        </>
      )}
    </main>
  );
}

/** Judges what is left, then keeps the review with its game. */
async function judge(run: ReviewRun): Promise<void> {
  await run.run();
  const review = run.review.peek();
  if (review) await keepReview(run.game, review);
}

function Progress({ run }: { run: ReviewRun }) {
  const m = messages.value;
  const done = run.done.value;
  const total = run.total;
  const problem = run.problem.value;
  if (run.review.value) return null;
  if (run.running.value) {
    return (
      <section class="card review__progress" aria-live="polite">
        <p>{m.review.running({ done: Math.min(done, total - 1), total })}</p>
        <div
          class="review__bar"
          role="progressbar"
          aria-label={m.review.progress}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
        >
          <span style={{ width: `${(100 * done) / Math.max(1, total)}%` }} />
        </div>
        <button type="button" class="button button--secondary button--small" data-action="stop-review" onClick={() => run.cancel()}>
          {m.review.cancel}
        </button>
      </section>
    );
  }
  return (
    <section class="card review__progress" role={problem ? 'alert' : undefined}>
      <p>{problem ? m.review.failed({ reason: aiProblemWords(problem) }) : m.review.stopped({ done, total })}</p>
      <button type="button" class="button button--small" data-action="resume-review" onClick={() => void judge(run)}>
        <Icon name="play" /> {problem ? m.review.retry : m.review.resume}
      </button>
    </section>
  );
}

interface SeatProps {
  run: ReviewRun;
  seat: number;
  name: string;
  colour: string;
  chosen: boolean;
  onChoose: () => void;
}

/** A player's figures, and the button that shows their moves below. */
function SeatFigures({ run, seat, name, colour, chosen, onChoose }: SeatProps) {
  const m = messages.value;
  void run.moves.value; // redraw as moves come in
  const summary = run.summaryOf(seat);
  const points = run.game.gameId === '7-jours';
  return (
    <button
      type="button"
      class={`review-seat ${colour}`}
      aria-pressed={chosen}
      data-review-seat={seat}
      disabled={!summary}
      onClick={onChoose}
    >
      <span class="review-seat__name">{name}</span>
      {summary ? (
        <>
          <span class="review-seat__accuracy" data-accuracy={summary.accuracy === null ? '' : summary.accuracy.toFixed(1)}>
            {summary.accuracy === null ? m.review.noMoves : m.review.accuracyValue({ n: summary.accuracy })}
            <small>{m.review.accuracy}</small>
          </span>
          <span class="review-seat__line">
            {points ? m.review.givenAwayPoints({ n: summary.givenAway }) : m.review.givenAway({ n: summary.givenAway })}
          </span>
          <span class="review-seat__line">{m.review.bestFound({ n: summary.best, total: summary.moves })}</span>
        </>
      ) : (
        <span class="review-seat__line review-seat__waiting">…</span>
      )}
    </button>
  );
}

function Costliest({ run, seat }: { run: ReviewRun; seat: number }) {
  const costliest = run.costliest(seat);
  if (costliest.length === 0) return <p>{messages.value.review.noneCostly}</p>;
  return (
    <ol class="review-costliest">
      {costliest.map((index) => (
        <li key={index}>
          <MoveDetail run={run} index={index} />
        </li>
      ))}
    </ol>
  );
}

/** A line of the list of moves: its number, its mark, what it gave away; opened, its detail. */
function MoveLine({ run, index }: { run: ReviewRun; index: number }) {
  const open = useSignal(false);
  const review = run.moves.value[index];
  if (!review) return null;
  const m = messages.value;
  return (
    <li class={`review-line review-line--${review.mark}`} data-review-move={index} data-mark={review.mark}>
      <button type="button" class="review-line__head" aria-expanded={open.value} onClick={() => (open.value = !open.value)}>
        <span class="review-line__number">{m.review.move({ n: index + 1 })}</span>
        <MarkChip review={review} />
        <GivenAway run={run} review={review} />
      </button>
      {open.value && <MoveDetail run={run} index={index} bare />}
    </li>
  );
}

function MarkChip({ review }: { review: AnyMoveReview }) {
  const m = messages.value;
  return <span class={`review-mark review-mark--${review.mark}`}>{review.forced ? m.review.forced : m.review.marks[review.mark]}</span>;
}

function GivenAway({ run, review }: { run: ReviewRun; review: AnyMoveReview }) {
  const m = messages.value;
  if (review.givenAway < 0.5) return null;
  const n = review.givenAway;
  return (
    <span class="review-line__lost">{run.game.gameId === '7-jours' ? m.review.givenAwayPoints({ n }) : m.review.givenAway({ n })}</span>
  );
}

/** One move judged: the move played and the review's choice, each with its score now and what it leads to, and the picture. */
function MoveDetail({ run, index, bare = false }: { run: ReviewRun; index: number; bare?: boolean }) {
  const m = messages.value;
  const review = run.moves.value[index];
  if (!review) return null;
  const game = run.game;
  const points = game.gameId === '7-jours';
  /** 24/7: the tile and the cell, "7 on row 5, column 7" (7 Jours draws its cards below). */
  const what = (judged: AnyMoveReview['played']) => ('r' in judged.move ? `${m.review.placement(judged.move)} · ` : '');
  const expected = (judged: AnyMoveReview['played']) =>
    judged.expected &&
    (points
      ? m.review.expectedPoints({ win: judged.expected.winRate, margin: judged.expected.margin })
      : m.review.expected({ win: judged.expected.winRate, margin: judged.expected.margin }));
  return (
    <article class="review-move" data-review-detail={index}>
      {!bare && (
        <header class="review-move__head">
          <span class="review-line__number">{m.review.move({ n: index + 1 })}</span>
          <MarkChip review={review} />
          <GivenAway run={run} review={review} />
        </header>
      )}
      <dl class="review-move__facts">
        <dt>{m.review.played}</dt>
        <dd>
          {what(review.played)}
          {m.review.now({ n: review.played.points })} {expected(review.played) && <span>· {expected(review.played)}</span>}
        </dd>
        <dt>{m.review.better}</dt>
        <dd>
          {review.matched ? (
            m.review.same
          ) : (
            <>
              {what(review.best)}
              {m.review.now({ n: review.best.points })} {expected(review.best) && <span>· {expected(review.best)}</span>}
            </>
          )}
        </dd>
      </dl>
      {game.gameId === '7-jours' ? (
        <SeptReviewMove view={run.viewBefore(index) as SeptJours.SeatView} review={review as GameMoveReview<SeptJours.Move>} />
      ) : (
        <ReviewBoards game={game} index={index} review={review as GameMoveReview<TwentyFourSeven.Move>} />
      )}
    </article>
  );
}
