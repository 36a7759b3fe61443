/** The end: the ranking (shared places), each player's stars, majorities, minorities and total; Rematch, New game, the table, Share. */
import { useSignal } from '@preact/signals';
import type { VNode } from 'preact';
import { ActionIcon } from '../components/ActionIcon.js';
import { Icon } from '../components/Icon.js';
import { ShareSheet } from '../components/ShareSheet.js';
import { resultsSheetType } from '../components/TypeWarmUp.js';
import { useResultsSheet } from '../components/useResultsSheet.js';
import { messages } from '../i18n/index.js';
import { go } from '../model/navigation.js';
import { openReview } from '../model/reviewing.js';
import { PointsTable } from './PointsTable.js';
import type { SeptTable } from './table.js';

interface Props {
  table: SeptTable;
  onRematch: () => void;
}

export function SeptGameOver({ table, onRematch }: Props) {
  const { session } = table;
  const sharing = useSignal(false);
  const { open, filled, heading, backdrop } = useResultsSheet(table);
  if (!open) return null;
  const m = messages.value;
  const ranking = session.ranking.value;
  const winnerSeats = ranking[0] ?? [];
  const winners = winnerSeats.map((s) => session.nameOf(s));
  const you = winnerSeats.length === 1 && session.humans.length === 1 && session.humans[0] === winnerSeats[0];
  const title = you
    ? m.results.youWin
    : winners.length > 1
      ? m.results.shareWin({ names: winners })
      : m.results.wins({ name: winners[0]! });
  return (
    <div class={backdrop}>
      <section class="sheet gameover sept-over" role="dialog" aria-modal="true" aria-labelledby="gameover-title">
        <p class="gameover__kicker">{m.results.kicker}</p>
        <h2 id="gameover-title" class="gameover__title" tabIndex={-1} ref={heading}>
          <Icon name="trophy" /> {title}
        </h2>
        {filled && <PointsTable session={session} />}
        <div class="gameover__actions">
          <button type="button" class="button" onClick={onRematch}>
            <Icon name="refresh" /> {m.results.rematch}
          </button>
          <button type="button" class="button button--secondary" onClick={() => go('new')}>
            {m.common.newGame}
          </button>
          <button type="button" class="button button--ghost gameover__review" data-action="review" onClick={() => openReview(session)}>
            <Icon name="review" /> {m.review.open}
          </button>
          <button type="button" class="button button--ghost" onClick={() => (table.resultsOpen.value = false)}>
            <Icon name="board" /> {m.sept.seeTable}
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

/**
 * The sheet's type, set ahead in idle time (TypeWarmUp): the table's heading, places, names and
 * points and its legend, each in the classes that give it, with the sheet's own.
 */
export function septGameOverType(): VNode[] {
  const m = messages.value;
  const cell = (sample: VNode) => (
    <table class="sept-over__table">
      <tbody>
        <tr class="sept-over__row">{sample}</tr>
      </tbody>
    </table>
  );
  return resultsSheetType([
    <table class="sept-over__table">
      <thead>
        <tr>
          <th class="sept-over__num sept-over__total">{m.sept.total}</th>
        </tr>
      </thead>
    </table>,
    cell(<td class="ranking__place">{m.common.sharedPlace({ n: 1 })}</td>),
    cell(<th class="sept-over__name">{m.results.rematch}</th>),
    cell(<td class="sept-over__num">0123456789</td>),
    cell(<td class="sept-over__num sept-over__total">0123456789</td>),
    <p class="sept-over__legend">{m.sept.stars}</p>,
  ]);
}
