/**
 * Everything on the 7 Jours table that is not the game itself (UI state, in signals): the dealer's
 * shift and cuts before they are dealt, the packet awaiting confirmation, notices, the move being
 * shown, and the turn controller. Created when the game screen opens and stopped when it closes.
 */
import { batch, computed, type ReadonlySignal, signal } from '@preact/signals';
import { MAX_SHIFT, ROW_SIZE, type Move, type PlayedMove, type SeatView } from '../../engine/septjours/index.js';
import type { AiBridge } from '../ai/bridge.js';
import { messages } from '../i18n/index.js';
import { afterNextPaint } from '../model/afterPaint.js';
import { PlayAfterPaint } from '../model/playAfterPaint.js';
import { arrivingAfterPaint, paintedAfter } from '../model/paintedAfter.js';
import { buzz, reducedMotion, settings } from '../model/settings.js';
import type { SeptSession } from '../model/septjours/session.js';
import { justTakenBack } from '../model/takeBack.js';
import { cutsAfterShift, holdersOf, packetCount, previewPick, sizesFromCuts, type PickPreview } from './cards.js';
import { MoveShow, type ShowFrame } from './show.js';
import { SeptTurns } from './turns.js';
import { moveWords, refusalWords } from './words.js';
import { play } from '../sound/index.js';

export interface Notice {
  id: number;
  text: string;
  tone: 'error' | 'info';
}

/** The dealer's deal before it is played: the row's shift and the cuts (gaps 1 … 6 of the shifted row). */
export interface Draft {
  shift: number;
  cuts: readonly number[];
}

const NOTICE_MS = 3600;
const NO_DRAFT: Draft = { shift: 0, cuts: [] };

/** The table as drawn: a position, and the row's shift and cuts while it is being dealt. */
export interface Shown {
  view: SeatView;
  shift: number;
  cuts: readonly number[];
  /** The packet on its way to its picker. */
  flying: number | null;
  /** The seat making the move being shown (a show), or null when the table is at rest. */
  showing: number | null;
}

/** What the players' board draws: the table as shown, whose move is being shown, who is picking. */
export interface BoardView {
  view: SeatView;
  showing: number | null;
  picker: number | null;
}

export class SeptTable {
  readonly show = new MoveShow();
  readonly turns: SeptTurns;
  readonly draft = signal<Draft>(NO_DRAFT);
  /** A packet tapped, awaiting Take (when each move is confirmed). */
  readonly pending = signal<number | null>(null);
  /**
   * `pending` a painted frame behind, for the controls: a tap's frame raises the packet, and its preview
   * and Take come in the next.
   */
  readonly offered: ReadonlySignal<number | null>;
  /** A packet or an end card being dragged. */
  readonly dragging = signal<{ kind: 'packet' | 'card'; index: number } | null>(null);
  readonly notice = signal<Notice | null>(null);
  /** Read by a polite live region: each move, and whose turn follows. */
  readonly announcement = signal('');
  /**
   * The moves the log shows, and the players' board: each a frame behind the table (the row or the
   * packets), so the frame that ends a move's show (or plays a move unshown) draws the table first.
   */
  readonly logged: ReadonlySignal<readonly PlayedMove[]>;
  readonly board: ReadonlySignal<BoardView>;
  readonly logOpen = signal(false);
  readonly resultsOpen = signal(false);
  /** `resultsOpen` a painted frame behind: the results sheet is drawn over two frames (SeptGameOver). */
  readonly resultsFilled: ReadonlySignal<boolean>;
  /**
   * The dealer and the picker at the device as the row draws them (its gaps to cut, its end cards to
   * move, its packets to pick with their previews): they arrive a painted frame after the table that
   * ends a show, and go at once.
   */
  readonly drawnDealer: ReadonlySignal<number | null>;
  readonly drawnPicker: ReadonlySignal<number | null>;
  /** The dealer at the device as the deal's controls draw it: a painted frame after the row's gaps. */
  readonly controlsDealer: ReadonlySignal<number | null>;
  readonly rulesOpen = signal(false);
  /** The table before the next move, for the show of that move. */
  private before: SeatView;
  /** The next move was dragged into place: no need to show it travelling. */
  private dragged = false;
  private noticeTimer: ReturnType<typeof setTimeout> | undefined;
  private noticeId = 0;
  private stopped = false;
  /** Deal or Take tapped: its move is played in the next frame, and nothing may change meanwhile. */
  private readonly confirmed = new PlayAfterPaint<Move>((move) => {
    if ('pick' in move) this.pick(move.pick);
    else this.play(move);
  });
  private readonly unsubscribe: () => void;
  private readonly stopFollowing: (() => void)[];

