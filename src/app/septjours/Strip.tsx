/**
 * The table: this round's seven cards. Before the deal, the row as laid out, turned by the shift and
 * opened at each cut (the dealer's draft, or an AI's deal being shown step by step); a human dealer
 * drags an end card to the other end and taps the gaps to cut. After the deal, the packets: buttons
 * named by their cards, with what each would do to the picker's points; a pick is a tap or a drag to
 * the picker's row. Every card is placed by a transform computed from its place in the row, so a shift
 * or a cut moves cards on the compositor, and nothing is measured but where a drag or a packet goes.
 * The cards are one layer in both phases, each kept through its round by its place in the row as laid
 * out: the deal turns the row into packets without drawing a card anew, and the packets are buttons
 * laid over their cards. A new round's row is dealt onto the table a card a frame.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { measureAfterLayout } from '../components/measure.js';
import { afterNextPaint } from '../model/afterPaint.js';
import { useWidthVariable } from '../components/useWidth.js';
import { ROW_SIZE } from '../../engine/septjours/index.js';
import { messages } from '../i18n/index.js';
import { memo, shallowEqual } from '../components/memo.js';
import { cutsFromSizes, shifted, type PickPreview } from './cards.js';
import { Card } from './CardFace.js';
import { ElementSymbol, Mark } from './symbols.js';
import { inside, pressToDrag } from './drag.js';
import type { SeptTable, Shown } from './table.js';
import { cardName, packetName, previewWords } from './words.js';

export function Strip({ table }: { table: SeptTable }) {
  const m = messages.value;
  const shown = table.shown.value;
  const { view } = shown;
  const total = table.packetTotal;
  const dealt = view.packets !== undefined && view.taken !== undefined;
  const showing = shown.showing !== null;
  const strip = useRef<HTMLElement>(null);
  useWidthVariable(strip, '--strip-w');
  return (
    <section
      ref={strip}
      class={`strip${showing ? ' strip--showing' : ''}`}
      style={{ '--k': total }}
      aria-label={dealt ? m.sept.packets : m.sept.row}
    >
      {/* Keyed, so the cards' layer stays the same elements when the row becomes packets. */}
      <div class="strip__inner">
        {!dealt && <RowWords key="words" table={table} />}
        <Cards key="cards" table={table} />
        {dealt ? <Packets key="packets" table={table} /> : <Gaps key="gaps" table={table} />}
      </div>
    </section>
  );
}

/** The row's shift and cuts as drawn: the draft or the show's before the deal, the deal's after it. */
function layoutOf({ view, shift, cuts }: Shown): { shift: number; cuts: readonly number[] } {
  if (!view.packets) return { shift, cuts };
  return { shift: view.shift ?? 0, cuts: cutsFromSizes(view.packets.map((cards) => cards.length)) };
}

/**
 * Cards and gaps stand by their packet counted from the middle card's, and their containers carry the
 * rest: a cut moves the shorter side of the row and the containers, never more than half of it.
 */
function packetsFromMiddle(table: SeptTable, cuts: readonly number[]) {
  const packetAt = (place: number) => cuts.filter((gap) => gap <= place).length;
  const middle = packetAt(ROW_SIZE >> 1);
  // Centred with the room of the cuts still to come.
  const centre = middle + (table.packetTotal - 1 - cuts.length) / 2;
  return { packetAt, middle, centre };
}

// ---------------------------------------------------------------------------------------------------
// The cards, before and after the deal

/** The row in words, in its order now (the drawn cards keep their order in the page so they can glide). */
function RowWords({ table }: { table: SeptTable }) {
  const { view, shift } = table.shown.value;
  return (
    // biome-ignore lint/a11y/noRedundantRoles: Safari reads a list without markers (list-style: none) as no list unless its role says so
    <ol class="visually-hidden" role="list">
      {shifted(view.row, shift).map((card, place) => (
        <li key={place}>{cardName(card)}</li>
      ))}
    </ol>
  );
}

