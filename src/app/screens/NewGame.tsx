/**
 * Setting up a game: which game; its players (2–4 in 24/7, 2–5 in 7 Jours), each a human or an AI
 * level with a name; who starts (24/7) or who deals first (7 Jours), random by default; and open hands
 * for teaching (24/7: in 7 Jours every card is public anyway). The defaults (you against a Medium AI,
 * or three) start with one tap.
 */
import { Icon } from '../components/Icon.js';
import { ScreenHeader } from '../components/ScreenHeader.js';
import { messages } from '../i18n/index.js';
import { GameChoice } from '../components/GameChoice.js';
import { chooseGame, choices, chosenGame, seatLimits, setChoices } from '../model/newGameChoices.js';
import { cleanName, isMadeUpName, kindLabel, madeUpName, NAME_MAX, SEAT_KINDS, type SeatConfig, type SeatKind } from '../model/seats.js';
import { startNewGame, type NewGameChoices } from '../model/start.js';

function update(patch: Partial<NewGameChoices>): void {
  setChoices({ ...choices.value, ...patch });
}

function setSeat(index: number, patch: Partial<SeatConfig>): void {
  const seats = choices.value.seats.map((seat, i) => (i === index ? { ...seat, ...patch } : seat));
  if (patch.kind && isMadeUpName(choices.value.seats[index]!.name)) seats[index]!.name = madeUpName(patch.kind, index, seats);
  update({ seats });
}

function addSeat(): void {
  const seats = [...choices.value.seats, { kind: 'human' as SeatKind, name: '' }];
  seats[seats.length - 1]!.name = madeUpName('human', seats.length - 1, seats);
  update({ seats });
}

function removeSeat(index: number): void {
  const { starter } = choices.value;
  const seats = choices.value.seats.filter((_, i) => i !== index);
  update({ seats, starter: starter === 'random' || starter === index ? 'random' : starter > index ? starter - 1 : starter });
}

function start(): void {
  const { seats } = choices.value;
  const named = seats.map((seat, i) => ({ ...seat, name: cleanName(seat.name, madeUpName(seat.kind, i, seats)) }));
  void startNewGame({ ...choices.value, seats: named }, chosenGame.value);
}

function SeatEditor({ seat, index, count }: { seat: SeatConfig; index: number; count: number }) {
  const words = messages.value.newGame;
  return (
    <li class={`seat-editor seat-${index}`} data-seat-editor={index}>
      <div class="seat-editor__top">
        <span class="seat-editor__avatar" aria-hidden="true">
          <Icon name={seat.kind === 'human' ? 'person' : 'cpu'} />
        </span>
        <input
          class="seat-editor__name"
          type="text"
          value={seat.name}
          maxLength={NAME_MAX}
          aria-label={words.name({ n: index + 1 })}
          autocomplete="off"
          onInput={(event) => setSeat(index, { name: event.currentTarget.value })}
        />
        {count > seatLimits(chosenGame.value).min && (
          <button type="button" class="icon-button" aria-label={words.remove({ n: index + 1 })} onClick={() => removeSeat(index)}>
            <Icon name="close" />
          </button>
        )}
      </div>
      <fieldset class="segmented" aria-label={words.playsAs({ n: index + 1 })}>
        {SEAT_KINDS.map((kind) => (
          <label key={kind} class="segmented__option">
            <input type="radio" name={`kind-${index}`} checked={seat.kind === kind} onChange={() => setSeat(index, { kind })} />
            <span>{kindLabel(kind)}</span>
          </label>
        ))}
      </fieldset>
    </li>
  );
}

export function NewGame() {
  const m = messages.value;
  const words = m.newGame;
  const { seats, starter, options } = choices.value;
  const game = chosenGame.value;
  const { max } = seatLimits(game);
  // 24/7: who moves first; 7 Jours: who deals first.
  const startTitle = game === '7-jours' ? words.firstDealer : words.whoStarts;
  return (
    <main class="screen new-game" data-game={game}>
      <ScreenHeader title={m.common.newGame} />
      <GameChoice game={game} onChoose={chooseGame} name="game" />
      <section class="card">
        <h2 class="card__title">{words.players}</h2>
        <ol class="seat-list">
          {seats.map((seat, i) => (
            <SeatEditor key={i} seat={seat} index={i} count={seats.length} />
          ))}
        </ol>
        {seats.length < max && (
          <button type="button" class="button button--ghost button--small" onClick={addSeat}>
            <Icon name="plus" /> {words.addPlayer}
          </button>
        )}
      </section>
      <section class="card">
        <fieldset class="segmented segmented--wrap" aria-label={startTitle}>
          <legend class="card__title">{startTitle}</legend>
          {(['random', ...seats.map((_, i) => i)] as const).map((who) => (
            <label key={String(who)} class="segmented__option">
              <input type="radio" name="starter" checked={starter === who} onChange={() => update({ starter: who })} />
              <span>
                {who === 'random'
                  ? game === '7-jours'
                    ? words.randomDealer
                    : words.random
                  : seats[who]!.name || m.seats.player({ n: who + 1 })}
              </span>
            </label>
          ))}
        </fieldset>
      </section>
      <section class="card" hidden={game === '7-jours'}>
        <label class="setting">
          <span class="setting__text">
            <span class="setting__title">{words.openHands}</span>
            <span class="setting__detail">{words.openHandsDetail}</span>
          </span>
          <input
            type="checkbox"
            role="switch"
            class="switch"
            checked={options.openHands}
            aria-checked={options.openHands}
            onChange={() => update({ options: { openHands: !options.openHands } })}
          />
        </label>
      </section>
      <div class="new-game__start">
        <button type="button" class="button button--big" data-action="start" onClick={start}>
          <Icon name="play" /> {words.start}
        </button>
      </div>
    </main>
  );
}
