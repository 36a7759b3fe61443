/**
 * Everything on the table during a game that is not the game itself (UI state, in signals): the
 * selected tile, the drag, the placement awaiting confirmation, notices, the scoring feedback and the
 * turn controller. Created when the game screen opens and stopped when it closes.
 */
import { afterNextPaint } from './afterPaint.js';
import { PlayAfterPaint } from './playAfterPaint.js';
import { paintedAfter } from './paintedAfter.js';
import { computed, effect, type ReadonlySignal, signal, type Signal } from '@preact/signals';
import type { Move, PlayedMove } from '../../engine/twentyfourseven/index.js';
import type { AiBridge } from '../ai/bridge.js';
import { FeedbackPlayer } from './feedback.js';
import { handWithout, type Pending, previewScore, refusalReason } from './placement.js';
import { buzz, reducedMotion, settings } from './settings.js';
import type { GameSession } from './session.js';
import { TurnController } from './turns.js';
import { announcementFor } from './announce.js';
import { justTakenBack } from './takeBack.js';
import { messages } from '../i18n/index.js';
import { play } from '../sound/index.js';
import { winnersOf } from './results.js';

export interface Notice {
  id: number;
  text: string;
  tone: 'error' | 'info';
}

/** A tile in the air: from the rack (its index there) or the placement awaiting confirmation. */
export interface Drag {
  v: number;
  from: 'rack' | 'pending';
  index: number;
}

/** What the status line and the rack show of the turn. */
export interface TurnShown {
  mover: number;
  /** The AI seat thinking, or null. */
  thinking: number | null;
  /** The player at the device may place a tile. */
  canPlace: boolean;
  /** The placement awaiting Place. */
  pending: Pending | null;
  over: boolean;
}

interface Standing {
  sizes: number[];
  mover: number;
  pile: number;
  hands: number[][];
}

const NOTICE_MS = 3600;

export class Table {
  readonly feedback = new FeedbackPlayer();
  readonly turns: TurnController;
  readonly selected = signal<number | null>(null);
  readonly drag = signal<Drag | null>(null);
  readonly hovered = signal<readonly [number, number] | null>(null);
  readonly pending = signal<Pending | null>(null);
  readonly notice = signal<Notice | null>(null);
  /** Read by a polite live region: moves, skips, turns. */
  readonly announcement = signal('');
  /** The moves the log shows: the game's, one frame behind, so a move's tap redraws the board first. */
  readonly logged = signal<readonly PlayedMove[]>([]);
  /** The scoreboard's view of the game (hand sizes, whose turn, the pile), one frame behind the board. */
  readonly standing: Signal<Standing>;
  readonly logOpen = signal(false);
  readonly resultsOpen = signal(false);
  /** `resultsOpen` a painted frame behind: the results sheet is drawn over two frames (GameOver). */
  readonly resultsFilled: ReadonlySignal<boolean>;
  private noticeTimer: ReturnType<typeof setTimeout> | undefined;
  private noticeId = 0;
  private stopped = false;
  /** Place tapped: its move is played in the next frame, and the placement may not change meanwhile. */
  private readonly confirmed = new PlayAfterPaint<Pending>((pending) => {
    if (this.canPlace.value) this.commit(pending);
  });
  private readonly unsubscribe: () => void;
  private readonly stopFollowing: (() => void)[];

  constructor(
    readonly session: GameSession,
    bridge: AiBridge,
  ) {
    // First the move's feedback starts, then the next turn: a turn that waits for the feedback (the
    // hand-off screen, the AI's tile) then waits for this move's.
    this.unsubscribe = session.onMove((played) => this.afterMove(played));
    this.turns = new TurnController(session, bridge, this.feedback, (text) => this.say(text, 'error'));
    this.resultsOpen.value = session.game.over;
    this.logged.value = session.history.peek();
    this.standing = signal(this.standingNow());
    const highlight = paintedAfter(this.highlight);
    this.shownHighlight = highlight.value;
    const filled = paintedAfter(this.resultsOpen);
    this.resultsFilled = filled.value;
    this.targetsShown = signal(session.targets.peek());
    this.turnShown = signal(this.turnNow.peek());
    const stopCatchingUp = effect(() => {
      void session.targets.value;
      void this.turnNow.value;
      this.catchUp();
    });
    this.stopFollowing = [highlight.stop, filled.stop, stopCatchingUp];
    if (justTakenBack(session)) this.say(messages.value.takeBacks.done, 'info');
  }

