/**
 * The move the 7 Jours replay shows: who dealt (the shift, and the packets as cut) or who took which
 * packet, with the cards; what it did to the mover's points and to anyone else's (a majority or a
 * minority passes on); who deals when a round begins; and the final points at the end.
 */
import type { PlayedMove } from '../../engine/septjours/index.js';
import { messages } from '../i18n/index.js';
import type { SeptReplay } from '../model/septjours/replay.js';
import { Card } from './CardFace.js';
import { PointsTable } from './PointsTable.js';
import { moveWords } from './words.js';

export function SeptReplayMove({ replay }: { replay: SeptReplay }) {
  const m = messages.value;
  const { final } = replay;
  const move = replay.current.value;
  const view = replay.view.value;
  // The deal, or a round's last pick: the next row is laid out and its dealer is to move.
  const newRound = view.packets === undefined ? m.sept.roundStarts({ n: view.round, name: final.nameOf(view.dealer) }) : null;
  return (
    <>
      {move && <Played replay={replay} move={move} />}
      {newRound && <p class="replay__deal sept-replay__next">{newRound}</p>}
      {replay.atEnd.value && !final.game.over && <p class="replay__stop">{m.replay.stillInPlay}</p>}
    </>
  );
}

function Played({ replay, move }: { replay: SeptReplay; move: PlayedMove }) {
  const m = messages.value;
  const { final } = replay;
  const nameOf = (seat: number) => final.nameOf(seat);
  const pick = 'pick' in move;
  const changes = replay.changes.value;
  const own = changes[move.player]!;
  const others = changes.flatMap((n, seat) => (n !== 0 && seat !== move.player ? [{ seat, n }] : []));
  const packets = pick ? [move.cards] : move.cards;
  return (
    <>
      <div class={`sept-replay__played ${final.seatClass(move.player)}`} data-move={pick ? 'pick' : 'deal'}>
        <p class="replay__what">
          <span class="visually-hidden">{moveWords(move, nameOf)}</span>
          <span class="replay__who" aria-hidden="true">
            {nameOf(move.player)}
          </span>
          <span class="replay__where" aria-hidden="true">
            {pick ? m.sept.logTook({ n: move.pick + 1 }) : m.sept.logDealt({ n: move.shift })}
          </span>
        </p>
        {/* A deal moves no card to anyone: no points to show. */}
        {pick && (
          <span class={`replay__total${own > 0 ? ' replay__total--scored' : ''}`} data-change={own}>
            <span class="visually-hidden">{m.sept.pointsChange({ name: nameOf(move.player), n: own })}</span>
            <span aria-hidden="true">
              {m.sept.pointsDelta({ n: own })}
              <small>{m.sept.pointsShort}</small>
            </span>
          </span>
        )}
        <span class="sept-replay__cards" aria-hidden="true">
          {packets.map((cards, p) => (
            <span key={p} class="sept-replay__group">
              {cards.map((card, i) => (
                <Card key={i} card={card} mini />
              ))}
            </span>
          ))}
        </span>
      </div>
      {others.length > 0 && (
        <ul class="sept-replay__others" aria-label={m.sept.othersChanged}>
          {others.map(({ seat, n }) => (
            <li key={seat} class={`sept-replay__other ${final.seatClass(seat)}`} data-seat={seat} data-change={n}>
              <span class="visually-hidden">{m.sept.pointsChange({ name: nameOf(seat), n })}</span>
              <span aria-hidden="true">
                {nameOf(seat)} <b>{m.sept.pointsDelta({ n })}</b>
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The end: the final points, as the game's end shows them. */
export function SeptFinalPoints({ replay }: { replay: SeptReplay }) {
  const m = messages.value;
  return (
    <section class="replay__ranking sept-replay__ranking" aria-labelledby="sept-replay-ranking">
      <h2 id="sept-replay-ranking" class="replay__ranking-title">
        {m.replay.finalRanking}
      </h2>
      <PointsTable session={replay.final} />
    </section>
  );
}