  constructor(
    readonly session: SeptSession,
    bridge: AiBridge,
  ) {
    // First the move's show starts, then the next turn, which waits for the show.
    this.unsubscribe = session.onMove((played) => this.afterMove(played));
    this.turns = new SeptTurns(session, bridge, this.show);
    this.before = session.table.value;
    const logged = paintedAfter(this.loggable);
    const board = paintedAfter(this.boardNow);
    const offered = paintedAfter(this.pending);
    this.logged = logged.value;
    this.board = board.value;
    this.offered = offered.value;
    this.resultsOpen.value = session.game.over;
    const filled = paintedAfter(this.resultsOpen);
    this.resultsFilled = filled.value;
    const drawnDealer = arrivingAfterPaint(this.dealer);
    const drawnPicker = arrivingAfterPaint(this.picker);
    this.drawnDealer = drawnDealer.value;
    this.drawnPicker = drawnPicker.value;
    const controlsDealer = arrivingAfterPaint(this.drawnDealer);
    this.controlsDealer = controlsDealer.value;
    this.stopFollowing = [logged.stop, board.stop, offered.stop, filled.stop, drawnDealer.stop, drawnPicker.stop, controlsDealer.stop];
    if (justTakenBack(session)) this.say(messages.value.takeBacks.done, 'info');
  }

  start(): void {
    void this.turns.begin();
  }

  stop(): void {
    this.confirmed.flush(); // a Deal or Take tapped just before the screen closed still counts
    this.stopped = true;
    this.turns.stop();
    this.unsubscribe();
    for (const stop of this.stopFollowing) stop();
    this.show.finish();
    clearTimeout(this.noticeTimer);
  }

  /** What the table shows: the move being shown, else the game as it stands with the dealer's draft. */
  readonly shown = computed((): Shown => {
    const frame: ShowFrame | null = this.show.frame.value;
    if (frame) return { view: frame.view, shift: frame.shift, cuts: frame.cuts, flying: frame.flying, showing: frame.seat };
    const view = this.session.table.value;
    const draft = this.dealer.value !== null ? this.draft.value : NO_DRAFT;
    return { view, shift: draft.shift, cuts: draft.cuts, flying: null, showing: null };
  });

  /** The human seat at the device that may move now, or null (an AI's turn, a hand-off, a move being shown). */
  readonly actor = computed((): number | null => {
    const mover = this.session.mover.value;
    if (mover < 0 || this.show.frame.value) return null;
    const { seats, setup, humans } = this.session;
    if (seats[mover]?.kind !== 'human') return null;
    if (humans.length === 1 || setup.options.openHands) return mover;
    return this.turns.viewer.value === mover && this.turns.handoff.value === null ? mover : null;
  });

  /** The human dealer at the device, while the row is theirs to shift and cut. */
  readonly dealer = computed((): number | null => {
    const seat = this.actor.value;
    return seat !== null && this.session.table.value.packets === undefined ? seat : null;
  });

  /** The human picker at the device, while the packets are theirs to choose from (not the forced last one). */
  readonly picker = computed((): number | null => {
    const seat = this.actor.value;
    const { packets, taken } = this.session.table.value;
    if (seat === null || !packets || !taken) return null;
    return taken.filter((t) => !t).length > 1 ? seat : null;
  });

  /** Packets in the players' count. */
  get packetTotal(): number {
    return packetCount(this.session.game.players);
  }

