/** The move the replay shows: who placed what where, its combinations and minutes, who was skipped; and the final ranking. */
import type { PlayedMove } from '../../engine/twentyfourseven/index.js';
import { formats, messages } from '../i18n/index.js';
import type { Replay } from '../model/replayState.js';
import { tieBreakWords } from '../model/results.js';
import { Ranking } from '../components/Ranking.js';
import { comboName, moveWords, toneOf } from '../model/words.js';

export function ReplayMove({ replay, move }: { replay: Replay; move: PlayedMove }) {
  const m = messages.value;
  const words = m.replay;
  const { final } = replay;
  const { breakdown } = move;
  const atEnd = replay.atEnd.value;
  return (
    <>
      <div class={`replay__played ${final.seatClass(move.player)}`}>
        <span class="replay__tile" aria-hidden="true">
          {move.v}
        </span>
        <p class="replay__what">
          <span class="visually-hidden">{moveWords(move, final.nameOf(move.player))}</span>
          <span class="replay__who" aria-hidden="true">
            {final.nameOf(move.player)}
          </span>
          <span class="replay__where" aria-hidden="true">
            {(breakdown.doubled ? words.whereDoubled : words.where)({ r: move.r + 1, c: move.c + 1 })}
          </span>
        </p>
        <span
          class={`replay__total${breakdown.total > 0 ? ' replay__total--scored' : ''}`}
          data-replay-total={breakdown.total}
          aria-hidden="true"
        >
          {breakdown.total > 0 ? m.shared.gain({ n: breakdown.total }) : formats.value.number(0)}
          <small>{m.common.minutesShort}</small>
        </span>
      </div>
      {breakdown.combos.length > 0 ? (
        <ul class="replay__combos" aria-label={m.results.combinations}>
          {breakdown.combos.map((combo, k) => (
            <li key={k} class={`replay__combo tone-${toneOf(combo.key)}`} data-combo={combo.key}>
              {comboName(combo.key)} <b>{m.shared.gain({ n: combo.minutes })}</b>
            </li>
          ))}
          {breakdown.doubled && <li class="replay__combo replay__combo--double">{words.doubled}</li>}
        </ul>
      ) : (
        <p class="replay__none">{words.noCombination}</p>
      )}
      {move.skipped.map((seat) => (
        <p key={seat} class="replay__skip">
          {m.log.skipped({ name: final.nameOf(seat) })}
        </p>
      ))}
      {atEnd && !final.game.over && <p class="replay__stop">{words.stillInPlay}</p>}
    </>
  );
}

export function FinalRanking({ replay }: { replay: Replay }) {
  const { final } = replay;
  const tie = tieBreakWords(final);
  return (
    <section class="replay__ranking" aria-labelledby="replay-ranking">
      <h2 id="replay-ranking" class="replay__ranking-title">
        {messages.value.replay.finalRanking}
      </h2>
      <Ranking session={final} />
      {tie && <p class="gameover__tie">{tie}</p>}
    </section>
  );
}