function Cards({ table }: { table: SeptTable }) {
  const shown = table.shown.value;
  const { view, flying, showing } = shown;
  const { shift, cuts } = layoutOf(shown);
  const dealing = table.drawnDealer.value !== null;
  const pending = table.pending.value;
  const dealt = view.packets !== undefined;
  // The card that just went round the end, lifted over the others as it goes: only as the row is
  // turned, by its dealer or in a show (the layer outlives the deal, a round, a take-back).
  const phase = `${view.round}${dealt ? ' dealt' : ''}`;
  const previous = useRef({ phase, shift });
  const before = previous.current.phase === phase ? previous.current.shift : shift;
  const wrapped = shift > before ? ROW_SIZE - 1 : shift < before ? 0 : -1;
  previous.current = { phase, shift };
  const order = shifted(
    Array.from({ length: ROW_SIZE }, (_, i) => i),
    shift,
  );
  const placeOf = new Array<number>(ROW_SIZE);
  order.forEach((drawn, place) => {
    placeOf[drawn] = place;
  });
  const { packetAt, middle, centre } = packetsFromMiddle(table, cuts);
  const { count, dealing: arriving } = useRowDealt(view.round);
  return (
    <div class="strip__cards strip__centred" style={{ '--centre': centre }}>
      {view.row.map((card, drawn) => {
        if (drawn >= count) return null;
        const place = placeOf[drawn]!;
        const packet = packetAt(place);
        // A taken packet's cards are gone from the table.
        if (view.taken?.[packet]) return null;
        return (
          <Slot
            // A round's own: each card of a new row comes in (an element kept from the round before,
            // its class already on, would not).
            key={`${view.round}:${drawn}`}
            table={table}
            card={card}
            place={place}
            packet={packet - middle}
            inPacket={dealt ? packet : null}
            wrap={place === wrapped ? shift : null}
            movable={dealing}
            raised={dealt && pending === packet}
            dimmed={dealt && pending !== null && pending !== packet}
            flyTo={flying === packet ? showing : null}
            arriving={arriving}
          />
        );
      })}
    </div>
  );
}

/**
 * How many of the row's cards are drawn: all of them as the table opens; a round begun at the table
 * deals its row one card a painted frame (`dealing` for that round), as a dealer would, where its
 * seven new cards drawn at once made one long frame on a slow phone.
 */
function useRowDealt(round: number): { count: number; dealing: boolean } {
  const [dealt, setDealt] = useState({ round, count: ROW_SIZE, dealing: false });
  // The first card comes with the round: an empty row's move to its new centre would be no animation
  // the compositor takes (nothing to see), so the main thread would run it.
  const count = dealt.round === round ? dealt.count : 1;
  useEffect(() => {
    if (count >= ROW_SIZE) return;
    let live = true;
    afterNextPaint(() => live && setDealt({ round, count: count + 1, dealing: true }));
    return () => {
      live = false;
    };
  }, [round, count]);
  return { count, dealing: dealt.round !== round || dealt.dealing };
}

/** The dealer's gaps to cut at, or the cuts of a deal being shown. */
function Gaps({ table }: { table: SeptTable }) {
  const m = messages.value;
  const { cuts } = table.shown.value;
  const dealing = table.drawnDealer.value !== null;
  const { packetAt, middle, centre } = packetsFromMiddle(table, cuts);
  return (
    <div class="strip__gaps strip__centred" style={{ '--centre': centre }}>
      {Array.from({ length: ROW_SIZE - 1 }, (_, i) => {
        const gap = i + 1;
        const cut = cuts.includes(gap);
        const between = (packetAt(gap - 1) + packetAt(gap)) / 2 - middle;
        return dealing ? (
          <button
            key={gap}
            type="button"
            class={`gap${cut ? ' gap--cut' : ''}`}
            style={{ '--g': gap, '--pp': between }}
            data-gap={gap}
            aria-pressed={cut}
            aria-label={m.sept.cutAt({ low: gap, high: gap + 1 })}
            onClick={() => table.toggleCut(gap)}
          >
            <Scissors />
          </button>
        ) : (
          cut && <span key={gap} class="gap gap--cut gap--shown" style={{ '--g': gap, '--pp': between }} aria-hidden="true" />
        );
      })}
    </div>
  );
}

interface SlotProps {
  table: SeptTable;
  card: string;
  place: number;
  /** Its packet, counted from the middle card's (negative on its left). */
  packet: number;
  /** Once dealt, its packet (counted from 0), or null before the deal. */
  inPacket: number | null;
  /** The shift at which this card went round the end (its lift replays), or null. */
  wrap: number | null;
  movable: boolean;
  /** Its packet is the one tapped, awaiting Take. */
  raised: boolean;
  /** Another packet is the one tapped. */
  dimmed: boolean;
  /** The seat its packet is flying to (a move being shown), or null. */
  flyTo: number | null;
  /** Dealt onto the table as the round began (comes in, once, as it mounts). */
  arriving: boolean;
}

