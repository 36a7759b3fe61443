/**
 * How to play 7 Jours, with small card pictures: the 28 cards, the worked example of a deal (the row
 * as laid out, shifted once, cut into four packets) and how the majority and minority score. The
 * pictures are drawn from the same cards as the game. Shown as a sheet from the game's top bar;
 * `SeptRules` alone can sit in any screen.
 */
import { useEffect, useRef } from 'preact/hooks';
import { BONUS, CARD_COUNT, ELEMENTS, standardDeck } from '../../engine/septjours/index.js';
import { ActionIcon } from '../components/ActionIcon.js';
import { messages } from '../i18n/index.js';
import { cutsFromSizes, shifted } from './cards.js';
import { Card } from './CardFace.js';
import { ElementSymbol, Mark } from './symbols.js';
import type { SeptTable } from './table.js';
import { cardNames, elementName } from './words.js';

/** The rules' worked example: the row as drawn, then shifted by +1 and cut 2, 1, 3, 1. */
const EXAMPLE_ROW = ['E3', 'A0', 'W1', 'F0', 'E0', 'A2', 'W0'];
const EXAMPLE_PACKETS = [2, 1, 3, 1];

/** A row of small cards, cut into groups, named by its cards. */
function Picture({ groups, caption }: { groups: readonly (readonly string[])[]; caption: string }) {
  const m = messages.value;
  return (
    <figure class="sept-picture">
      <span
        class="sept-picture__cards"
        role="img"
        aria-label={m.sept.label({ parts: groups.map((g) => m.common.list({ items: cardNames(g) })) })}
      >
        {groups.map((group, g) => (
          <span key={g} class="sept-picture__group">
            {group.map((card, i) => (
              <Card key={i} card={card} mini />
            ))}
          </span>
        ))}
      </span>
      <figcaption class="sept-picture__caption">{caption}</figcaption>
    </figure>
  );
}

/** `headings`: the level of its section titles, one below whatever holds it (a screen's h1, a sheet's h2). */
export function SeptRules({ headings: Title = 'h3' }: { headings?: 'h2' | 'h3' }) {
  const m = messages.value;
  const { sept } = m;
  const deck = standardDeck();
  const shiftedRow = shifted(EXAMPLE_ROW, 1);
  const bounds = [0, ...cutsFromSizes(EXAMPLE_PACKETS), EXAMPLE_ROW.length];
  const packets = EXAMPLE_PACKETS.map((_, p) => shiftedRow.slice(bounds[p], bounds[p + 1]));
  const fire = elementName(3);
  return (
    <div class="sept-rules">
      <section class="card">
        <Title class="card__title">{sept.rulesCards}</Title>
        <p>{sept.rulesCardsText({ n: CARD_COUNT })}</p>
        <div class="sept-rules__deck">
          {Array.from({ length: ELEMENTS }, (_, e) => (
            <Picture key={e} groups={[deck.slice(e * 7, e * 7 + 7)]} caption={elementName(e)} />
          ))}
        </div>
      </section>
      <section class="card">
        <Title class="card__title">{sept.rulesRound}</Title>
        <ol class="rules__steps">
          <li>{sept.rulesLayOut}</li>
          <li>{sept.rulesShift}</li>
          <li>{sept.rulesCut}</li>
          <li>{sept.rulesPick}</li>
          <li>{sept.rulesNext}</li>
        </ol>
        <div class="sept-rules__example">
          <Picture groups={[EXAMPLE_ROW]} caption={sept.exampleRow} />
          <Picture groups={[shiftedRow]} caption={sept.exampleShift} />
          <Picture groups={packets} caption={sept.exampleCut} />
        </div>
      </section>
      <section class="card">
        <Title class="card__title">{sept.rulesScoring}</Title>
        <ul class="rules__steps">
          <li>{sept.rulesStars}</li>
          <li>{sept.rulesMost}</li>
          <li>{sept.rulesFewest}</li>
          <li>{sept.rulesTies}</li>
        </ul>
        <div
          class="sept-rules__bonus"
          role="img"
          aria-label={sept.label({
            parts: [
              sept.holding({ name: fire, count: 3, n: 4 }),
              sept.most,
              sept.holding({ name: fire, count: 1, n: 0 }),
              sept.holding({ name: fire, count: 0, n: 0 }),
              sept.fewest,
            ],
          })}
        >
          {[
            { cards: ['F3', 'F1', 'F0'], mark: 'most' as const },
            { cards: ['F0'], mark: null },
            { cards: [], mark: 'fewest' as const },
          ].map((row, i) => (
            <span key={i} class={`sept-rules__hand seat-${i}`}>
              <span class="sept-rules__who" />
              <span class="sept-rules__cards">
                {row.cards.map((card, k) => (
                  <Card key={k} card={card} mini />
                ))}
                {row.cards.length === 0 && (
                  <span class="sept-rules__none el-3">
                    <ElementSymbol element={3} />
                  </span>
                )}
              </span>
              <span class="sept-rules__mark">
                {row.mark && (
                  <>
                    <Mark kind={row.mark} /> +{BONUS}
                  </>
                )}
              </span>
            </span>
          ))}
        </div>
        <p class="rules__note">{sept.rulesBoard}</p>
      </section>
    </div>
  );
}

/** How to play, over the game (from the top bar's help button). */
export function RulesSheet({ table }: { table: SeptTable }) {
  const open = table.rulesOpen.value;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!open) return;
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && (table.rulesOpen.value = false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  if (!open) return null;
  const m = messages.value;
  const close = () => (table.rulesOpen.value = false);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a tap beside the sheet closes it; the keyboard has Escape and the Close button
    <div class="sheet-backdrop" onClick={(event) => event.target === event.currentTarget && close()}>
      <section class="sheet sept-rules-sheet" role="dialog" aria-modal="true" aria-labelledby="sept-rules-title">
        <header class="share__header">
          <h2 id="sept-rules-title" class="share__title" tabIndex={-1} ref={heading}>
            {m.sept.rules}
          </h2>
          <button type="button" class="icon-button" aria-label={m.common.close} onClick={close}>
            <ActionIcon name="close" />
          </button>
        </header>
        <SeptRules />
      </section>
    </div>
  );
}
