/**
 * The replay viewer: the board after move k, the move's scoring, everyone's minutes at that point and
 * the final ranking at the end. First, previous, play, next and last buttons, a slider, arrow keys
 * and a swipe on the board step through the game; the game can be shared from here too.
 */
import { useSignal } from '@preact/signals';
import { useRef } from 'preact/hooks';
import { ReplayBoard } from '../components/ReplayBoard.js';
import { ReplayBar, ReplayControls, useReplaySwipe } from '../components/ReplayControls.js';
import { ShareSheet } from '../components/ShareSheet.js';
import { useBoardSize } from '../components/useBoardSize.js';
import type { Replay as ReplayState } from '../model/replayState.js';
import { formats, messages } from '../i18n/index.js';
import { dealWords, playersTitle, stepTitle } from '../model/replayWords.js';
import { FinalRanking, ReplayMove } from './ReplayMove.js';
import { Pile } from '../components/Pile.js';
import { PlayerTop } from '../components/PlayerTop.js';

export function Replay({ replay }: { replay: ReplayState }) {
  const m = messages.value;
  const words = m.replay;
  const f = formats.value;
  const area = useRef<HTMLDivElement>(null);
  useBoardSize(area);
  const sharing = useSignal(false);
  const playing = useSignal(false);
  const swipe = useReplaySwipe(replay, playing);
  const { final } = replay;
  const step = replay.step.value;
  const length = replay.length;
  const position = replay.position.value;
  const move = replay.current.value;

  const scores = position.state.scores;
  const sizes = position.state.handSizes;
  const active = move ? move.player : 0;
  const title = stepTitle(step, length);

  return (
    <main class="replay full-screen">
      <ReplayBar title={playersTitle(final)} game={final} onShare={() => (sharing.value = true)} />

      <section class="scoreboard replay__scores" aria-label={words.scoresAt({ move: step, total: length })}>
        <ol class="scoreboard__players">
          {final.seats.map((seat, i) => (
            <li key={i} class={`player ${final.seatClass(i)}${active === i ? ' player--turn' : ''}`} data-seat={i}>
              <PlayerTop seat={seat} />
              <span class="player__minutes">
                <span class="player__score" data-replay-score={i}>
                  {f.number(scores[i]!)}
                </span>
                <span class="player__unit"> {m.common.minutesShort}</span>
              </span>
              <span class="player__hand">{m.common.tiles({ n: sizes[i]! })}</span>
            </li>
          ))}
        </ol>
        <Pile size={position.state.pileSize} />
      </section>

      <div class="replay__board" ref={area} {...swipe}>
        <div class="board-frame">
          <ReplayBoard
            position={position}
            move={move}
            seatClass={(seat) => final.seatClass(seat)}
            label={words.boardAt({ move: step, total: length })}
          />
        </div>
      </div>

      <section class="replay__move" aria-live="polite" data-step={step}>
        {replay.atEnd.value && final.game.over && <FinalRanking replay={replay} />}
        <p class="replay__kicker">{title}</p>
        {move ? <ReplayMove replay={replay} move={move} /> : <p class="replay__deal">{dealWords(final)}</p>}
      </section>

      <ReplayControls replay={replay} playing={playing} paused={sharing} title={title} />
      {sharing.value && <ShareSheet session={final} onClose={() => (sharing.value = false)} />}
    </main>
  );
}