const Slot = memo(function SlotView({ table, card, place, packet, inPacket, wrap, movable, raised, dimmed, flyTo, arriving }: SlotProps) {
  const end = place === 0 || place === ROW_SIZE - 1;
  const slot = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = slot.current;
    if (flyTo === null || !element) return;
    // Measured once for the show, from the next frame's layout: from here to the picker's row, where
    // the packet's cards gather as they go.
    const row = document.querySelector(`[data-seat-row="${flyTo}"]`);
    if (!row) return;
    let over = false;
    measureAfterLayout([row, element], ([target, from]) => {
      if (over) return;
      element.style.setProperty('--fly-x', `${target.left + target.width / 2 - (from.left + from.width / 2)}px`);
      element.style.setProperty('--fly-y', `${target.top + target.height / 2 - (from.top + from.height / 2)}px`);
      element.classList.add('slot--flying');
    });
    // The show over (or skipped): the slot lands, gone with its packet or its round, and never stays
    // flown away.
    return () => {
      over = true;
      element.classList.remove('slot--flying');
    };
  }, [flyTo]);
  const onPointerDown = (event: PointerEvent) => {
    if (!movable) return;
    const element = event.currentTarget as HTMLElement;
    let width = 0;
    pressToDrag(event, element, {
      begin: () => {
        if (!end) {
          table.say(messages.value.sept.onlyEnds, 'info');
          return false;
        }
        width = element.parentElement?.getBoundingClientRect().width ?? 0;
        table.dragging.value = { kind: 'card', index: place };
        return true;
      },
      drop: (_x, _y, dx) => {
        // Taken most of the way to the other end: moved there.
        const far = width * 0.4;
        if (place === 0 && dx > far) table.shiftBy(1);
        else if (place === ROW_SIZE - 1 && dx < -far) table.shiftBy(-1);
      },
      end: () => (table.dragging.value = null),
    });
  };
  const classes = ['slot'];
  if (movable && end) classes.push('slot--end');
  // Lifted over the others as it goes, by a CSS animation on the card as it is. Its name alternates with
  // the shift's parity, so the same card going round again (the other way) replays it (element.animate()
  // in an effect cost script in each step of a show).
  if (wrap !== null) classes.push('slot--wrapped', `slot--wrapped-${wrap & 1}`);
  if (raised) classes.push('slot--raised');
  if (dimmed) classes.push('slot--dimmed');
  if (arriving) classes.push('slot--arriving');
  return (
    <span
      ref={slot}
      class={classes.join(' ')}
      style={{ '--i': place, '--p': packet }}
      data-place={place}
      data-in-packet={inPacket ?? undefined}
      onPointerDown={movable ? onPointerDown : undefined}
    >
      <span class="slot__lift">
        <Card card={card} />
      </span>
    </span>
  );
}, shallowEqual);

/** The same drawing always: drawn once per gap, not again with each cut. */
const Scissors = memo(function Scissors() {
  return (
    <svg class="icon gap__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 7.5a2.5 2.5 0 1 0 0-.01M6 16.5a2.5 2.5 0 1 0 0 .01M8.2 8.6 19 17M8.2 15.4 19 7" />
    </svg>
  );
}, shallowEqual);

// ---------------------------------------------------------------------------------------------------
// After the deal: the packets

/** Who took each packet this round, from the moves. */
function takersOf(table: SeptTable): Map<number, number> {
  const takers = new Map<number, number>();
  const history = table.session.history.value;
  for (let i = history.length - 1; i >= 0; i--) {
    const move = history[i]!;
    if (!('pick' in move)) break;
    takers.set(move.pick, move.player);
  }
  return takers;
}

function Packets({ table }: { table: SeptTable }) {
  const m = messages.value;
  const { view } = table.shown.value;
  const packets = view.packets!;
  const taken = view.taken!;
  const previews = table.previews.value;
  const pending = table.pending.value;
  const picker = table.drawnPicker.value;
  const takers = takersOf(table);
  const { session } = table;
  let start = 0;
  return (
    <div class="strip__packets">
      {packets.map((cards, p) => {
        const first = start;
        start += cards.length;
        const taker = takers.get(p);
        if (taken[p]) {
          return (
            <TakenPacket
              key={`t${p}`}
              p={p}
              first={first}
              size={cards.length}
              name={taker === undefined ? '' : session.nameOf(taker)}
              seatClass={taker === undefined ? '' : session.seatClass(taker)}
              m={m}
            />
          );
        }
        return (
          <Packet
            key={`p${p}`}
            table={table}
            p={p}
            first={first}
            cards={cards.join(' ')}
            preview={previews?.[p] ?? null}
            pending={pending === p}
            dimmed={pending !== null && pending !== p}
            pickable={picker !== null}
            m={m}
          />
        );
      })}
    </div>
  );
}