  /**
   * The table as shown, the seat whose move is shown and whether that move is a pick, apart from the
   * steps of the show: a step (a card moved, a cut) changes none, so it does not redraw the players'
   * board, the log or the controls.
   */
  private readonly shownView = computed(() => this.shown.value.view);
  readonly showingSeat = computed(() => this.shown.value.showing);
  readonly showingPick = computed(() => this.shown.value.flying !== null);

  /** The moves played, but the one being shown, which joins them when its show ends. */
  private readonly loggable = computed(() => {
    const all = this.session.history.value;
    return this.showingSeat.value === null ? all : all.slice(0, -1);
  });

  private readonly boardNow = computed(
    (): BoardView => ({ view: this.shownView.value, showing: this.showingSeat.value, picker: this.picker.value }),
  );

  /** The hands as the players' board shows them: the same until a card changes hands. */
  private readonly boardHands = computed(() => this.board.value.view.hands);

  /**
   * Per element, who holds the most and the fewest, as the players' board shows: worked out again when
   * the hands change, not at each change of the board (a turn, a pick shown).
   */
  readonly holders = computed(() => holdersOf(this.boardHands.value));

  /** For the picker at the device as drawn, what each packet still on the table would do to their points. */
  readonly previews = computed((): (PickPreview | null)[] | null => {
    const seat = this.drawnPicker.value;
    const { packets, taken, hands } = this.session.table.value;
    if (seat === null || !packets || !taken) return null;
    return packets.map((cards, p) => (taken[p] ? null : previewPick(hands, seat, cards)));
  });

  // ---------------------------------------------------------------------------------------------------
  // The dealer's row

  /** Moves an end card to the other end: +1 the first card to the end, −1 the last to the front. */
  shiftBy(step: 1 | -1): boolean {
    if (!this.mayDeal()) return false;
    const { shift, cuts } = this.draft.value;
    const next = shift + step;
    if (Math.abs(next) > MAX_SHIFT) {
      this.refuse(messages.value.sept.shiftLimit({ n: MAX_SHIFT }));
      return false;
    }
    this.draft.value = { shift: next, cuts: cutsAfterShift(cuts, step) };
    play({ kind: 'shift' });
    return true;
  }

  /** Puts the row back as laid out (the cuts stay with their cards, those that would fall off an end go). */
  resetShift(): void {
    if (!this.mayDeal()) return;
    let { shift, cuts } = this.draft.value;
    if (shift !== 0) play({ kind: 'shift' });
    while (shift !== 0) {
      const step = shift > 0 ? -1 : 1;
      cuts = cutsAfterShift(cuts, step);
      shift += step;
    }
    this.draft.value = { shift: 0, cuts };
  }

  /** Cuts the row at a gap (1 … 6: between cards `gap` and `gap + 1`, counted from 1), or takes the cut back. */
  toggleCut(gap: number): boolean {
    if (!this.mayDeal() || gap < 1 || gap >= ROW_SIZE) return false;
    const { shift, cuts } = this.draft.value;
    if (cuts.includes(gap)) {
      this.draft.value = { shift, cuts: cuts.filter((g) => g !== gap) };
      play({ kind: 'cut' });
      return true;
    }
    if (cuts.length + 1 >= this.packetTotal) {
      this.refuse(messages.value.sept.tooManyCuts({ total: this.packetTotal }));
      return false;
    }
    this.draft.value = { shift, cuts: [...cuts, gap].sort((a, b) => a - b) };
    play({ kind: 'cut' });
    return true;
  }

  /** Deals the draft; refused, saying why, unless it makes the right number of packets. */
  confirmDeal(): boolean {
    if (!this.mayDeal()) return false;
    const { shift, cuts } = this.draft.value;
    if (cuts.length + 1 !== this.packetTotal) {
      this.refuse(messages.value.sept.wrongCount({ n: cuts.length + 1, total: this.packetTotal }));
      return false;
    }
    this.confirmed.hold({ shift, packets: sizesFromCuts(cuts) });
    return true;
  }

  // ---------------------------------------------------------------------------------------------------
  // Picks

  /** A tap on a packet: taken at once, or awaiting Take when each move is confirmed (a second tap takes it back). */
  tapPacket(packet: number): void {
    if (!this.mayPick(packet)) return;
    if (this.pending.value === packet) return void (this.pending.value = null);
    if (settings.value.confirm) this.pending.value = packet;
    else this.pick(packet);
  }

