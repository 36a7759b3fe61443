/**
 * The replay viewer: the board after move k, the move's scoring, everyone's minutes at that point and
 * the final ranking at the end. First, previous, play, next and last buttons, a slider, arrow keys
 * and a swipe on the board step through the game; the game can be shared from here too.
 */
import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { ActionIcon } from '../components/ActionIcon.js';
import { Icon } from '../components/Icon.js';
import { ReplayBoard } from '../components/ReplayBoard.js';
import { ShareSheet } from '../components/ShareSheet.js';
import { useBoardSize } from '../components/useBoardSize.js';
import { back } from '../model/navigation.js';
import type { Replay as ReplayState } from '../model/replayState.js';
import { formats, messages } from '../i18n/index.js';
import { dealWords, playersTitle, stepTitle } from '../model/replayWords.js';
import { FinalRanking, ReplayMove } from './ReplayMove.js';
import { Pile } from '../components/Pile.js';
import { PlayerTop } from '../components/PlayerTop.js';

const STEP_MS = 1100;
const SWIPE_PX = 40;

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

export function Replay({ replay }: { replay: ReplayState }) {
  const m = messages.value;
  const words = m.replay;
  const f = formats.value;
  const area = useRef<HTMLDivElement>(null);
  useBoardSize(area);
  const sharing = useSignal(false);
  const playing = useSignal(false);
  const swipeFrom = useRef<number | null>(null);
  const { final } = replay;
  const step = replay.step.value;
  const length = replay.length;
  const position = replay.position.value;
  const move = replay.current.value;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (sharing.value || isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      const actions: Record<string, () => void> = {
        ArrowLeft: () => replay.previous(),
        ArrowRight: () => replay.next(),
        Home: () => replay.goTo(0),
        End: () => replay.goTo(length),
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      playing.value = false;
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [replay]);

  // Play: one move a little over every second, stopping at the end.
  useEffect(() => {
    if (!playing.value) return;
    if (replay.atEnd.value) {
      playing.value = false;
      return;
    }
    const timer = setTimeout(() => replay.next(), STEP_MS);
    return () => clearTimeout(timer);
  }, [playing.value, step]);

  const press = (action: () => void) => () => {
    playing.value = false;
    action();
  };
  const togglePlay = () => {
    if (playing.value) playing.value = false;
    else {
      if (replay.atEnd.value) replay.goTo(0);
      playing.value = true;
    }
  };

  const scores = position.state.scores;
  const sizes = position.state.handSizes;
  const active = move ? move.player : 0;
  const title = stepTitle(step, length);

  return (
    <main class="replay full-screen">
      <header class="replay__bar">
        <button type="button" class="icon-button" aria-label={m.common.back} onClick={back}>
          <Icon name="back" />
        </button>
        <div class="replay__heading">
          <h1 class="replay__title">{playersTitle(final)}</h1>
          <p class="replay__sub">{words.sub({ when: final.setup.started })}</p>
        </div>
        <button type="button" class="icon-button replay__share" aria-label={m.common.shareGame} onClick={() => (sharing.value = true)}>
          <ActionIcon name="share" />
          <span class="replay__share-label">{m.common.share}</span>
        </button>
      </header>

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

      <div
        class="replay__board"
        ref={area}
        onPointerDown={(event) => (swipeFrom.current = event.clientX)}
        onPointerUp={(event) => {
          const from = swipeFrom.current;
          swipeFrom.current = null;
          if (from === null || Math.abs(event.clientX - from) < SWIPE_PX) return;
          press(event.clientX < from ? () => replay.next() : () => replay.previous())();
        }}
      >
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

      <nav class="replay__controls" aria-label={words.controls}>
        <input
          type="range"
          class="replay__slider"
          min={0}
          max={length}
          step={1}
          value={step}
          aria-label={words.slider}
          aria-valuetext={title}
          style={{ '--filled': `${length ? (step / length) * 100 : 0}%` }}
          onInput={(event) => press(() => replay.goTo(Number(event.currentTarget.value)))()}
        />
        <div class="replay__buttons">
          <button
            type="button"
            class="replay__button"
            aria-label={words.first}
            data-step-to="first"
            disabled={step === 0}
            onClick={press(() => replay.goTo(0))}
          >
            <ActionIcon name="first" />
          </button>
          <button
            type="button"
            class="replay__button"
            aria-label={words.previous}
            data-step-to="previous"
            disabled={step === 0}
            onClick={press(() => replay.previous())}
          >
            <ActionIcon name="previous" />
          </button>
          <button
            type="button"
            class="replay__button replay__button--play"
            aria-label={playing.value ? words.pause : words.play}
            data-step-to="play"
            onClick={togglePlay}
          >
            <ActionIcon name={playing.value ? 'pause' : 'play'} />
          </button>
          <button
            type="button"
            class="replay__button"
            aria-label={words.next}
            data-step-to="next"
            disabled={step === length}
            onClick={press(() => replay.next())}
          >
            <ActionIcon name="next" />
          </button>
          <button
            type="button"
            class="replay__button"
            aria-label={words.last}
            data-step-to="last"
            disabled={step === length}
            onClick={press(() => replay.goTo(length))}
          >
            <ActionIcon name="last" />
          </button>
        </div>
      </nav>
      {sharing.value && <ShareSheet session={final} onClose={() => (sharing.value = false)} />}
    </main>
  );
}
