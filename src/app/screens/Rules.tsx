/**
 * How to play either game, chosen by a switch at the top (first the game in play, else the one last
 * set up). 24/7: the rules in short, the scoring table, and a small picture of each combination.
 */
import { useState } from 'preact/hooks';
import type { GameId } from '../../engine/gameIds.js';
import { COMBO_MINUTES as M } from '../../engine/twentyfourseven/scoring.js';
import { GameChoice } from '../components/GameChoice.js';
import { ScreenHeader } from '../components/ScreenHeader.js';
import { formats, messages, type Messages } from '../i18n/index.js';
import { session } from '../model/navigation.js';
import { chosenGame } from '../model/newGameChoices.js';
import { SeptRules } from '../septjours/SeptRules.js';
import { ComboPicture } from './ComboPicture.js';

interface Row {
  key: string;
  name: string;
  minutes: string;
  how: string;
  picture: readonly string[];
  tone: string;
}

/** The scoring table in the player's language; every figure comes from the engine. */
function rows(m: Messages): Row[] {
  const { rules, combos, shared } = m;
  const f = formats.value;
  return [
    { key: 'sum7', name: combos.sum7, minutes: f.number(M.sum7), how: rules.sum7, picture: ['. 5 *2 .'], tone: 'seven' },
    { key: 'sum24', name: combos.sum24, minutes: f.number(M.sum24), how: rules.sum24, picture: ['10 8 *6 .'], tone: 'twentyfour' },
    {
      key: 'run',
      name: rules.runs,
      minutes: rules.minutesRange({ low: M.run3, high: M.run6 }),
      how: rules.run({ minutes: M.run4 - M.run3 }),
      picture: ['3 4 *5 ~9'],
      tone: 'run',
    },
    {
      key: 'set',
      name: rules.sets,
      minutes: rules.minutesEither({ low: M.set3, high: M.set4 }),
      how: rules.set,
      picture: ['8 8 *8 .'],
      tone: 'set',
    },
    {
      key: 'bonus24in7',
      name: combos.bonus24in7,
      minutes: shared.gain({ n: M.bonus24in7 }),
      how: rules.bonus24in7,
      picture: ['3 3 4 4 3 3 *4'],
      tone: 'bonus',
    },
    {
      key: 'bonus247',
      name: combos.bonus247,
      minutes: shared.gain({ n: M.bonus247 }),
      how: rules.bonus247,
      picture: ['. . 3', '10 10 *4'],
      tone: 'bonus',
    },
    { key: 'double', name: rules.doubleCell, minutes: m.doubled, how: rules.double, picture: ['3 4 x', '. . .'], tone: 'run' },
  ];
}

/** A picture's rows in words, for its description: each cell a tile's value, "empty", or the double mark. */
function pictureWords(picture: readonly string[], m: Messages): string[] {
  const f = formats.value;
  const cell = (token: string) =>
    token === '.' ? m.cells.empty : token === 'x' ? m.shared.doubleMark : f.number(Number(token.replace(/^[*~]/, '')));
  return picture.map((row) => row.trim().split(/\s+/).map(cell).join(' '));
}

export function Rules() {
  const m = messages.value;
  const [game, setGame] = useState<GameId>(() => session.value?.gameId ?? chosenGame.value);
  return (
    <main class="screen rules" data-game={game}>
      <ScreenHeader title={m.home.rules} />
      <GameChoice game={game} onChoose={setGame} name="rules-game" />
      {game === '24-7' ? <TwentyFourSevenRules /> : <SeptRules headings="h2" />}
      <ReviewHowTo />
    </main>
  );
}

/** How the game review judges a move, what its marks mean, and what accuracy is (the same in both games). */
function ReviewHowTo() {
  const { review } = messages.value;
  return (
    <section class="card" aria-labelledby="rules-review" data-rules="review">
      <h2 class="card__title" id="rules-review">
        {review.howTitle}
      </h2>
      <p>{review.howJudge}</p>
      <p>{review.howMarks}</p>
      <p>{review.howAccuracy}</p>
    </section>
  );
}

function TwentyFourSevenRules() {
  const m = messages.value;
  const { rules } = m;
  return (
    <>
      <section class="card">
        <h2 class="card__title">{rules.yourTurn}</h2>
        <ol class="rules__steps">
          <li>{rules.place}</li>
          <li>{rules.limit}</li>
          <li>{rules.score}</li>
          <li>{rules.outOfTime}</li>
          <li>{rules.end}</li>
        </ol>
      </section>
      <section class="card">
        <h2 class="card__title">{rules.scoring}</h2>
        <ul class="combos">
          {rows(m).map((row) => (
            <li key={row.key} class="combo">
              <ComboPicture rows={row.picture} tone={row.tone} label={rules.example({ parts: pictureWords(row.picture, m) })} />
              <div class="combo__text">
                <p class="combo__name">
                  <span>{row.name}</span>
                  <span class={`combo__minutes tone-${row.tone}`}>{row.minutes}</span>
                </p>
                <p class="combo__how">{row.how}</p>
              </div>
            </li>
          ))}
        </ul>
        <p class="rules__note">{rules.together({ tiles: [7, 8, 9], minutes: M.sum24 + M.run3 })}</p>
      </section>
    </>
  );
}
