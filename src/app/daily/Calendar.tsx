/**
 * One month of daily deals as a calendar: each day with a deal is a button showing its state (open to
 * play, in play, lost, won; days to come are locked), today ringed, the chosen day marked. Weeks start
 * on the day the player's language starts them.
 */
import { ActionIcon } from '../components/ActionIcon.js';
import { formats, type Locale, locale, messages } from '../i18n/index.js';
import { type DayState, type DailyRecordBook, monthDays } from './calendar.js';
import { type DateKey, keyOf, timeOfKey } from './dates.js';

/** The first day of the week (0 Sunday, 1 Monday) in each language's calendars. */
const WEEK_STARTS: Readonly<Record<Locale, 0 | 1>> = { en: 0, fr: 1, ja: 0 };

interface Props {
  year: number;
  /** 1 to 12. */
  month: number;
  today: DateKey;
  book: DailyRecordBook;
  selected: DateKey;
  onSelect: (key: DateKey) => void;
  /** Moves a month back (-1) or on (+1); absent where there is no month that way. */
  onPrevious?: () => void;
  onNext?: () => void;
}

function stateWords(state: DayState): string {
  const words = messages.value.daily;
  switch (state) {
    case 'future':
      return words.future;
    case 'unplayed':
      return words.notPlayed;
    case 'begun':
      return words.begun;
    case 'played':
      return words.lost;
    case 'won':
      return words.won;
    case 'none':
      return '';
  }
}

export function Calendar({ year, month, today, book, selected, onSelect, onPrevious, onNext }: Props) {
  const m = messages.value;
  const f = formats.value;
  const days = monthDays(year, month, today, book);
  const start = WEEK_STARTS[locale.value];
  const blanks = (days[0]!.weekday - start + 7) % 7;
  // The week's heading: the days of the first week of a month that starts on the chosen day.
  const firstOfWeek = 1 + ((start - days[0]!.weekday + 7) % 7);
  const heading = Array.from({ length: 7 }, (_, i) => f.weekday(timeOfKey(keyOf(year, month, firstOfWeek + i))));
  return (
    <div class="calendar" data-month={keyOf(year, month, 1).slice(0, 7)}>
      <div class="calendar__bar">
        <button type="button" class="icon-button" aria-label={m.daily.previousMonth} disabled={!onPrevious} onClick={onPrevious}>
          <ActionIcon name="previous" />
        </button>
        <h3 class="calendar__month">{f.monthOfYear(timeOfKey(keyOf(year, month, 1)))}</h3>
        <button type="button" class="icon-button" aria-label={m.daily.nextMonth} disabled={!onNext} onClick={onNext}>
          <ActionIcon name="next" />
        </button>
      </div>
      <div class="calendar__grid" role="group" aria-label={f.monthOfYear(timeOfKey(keyOf(year, month, 1)))}>
        {heading.map((name, i) => (
          <span key={`h${i}`} class="calendar__weekday" aria-hidden="true">
            {name}
          </span>
        ))}
        {Array.from({ length: blanks }, (_, i) => (
          <span key={`b${i}`} aria-hidden="true" />
        ))}
        {days.map((day) => {
          const classes = `calendar__day calendar__day--${day.state}${day.today ? ' calendar__day--today' : ''}${day.key === selected ? ' calendar__day--selected' : ''}`;
          const number = f.number(day.day);
          if (day.deal === null) {
            return (
              <span key={day.key} class={classes} aria-hidden="true">
                {number}
              </span>
            );
          }
          return (
            <button
              key={day.key}
              type="button"
              class={classes}
              data-day={day.key}
              data-state={day.state}
              aria-label={m.daily.dayLabel({ when: timeOfKey(day.key), n: day.deal, state: stateWords(day.state) })}
              aria-pressed={day.key === selected}
              aria-current={day.today ? 'date' : undefined}
              disabled={day.state === 'future'}
              onClick={() => onSelect(day.key)}
            >
              {number}
            </button>
          );
        })}
      </div>
      {/* What the colours say, for the eye (each day's button says it in words). */}
      <ul class="calendar__key" aria-hidden="true">
        {(['won', 'played', 'begun', 'unplayed'] as const).map((state) => (
          <li key={state}>
            <span class={`calendar__swatch calendar__day--${state}`} />
            {stateWords(state)}
          </li>
        ))}
      </ul>
    </div>
  );
}