  /** A packet dropped on the picker's own row: taken at once (the drag itself was the choice). */
  dropPacket(packet: number): boolean {
    if (!this.mayPick(packet)) return false;
    this.dragged = true;
    return this.pick(packet);
  }

  takePending(): void {
    const packet = this.pending.value;
    if (packet !== null && this.mayAct()) this.confirmed.hold({ pick: packet });
  }

  cancelPending(): void {
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

  /** Why the device's player may not act now, said; true when they may. */
  private mayAct(): boolean {
    if (this.confirmed.busy) return false;
    if (this.actor.value !== null) return true;
    const mover = this.session.mover.value;
    if (mover >= 0 && !this.show.frame.value) this.say(messages.value.sept.notYours({ name: this.session.nameOf(mover) }), 'info');
    return false;
  }

  private mayDeal(): boolean {
    if (!this.mayAct()) return false;
    if (this.dealer.value !== null) return true;
    this.say(messages.value.sept.notYours({ name: this.session.nameOf(this.session.mover.value) }), 'info');
    return false;
  }

  private mayPick(packet: number): boolean {
    if (!this.mayAct()) return false;
    const { taken } = this.session.table.value;
    if (!taken) {
      this.say(messages.value.sept.notYours({ name: this.session.nameOf(this.session.mover.value) }), 'info');
      return false;
    }
    if (taken[packet]) {
      this.refuse(messages.value.sept.packetTaken);
      return false;
    }
    return true;
  }

  private pick(packet: number): boolean {
    this.pending.value = null;
    return this.play({ pick: packet });
  }

  private play(move: Move): boolean {
    this.show.finish();
    const result = this.session.play(move);
    this.dragged = false;
    if (!result.ok) this.refuse(refusalWords(result.refusal, (seat) => this.session.nameOf(seat)));
    return result.ok;
  }

  /** A move the rules refuse: said, with its sound. */
  private refuse(reason: string): void {
    play({ kind: 'refuse' });
    this.say(reason, 'error');
  }

  private afterMove(played: PlayedMove): void {
    buzz();
    const before = this.before;
    const after = this.session.table.value;
    this.before = after;
    const human = this.session.seats[played.player]?.kind === 'human';
    // A human's deal was watched being made; a dragged packet is already where it goes.
    const watched = human && !('pick' in played);
    const steps = reducedMotion.value || watched || this.dragged ? 'none' : 'all';
    batch(() => {
      this.pending.value = null;
      this.dragging.value = null;
      this.draft.value = NO_DRAFT;
    });
    const announcement = this.announce(played);
    afterNextPaint(() => (this.announcement.value = announcement));
    play({ kind: 'pick' in played ? 'takePacket' : 'deal' });
    const shown = this.show.play(before, played, steps);
    // The results wait for the frame after the last move's: both in one frame made it long.
    if (this.session.game.over) void shown.then(() => afterNextPaint(() => this.ended()));
  }

  /** The game is over and its last move shown: the results, and the end's sound for the humans at the device. */
  private ended(): void {
    if (this.stopped) return; // The screen closed during the last move's show.
    this.resultsOpen.value = true;
    const { humans } = this.session;
    const winners = this.session.game.ranking()[0] ?? [];
    play({ kind: 'end', won: humans.length === 0 || winners.some((seat) => humans.includes(seat)) });
  }

  private announce(played: PlayedMove): string {
    const { sept } = messages.value;
    const nameOf = (seat: number) => this.session.nameOf(seat);
    const parts = [moveWords(played, nameOf)];
    const { game } = this.session;
    if (game.over) {
      const winners = game.ranking()[0] ?? [];
      parts.push(sept.over({ names: winners.map(nameOf), n: game.points()[winners[0]!]!.total }));
    } else if (game.state.dealt) {
      parts.push(sept.toPickNow({ name: nameOf(game.toMove) }));
    } else {
      parts.push(sept.roundStarts({ n: game.round, name: nameOf(game.dealer) }));
    }
    return parts.join(' ');
  }
}