  start(): void {
    void this.turns.begin();
  }

  stop(): void {
    this.confirmed.flush(); // a Place tapped just before the screen closed still counts
    this.stopped = true;
    this.turns.stop();
    this.unsubscribe();
    for (const stop of this.stopFollowing) stop();
    this.feedback.finish();
    clearTimeout(this.noticeTimer);
  }

  /** The seat whose hand the rack shows, or null when it must stay hidden. */
  readonly rackSeat = computed((): number | null => {
    const { humans, setup } = this.session;
    const mover = this.session.mover.value;
    if (this.session.over.value) return humans[0] ?? null;
    if (humans.length === 1) return humans[0]!;
    if (humans.length === 0) return null;
    if (setup.options.openHands) return humans.includes(mover) ? mover : null;
    // Pass-and-play: only the player holding the device, and only on their turn.
    const viewer = this.turns.viewer.value;
    return viewer === mover && this.turns.handoff.value === null ? viewer : null;
  });

  /** The rack's tiles: the hand less the tile sitting on the board awaiting confirmation. */
  readonly rack = computed(() => {
    const seat = this.rackSeat.value;
    if (seat === null) return [];
    return handWithout(this.session.hands.value[seat] ?? [], this.pending.value?.v);
  });

  /** True when the player at the device may place a tile now. */
  readonly canPlace = computed(
    () => !this.session.over.value && this.rackSeat.value !== null && this.rackSeat.value === this.session.mover.value,
  );

  /** The tile value whose fitting cells light up: the dragged or the selected tile. */
  readonly highlight = computed(() => {
    const drag = this.drag.value;
    if (drag) return drag.v;
    const index = this.selected.value;
    return index === null ? null : (this.rack.value[index] ?? null);
  });

  /**
   * The tile value whose fitting cells the board lights: `highlight`, one frame behind. A tile's lift
   * and its drop each draw the tile first; restyling the cells where it fits follows in the next frame.
   */
  readonly shownHighlight: ReadonlySignal<number | null>;

  /** The turn as it stands: kept while nothing in it changes, so that following it redraws nothing. */
  private readonly turnNow = computed((): TurnShown => {
    const now: TurnShown = {
      mover: this.session.mover.value,
      thinking: this.turns.thinking.value,
      canPlace: this.canPlace.value,
      pending: this.pending.value,
      over: this.session.over.value,
    };
    const before = this.lastTurn;
    if (before && (Object.keys(now) as (keyof TurnShown)[]).every((key) => now[key] === before[key])) return before;
    return (this.lastTurn = now);
  });
  private lastTurn: TurnShown | null = null;

  /**
   * The numbers on the empty cells (the largest tile that fits, out of time) and the turn as the status
   * line, the rack and the thinking marks draw it, each a painted frame behind: a move's frame draws the
   * move (its tile, the last move's rings, the scoring feedback), the next one the numbers it changed,
   * and the one after whose turn follows. A drop's frame draws the tile, the next one the Place button.
   */
  readonly targetsShown: Signal<GameSession['targets']['value']>;
  readonly turnShown: Signal<TurnShown>;
  private catchingUp = false;

  /**
   * Brings the numbers, then the turn, up to date, one a frame (the turn next after the numbers, ahead
   * of the log and the scoreboard): a player told it is their turn sees the board as it stands.
   */
  private catchUp(first = false): void {
    const { targets } = this.session;
    if (this.catchingUp || (this.targetsShown.peek() === targets.peek() && this.turnShown.peek() === this.turnNow.peek())) return;
    this.catchingUp = true;
    afterNextPaint(
      () => {
        this.catchingUp = false;
        if (this.stopped) return;
        if (this.targetsShown.peek() !== targets.peek()) this.targetsShown.value = targets.peek();
        else this.turnShown.value = this.turnNow.peek();
        this.catchUp(true);
      },
      { first },
    );
  }

  /** Scores as shown: a move's minutes are added when its feedback reaches the total. */
  readonly shownScores = computed(() => {
    const scores = [...this.session.scores.value];
    const now = this.feedback.current.value;
    if (now && !this.feedback.totalAdded(now)) scores[now.seat]! -= now.move.breakdown.total;
    const before = this.lastShownScores;
    if (before && before.length === scores.length && before.every((n, i) => n === scores[i])) return before;
    return (this.lastShownScores = scores);
  });
  private lastShownScores: number[] | null = null;

