/**
 * The end: the ranking, the tie-break when it decided, each player's combinations; Rematch (Share
 * result for a daily deal, which is never played again) and New game.
 */
import { useSignal } from '@preact/signals';
import type { VNode } from 'preact';
import { go } from '../model/navigation.js';
import { openReview } from '../model/reviewing.js';
import { tallies, tieBreakWords, winnersOf } from '../model/results.js';
import type { Table } from '../model/table.js';
import { messages } from '../i18n/index.js';
import { comboName } from '../model/words.js';
import { ActionIcon } from './ActionIcon.js';
import { Icon } from './Icon.js';
import { Ranking } from './Ranking.js';
import { ShareSheet } from './ShareSheet.js';
import { resultsSheetType } from './TypeWarmUp.js';
import { useResultsSheet } from './useResultsSheet.js';
import { dailyDayOf } from '../daily/book.js';
import { ShareResult } from '../daily/ShareResult.js';

interface Props {
  table: Table;
  onRematch: () => void;
}

export function GameOver({ table, onRematch }: Props) {
  const { session } = table;
  const sharing = useSignal(false);
  const { open, filled, heading, backdrop } = useResultsSheet(table);
  if (!open) return null;
  const m = messages.value;
  const winnerSeats = winnersOf(session);
  const winners = winnerSeats.map((s) => session.nameOf(s));
  // "You win!" when the one human at the device won.
  const you = winnerSeats.length === 1 && session.humans.length === 1 && session.humans[0] === winnerSeats[0];
  const title = you
    ? m.results.youWin
    : winners.length > 1
      ? m.results.shareWin({ names: winners })
      : m.results.wins({ name: winners[0]! });
  const tie = tieBreakWords(session);
  const daily = dailyDayOf(session, 0);
  return (
    <div class={backdrop}>
      <section class="sheet gameover" role="dialog" aria-modal="true" aria-labelledby="gameover-title">
        <p class="gameover__kicker">{m.results.kicker}</p>
        <h2 id="gameover-title" class="gameover__title" tabIndex={-1} ref={heading}>
          <Icon name="trophy" /> {title}
        </h2>
        <Ranking session={session} />
        {tie && (
          <p class="gameover__tie" data-tiebreak>
            {tie}
          </p>
        )}
        {filled && <Combinations session={session} />}
        <div class="gameover__actions">
          {daily?.day.result ? (
            // A daily deal is played once: no rematch, its result is there to share.
            <ShareResult day={daily.key} result={daily.day.result} />
          ) : (
            <button type="button" class="button" onClick={onRematch}>
              <Icon name="refresh" /> {m.results.rematch}
            </button>
          )}
          <button type="button" class="button button--secondary" onClick={() => go('new')}>
            {m.common.newGame}
          </button>
          <button type="button" class="button button--ghost gameover__review" data-action="review" onClick={() => openReview(session)}>
            <Icon name="review" /> {m.review.open}
          </button>
          <button type="button" class="button button--ghost" onClick={() => (table.resultsOpen.value = false)}>
            <Icon name="board" /> {m.results.seeBoard}
          </button>
          <button type="button" class="button button--ghost gameover__share" onClick={() => (sharing.value = true)}>
            <ActionIcon name="share" /> {m.common.share}
          </button>
        </div>
      </section>
      {sharing.value && <ShareSheet session={session} onClose={() => (sharing.value = false)} />}
    </div>
  );
}

/** Each player's combinations, by kind: how many, and the minutes they made. */
function Combinations({ session }: { session: Table['session'] }) {
  const m = messages.value;
  const tally = tallies(session.game.players, session.history.value);
  return (
    <>
      <h3 class="gameover__subtitle">{m.results.combinations}</h3>
      <div class="tallies">
        {session.seats.map((seat, i) => (
          <div key={i} class={`tally ${session.seatClass(i)}`}>
            <p class="tally__name">{seat.name}</p>
            {tally[i]!.length === 0 ? (
              <p class="tally__none">{m.results.none}</p>
            ) : (
              <ul class="tally__list">
                {tally[i]!.map((t) => (
                  <li key={t.key}>
                    <span>{comboName(t.key)}</span>
                    <span class="tally__count">×{t.count}</span>
                    <span class="tally__minutes">{t.minutes}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
    </>
  );
}

/**
 * The sheet's type, set ahead in idle time (TypeWarmUp): the ranking's places, names and minutes and
 * the combinations' minutes, each in the classes that give it, with the sheet's own.
 */
export function gameOverType(): VNode[] {
  const m = messages.value;
  return resultsSheetType([
    <span class="ranking__place">{m.common.sharedPlace({ n: 1 })}</span>,
    <span class="ranking__name">{m.results.rematch}</span>,
    <span class="ranking__minutes">0123456789</span>,
    <ul class="tally__list">
      <li>
        <span class="tally__minutes">0123456789</span>
      </li>
    </ul>,
  ]);
}
