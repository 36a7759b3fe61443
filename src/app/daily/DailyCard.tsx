/**
 * Home's card of today's daily deal: its number, whether it is played and how it went, the streak,
 * and what a tap does (play it, carry on with it, see the result). It is in the first script and the
 * prerendered Home, so it loads no engine; at build time no date is known, and it shows a neutral card
 * of the same size that the app fills in. It follows `today`, so it turns to the new deal at midnight.
 */
import { Icon } from '../components/Icon.js';
import { formats, messages } from '../i18n/index.js';
import { dailyDays, summaryOfDays } from './book.js';
import { type DateKey, timeOfKey } from './dates.js';
import { dealNumber, hasDeal } from './launch.js';
import { showDay } from './shown.js';
import { today } from './today.js';

/** The card's look: 'loading' until the saved games are read (and in the prerendered page). */
type CardState = 'loading' | 'unplayed' | 'begun' | 'played' | 'won';

function continueDay(key: DateKey): void {
  void import('./start.js').then((start) => start.playDaily(key));
}

/**
 * Three lines whatever the state, each short enough not to wrap on a phone, so the card keeps its
 * height when the saved games are read and nothing below it moves: the title, how the deal stands
 * (with the minutes once played), and its number with the streak.
 */
export function DailyCard({ prerendered }: { prerendered: boolean }) {
  const day = prerendered ? null : today.value;
  if (day !== null && !hasDeal(day)) return null;
  const m = messages.value;
  const words = m.daily;
  const f = formats.value;
  const days = day ? dailyDays.value : null;
  const mine = day && days ? days[day] : undefined;
  const result = mine?.result;
  const state: CardState = !days ? 'loading' : !mine ? 'unplayed' : !result ? 'begun' : result.won ? 'won' : 'played';
  const streak = day && days ? summaryOfDays(days, day).streak : 0;
  const status =
    state === 'unplayed'
      ? words.notPlayed
      : state === 'begun'
        ? words.begun
        : result
          ? `${result.won ? words.won : words.lost} · ${m.common.minutes({ n: result.minutes })}`
          : '\u00a0';
  const action = state === 'begun' ? m.common.continue : result ? words.seeResult : words.play;
  const when = day ? timeOfKey(day) : null;
  return (
    <button
      type="button"
      class="daily-card"
      data-menu="daily"
      data-daily-state={state}
      onClick={() => (state === 'begun' && day ? continueDay(day) : showDay(null))}
    >
      <span class="daily-card__leaf" aria-hidden="true">
        <span class="daily-card__month">{when === null ? '\u00a0' : f.month(when)}</span>
        <span class="daily-card__date">{when === null ? '\u00a0' : f.number(new Date(when).getDate())}</span>
      </span>
      <span class="daily-card__words">
        <span class="daily-card__title">{day ? words.today : words.title}</span>
        <span class="daily-card__status" data-daily-status>
          {status}
        </span>
        <span class="daily-card__meta">
          <span class="daily-card__number">{day ? words.deal({ n: dealNumber(day) }) : '\u00a0'}</span>
          {streak > 0 && ' · '}
          {streak > 0 && (
            <span class="daily-card__streak" data-daily-streak={streak}>
              {words.streakOf({ n: streak })}
            </span>
          )}
        </span>
      </span>
      <span class="daily-card__go" aria-hidden="true">
        <Icon name={result ? 'check' : 'play'} />
      </span>
      <span class="visually-hidden">{action}</span>
    </button>
  );
}
