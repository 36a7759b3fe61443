/**
 * Both games' replay controls: a slider over first, previous, play, next and last (the middle one
 * plays a move a little over every second, stopping at the end), the arrow, Home and End keys, and a
 * swipe over the board. Any step taken by hand stops the playing. And the replay's top bar.
 */
import type { ReadonlySignal, Signal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { messages } from '../i18n/index.js';
import { back } from '../model/navigation.js';
import { openReview } from '../model/reviewing.js';
import type { ReplaySteps } from '../model/replaySteps.js';
import { ActionIcon, type ActionIconName } from './ActionIcon.js';
import { Icon } from './Icon.js';
import { TakeBackMark } from './TakeBack.js';
import type { AnySession } from '../model/sessions.js';

const STEP_MS = 1100;
/** How far a finger moves sideways over the board or table to step once. */
const SWIPE_PX = 40;

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

interface Props {
  replay: ReplaySteps<{ record(): unknown }>;
  /** Playing, shared with the screen: its swipe stops it too. */
  playing: Signal<boolean>;
  /** While a sheet is open over the replay, the keys are its own. */
  paused: ReadonlySignal<boolean>;
  /** The step in words ("Move 5 of 20"), for the slider. */
  title: string;
}

export function ReplayControls({ replay, playing, paused, title }: Props) {
  const words = messages.value.replay;
  const step = replay.step.value;
  const { length } = replay;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (paused.value || isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      const actions: Record<string, () => void> = {
        ArrowLeft: () => replay.previous(),
        ArrowRight: () => replay.next(),
        Home: () => replay.goTo(0),
        End: () => replay.goTo(replay.length),
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

  useEffect(() => {
    if (!playing.value) return;
    if (replay.atEnd.value) {
      playing.value = false;
      return;
    }
    const timer = setTimeout(() => replay.next(), STEP_MS);
    return () => clearTimeout(timer);
  }, [playing.value, step, replay]);

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
  const button = (to: 'first' | 'previous' | 'next' | 'last', icon: ActionIconName, disabled: boolean, action: () => void) => (
    <button type="button" class="replay__button" aria-label={words[to]} data-step-to={to} disabled={disabled} onClick={press(action)}>
      <ActionIcon name={icon} />
    </button>
  );

  return (
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
        {button('first', 'first', step === 0, () => replay.goTo(0))}
        {button('previous', 'previous', step === 0, () => replay.previous())}
        <button
          type="button"
          class="replay__button replay__button--play"
          aria-label={playing.value ? words.pause : words.play}
          data-step-to="play"
          onClick={togglePlay}
        >
          <ActionIcon name={playing.value ? 'pause' : 'play'} />
        </button>
        {button('next', 'next', step === length, () => replay.next())}
        {button('last', 'last', step === length, () => replay.goTo(length))}
      </div>
    </nav>
  );
}

/** A swipe over the board or table: to the left, the next move; to the right, the previous one. Stops the playing. */
export function useReplaySwipe(replay: ReplaySteps<{ record(): unknown }>, playing: Signal<boolean>) {
  const from = useRef<number | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => (from.current = event.clientX),
    onPointerUp: (event: PointerEvent) => {
      const start = from.current;
      from.current = null;
      if (start === null || Math.abs(event.clientX - start) < SWIPE_PX) return;
      playing.value = false;
      if (event.clientX < start) replay.next();
      else replay.previous();
    },
  };
}

/** The replay's top bar: back, the players and the day, and Share. */
export function ReplayBar({ title, game, onShare }: { title: string; game: AnySession; onShare: () => void }) {
  const m = messages.value;
  return (
    <header class="replay__bar">
      <button type="button" class="icon-button" aria-label={m.common.back} onClick={back}>
        <Icon name="back" />
      </button>
      <div class="replay__heading">
        <h1 class="replay__title">{title}</h1>
        <p class="replay__sub">
          {m.replay.sub({ when: game.setup.started })} <TakeBackMark n={game.setup.takebacks} />
        </p>
      </div>
      {game.over.value && (
        <button
          type="button"
          class="icon-button"
          data-action="review"
          aria-label={m.review.open}
          title={m.review.open}
          onClick={() => openReview(game)}
        >
          <Icon name="review" />
        </button>
      )}
      <button type="button" class="icon-button replay__share" aria-label={m.common.shareGame} onClick={onShare}>
        <ActionIcon name="share" />
        <span class="replay__share-label">{m.common.share}</span>
      </button>
    </header>
  );
}