  /**
   * The seat whose move's minutes are being added to its total (its score pops), or -1: the scoreboard
   * redraws when that changes, not at each step of the feedback.
   */
  readonly gainingSeat = computed(() => {
    const now = this.feedback.current.value;
    return now && this.feedback.totalAdded(now) ? now.seat : -1;
  });

  private standingNow(): Standing {
    const s = this.session;
    return { sizes: s.handSizes.peek(), mover: s.mover.peek(), pile: s.pileSize.peek(), hands: s.hands.peek() };
  }

  select(index: number | null): void {
    if (index !== null && !this.canPlace.value) return this.say(messages.value.game.notYourTurn, 'info');
    if (index !== null && this.selected.value !== index) play({ kind: 'pick' });
    this.selected.value = this.selected.value === index ? null : index;
    this.turns.hint.value = null;
  }

  /** A tap (or Enter) on a board cell. */
  tapCell(r: number, c: number): void {
    const pending = this.pending.value;
    if (pending && pending.r === r && pending.c === c) return this.takeBack();
    const v = this.highlight.value ?? pending?.v;
    if (v === undefined || v === null) {
      if (this.canPlace.value) this.say(messages.value.game.pickFirst, 'info');
      return;
    }
    this.place(v, r, c);
  }

  /** Whether tile v may go on (r, c) now; when it may not, the reason is shown (a drag's drop asks before the tile goes). */
  mayPlace(v: number, r: number, c: number): boolean {
    if (!this.canPlace.value || this.confirmed.busy) return false;
    const reason = refusalReason(this.session.game, { r, c, v });
    if (reason) {
      play({ kind: 'refuse' });
      this.say(reason, 'error');
    }
    return reason === null;
  }

  /** Puts tile v on (r, c): awaiting confirmation, or played at once; false (with the reason shown) if refused. */
  place(v: number, r: number, c: number): boolean {
    if (!this.mayPlace(v, r, c)) return false;
    const pending: Pending = { r, c, v, breakdown: previewScore(this.session.game, { r, c, v }) };
    this.selected.value = null;
    this.turns.hint.value = null;
    if (settings.value.confirm) this.pending.value = pending;
    else this.commit(pending);
    return true;
  }

  /** A tap on Place: the move is played once the tap's frame is painted. */
  confirm(): void {
    const pending = this.pending.value;
    if (pending) this.confirmed.hold(pending);
  }

  takeBack(): void {
    if (this.confirmed.busy) return;
    this.pending.value = null;
  }

  /** Shows a short notice; it is read out too unless the announcement already says it. */
  say(text: string, tone: Notice['tone'], announce = true): void {
    clearTimeout(this.noticeTimer);
    this.notice.value = { id: ++this.noticeId, text, tone };
    if (announce) this.announcement.value = text;
    this.noticeTimer = setTimeout(() => (this.notice.value = null), NOTICE_MS);
  }

  private commit(move: Move): void {
    this.feedback.finish();
    this.pending.value = null;
    this.selected.value = null;
    this.session.play({ r: move.r, c: move.c, v: move.v });
  }

  /** The game is over and its last move shown: the results, and the end's sound for the humans at the device. */
  private ended(): void {
    if (this.stopped) return; // The screen closed during the last move's feedback.
    this.resultsOpen.value = true;
    const { humans } = this.session;
    play({ kind: 'end', won: humans.length === 0 || winnersOf(this.session).some((seat) => humans.includes(seat)) });
  }

  private afterMove(played: PlayedMove): void {
    buzz();
    play({ kind: this.session.seats[played.player]?.kind === 'human' ? 'place' : 'aiPlace' });
    afterNextPaint(() => (this.standing.value = this.standingNow()));
    afterNextPaint(() => (this.logged.value = this.session.history.peek()));
    this.pending.value = null;
    this.selected.value = null;
    const blocking = this.feedback.play(played, reducedMotion.value);
    const announcement = announcementFor(this.session, played);
    afterNextPaint(() => (this.announcement.value = announcement));
    const skipped = played.skipped.map((seat) => this.session.nameOf(seat));
    if (skipped.length > 0) this.say(messages.value.game.skippedNotice({ names: skipped }), 'info', false);
    // The results wait for the frame after the last move's: both in one frame made it long.
    if (this.session.game.over) void blocking.then(() => afterNextPaint(() => this.ended()));
  }
}
