/** The move the replay shows: who placed what where, its combinations and minutes, who was skipped; and the final ranking. */
import type { PlayedMove } from '../../engine/twentyfourseven/index.js';
import type { Replay } from '../model/replay.js';
import { tieBreakWords } from '../model/results.js';
import { Ranking } from '../components/Ranking.js';
import { COMBO_NAMES, cellName, moveWords, toneOf } from '../model/words.js';

export function ReplayMove({ replay, move }: { replay: Replay; move: PlayedMove }) {
  const { final } = replay;
  const { breakdown } = move;
  const atEnd = replay.atEnd.value;
  return (
    <>
      <div class={`replay__played seat-${move.player}`}>
        <span class="replay__tile" aria-hidden="true">
          {move.v}
        </span>
        <p class="replay__what">
          <span class="visually-hidden">{moveWords(move, final.nameOf(move.player))}</span>
          <span class="replay__who" aria-hidden="true">
            {final.nameOf(move.player)}
          </span>
          <span class="replay__where" aria-hidden="true">
            {cellName(move.r, move.c)}
            {breakdown.doubled ? ' · 2x cell' : ''}
          </span>
        </p>
        <span
          class={`replay__total${breakdown.total > 0 ? ' replay__total--scored' : ''}`}
          data-replay-total={breakdown.total}
          aria-hidden="true"
        >
          {breakdown.total > 0 ? `+${breakdown.total}` : '0'}
          <small>min</small>
        </span>
      </div>
      {breakdown.combos.length > 0 ? (
        <ul class="replay__combos" aria-label="Combinations">
          {breakdown.combos.map((combo, k) => (
            <li key={k} class={`replay__combo tone-${toneOf(combo.key)}`} data-combo={combo.key}>
              {COMBO_NAMES[combo.key]} <b>+{combo.minutes}</b>
            </li>
          ))}
          {breakdown.doubled && <li class="replay__combo replay__combo--double">×2 on a 2x cell</li>}
        </ul>
      ) : (
        <p class="replay__none">No combination, no minutes.</p>
      )}
      {move.skipped.map((seat) => (
        <p key={seat} class="replay__skip">
          {final.nameOf(seat)} cannot place a tile: skipped.
        </p>
      ))}
      {atEnd && !final.game.over && <p class="replay__stop">The game stops here: it is still in play.</p>}
    </>
  );
}

export function FinalRanking({ replay }: { replay: Replay }) {
  const { final } = replay;
  const tie = tieBreakWords(final);
  return (
    <section class="replay__ranking" aria-labelledby="replay-ranking">
      <h2 id="replay-ranking" class="replay__ranking-title">
        Game over · final ranking
      </h2>
      <Ranking session={final} />
      {tie && <p class="gameover__tie">{tie}</p>}
    </section>
  );
}
