/**
 * The 7 Jours replay viewer: at each step (0 is the first row laid out, then one per move) the round
 * and who deals, every player's cards by element with the most and the fewest marked and their points,
 * the row or the packets on the table, and the move just made; at the end the final points. Buttons,
 * a slider, the arrow keys and a swipe on the table step through the game, as in 24/7's viewer; the
 * game can be shared from here too.
 */
import { computed, signal, useSignal } from '@preact/signals';
import { useMemo } from 'preact/hooks';
import { ROUNDS } from '../../engine/septjours/index.js';
import { ShareSheet } from '../components/ShareSheet.js';
import { messages } from '../i18n/index.js';
import type { SeptReplay as SeptReplayState } from '../model/septjours/replay.js';
import { holdersOf } from './cards.js';
import { type BoardSource, Players } from './Players.js';
import { ReplayBar, ReplayControls, useReplaySwipe } from '../components/ReplayControls.js';
import { SeptFinalPoints, SeptReplayMove } from './SeptReplayMove.js';
import { SeptReplayTable } from './SeptReplayTable.js';

/** What the players' board reads, read-only: the replay's position, nobody thinking and nobody picking. */
function boardOf(replay: SeptReplayState): BoardSource {
  return {
    session: replay.final,
    board: computed(() => ({ view: replay.view.value, showing: null, picker: null })),
    holders: computed(() => holdersOf(replay.view.value.hands)),
    turns: { thinking: signal(null) },
  };
}

export function SeptReplay({ replay }: { replay: SeptReplayState }) {
  const m = messages.value;
  const sharing = useSignal(false);
  const playing = useSignal(false);
  const swipe = useReplaySwipe(replay, playing);
  const board = useMemo(() => boardOf(replay), [replay]);
  const { final } = replay;
  const step = replay.step.value;
  const view = replay.view.value;
  const title = m.replay.step({ move: step, total: replay.length });

  return (
    <main class="sept-replay full-screen" data-game={final.gameId}>
      <ReplayBar
        title={m.common.versus({ names: final.seats.map((seat) => seat.name) })}
        game={final}
        onShare={() => (sharing.value = true)}
      />

      <div class="sept-replay__seats">
        <Players table={board} />
      </div>

      <div class="sept-replay__table" {...swipe}>
        <p class={`sept-replay__round ${final.seatClass(view.dealer)}`} data-round={view.round}>
          <span class="sept-replay__round-number">{m.sept.round({ n: view.round, total: ROUNDS })}</span>
          <span class="sept-replay__dealer">{m.sept.deals({ name: final.nameOf(view.dealer) })}</span>
        </p>
        <SeptReplayTable replay={replay} />
      </div>

      <section class="replay__move sept-replay__move" aria-live="polite" data-step={step}>
        {replay.atEnd.value && final.game.over && <SeptFinalPoints replay={replay} />}
        <p class="replay__kicker">{title}</p>
        <SeptReplayMove replay={replay} />
      </section>

      <ReplayControls replay={replay} playing={playing} paused={sharing} title={title} />
      {sharing.value && <ShareSheet session={final} onClose={() => (sharing.value = false)} />}
    </main>
  );
}