interface PacketProps {
  table: SeptTable;
  p: number;
  first: number;
  /** The cards, space-separated (a string, so an unchanged packet compares equal). */
  cards: string;
  preview: PickPreview | null;
  pending: boolean;
  dimmed: boolean;
  pickable: boolean;
  m: unknown;
}

/** Packets compare by value (the preview is a fresh object each time the table changes). */
const samePacket = (a: PacketProps, b: PacketProps) =>
  shallowEqual({ ...a, preview: null }, { ...b, preview: null }) &&
  (a.preview === b.preview || JSON.stringify(a.preview) === JSON.stringify(b.preview));

/** A packet to pick: a button over its cards (drawn in the cards' layer), with what it would do below them. */
const Packet = memo(function PacketView({ table, p, first, cards: joined, preview, pending, dimmed, pickable }: PacketProps) {
  const cards = joined.split(' ');
  const label = messages.value.sept.label({ parts: [packetName(p, cards), ...(preview ? previewWords(preview) : [])] });
  const onPointerDown = (event: PointerEvent) => {
    const button = event.currentTarget as HTMLElement;
    let row: Element | null = null;
    let target: DOMRect | null = null;
    // Its cards go with it, their layer raised over the other packets while they do (set here, as the
    // drag's other marks are, so the lift and the drop redraw no component).
    const layer = button.closest('.strip__inner')?.querySelector<HTMLElement>('.strip__cards');
    const cardsOf = layer?.querySelectorAll<HTMLElement>(`.slot[data-in-packet="${p}"]`);
    pressToDrag(
      event,
      button,
      {
        begin: () => {
          const seat = table.picker.value;
          if (seat === null) return false;
          row = document.querySelector(`[data-seat-row="${seat}"]`);
          target = row?.getBoundingClientRect() ?? null;
          row?.classList.add('seat-row--drop');
          layer?.classList.add('strip__cards--carrying');
          table.dragging.value = { kind: 'packet', index: p };
          return true;
        },
        over: (x, y) => row?.classList.toggle('seat-row--over', inside(target, x, y)),
        drop: (x, y) => {
          if (inside(target, x, y)) table.dropPacket(p);
        },
        end: () => {
          row?.classList.remove('seat-row--over', 'seat-row--drop');
          layer?.classList.remove('strip__cards--carrying');
          table.dragging.value = null;
        },
      },
      cardsOf ? Array.from(cardsOf) : [],
    );
  };
  const classes = ['packet'];
  if (pending) classes.push('packet--pending');
  if (dimmed) classes.push('packet--dimmed');
  if (pickable) classes.push('packet--pickable');
  return (
    <button
      type="button"
      class={classes.join(' ')}
      style={{ '--i': first, '--n': cards.length, '--p': p }}
      data-packet={p}
      aria-label={label}
      aria-pressed={pickable ? pending : undefined}
      onClick={() => table.tapPacket(p)}
      onPointerDown={pickable ? onPointerDown : undefined}
    >
      <span class="packet__ring" />
      {preview && <Preview preview={preview} />}
    </button>
  );
}, samePacket);

function Preview({ preview }: { preview: PickPreview }) {
  const { gain } = preview;
  return (
    <span class={`preview${gain > 0 ? ' preview--up' : gain < 0 ? ' preview--down' : ''}`} aria-hidden="true">
      <span class="preview__gain">{gain > 0 ? `+${gain}` : gain < 0 ? `−${-gain}` : '0'}</span>
      {preview.changes.length > 0 && (
        <span class="preview__changes">
          {preview.changes.map((change) => (
            <span
              key={`${change.element}${change.kind}`}
              class={`preview__change el-${change.element}${change.won ? '' : ' preview__change--lost'}`}
            >
              {change.won ? '' : '−'}
              <Mark kind={change.kind} />
              <ElementSymbol element={change.element} />
            </span>
          ))}
        </span>
      )}
    </span>
  );
}

interface TakenProps {
  p: number;
  first: number;
  size: number;
  name: string;
  seatClass: string;
  m: unknown;
}

/** Where a packet was: the colour and name of who took it. */
const TakenPacket = memo(function TakenPacketView({ p, first, size, name, seatClass }: TakenProps) {
  return (
    <span class={`packet packet--taken ${seatClass}`} style={{ '--i': first, '--n': size, '--p': p }} data-taken={p}>
      <span class="packet__taker">{name}</span>
      <span class="visually-hidden">{messages.value.sept.taken({ name })}</span>
    </span>
  );
}, shallowEqual);
