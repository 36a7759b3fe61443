/**
 * The daily deal: the day's deal (today's unless a day was chosen), with the player's result and a
 * friend's beside it, Play (after saying it is played once and never restarted), Continue, or Share;
 * the player's figures (played, won, the streaks); and the calendar of every deal since the first,
 * month by month. It follows `today`, so it turns to the new deal at midnight.
 */
import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { ScreenHeader } from '../components/ScreenHeader.js';
import { dailyDays, recordBookOf, summaryOfDays } from '../daily/book.js';
import { Calendar } from '../daily/Calendar.js';
import { dayState, dealMonths } from '../daily/calendar.js';
import { type DateKey, partsOf, timeOfKey } from '../daily/dates.js';
import { dailyOf } from '../daily/deal.js';
import { friendResults, loadFriendResult } from '../daily/friends.js';
import type { DailyResult } from '../daily/results.js';
import { ShareResult } from '../daily/ShareResult.js';
import { linkProblem, shownDay } from '../daily/shown.js';
import { playDaily } from '../daily/start.js';
import { COMBO_SYMBOLS, DOUBLED_SYMBOL, symbolsLine } from '../daily/text.js';
import { today } from '../daily/today.js';
import { formats, messages } from '../i18n/index.js';
import { reducedMotion } from '../model/settings.js';
import { comboName } from '../model/words.js';
import { COMBO_CODES } from '../daily/link.js';

function ResultBox({ who, result, kind }: { who: string; result: DailyResult | null; kind: 'mine' | 'friend' }) {
  const words = messages.value.daily;
  return (
    <div class={`daily-result daily-result--${kind}`} data-result={kind}>
      <p class="daily-result__who">{who}</p>
      {result ? (
        <>
          <p class={`daily-result__outcome${result.won ? ' daily-result__outcome--won' : ''}`}>{result.won ? words.won : words.lost}</p>
          <p class="daily-result__score">{words.score({ minutes: result.minutes, n: result.opponentMinutes })}</p>
          {result.plays.length > 0 && (
            <p class="daily-result__symbols" aria-hidden="true">
              {symbolsLine(result.plays)}
            </p>
          )}
        </>
      ) : (
        <p class="daily-result__none">{words.notPlayed}</p>
      )}
    </div>
  );
}

function Figure({ label, value, name }: { label: string; value: string; name: string }) {
  return (
    <div class="daily-figure" data-figure={name}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** What each symbol of a shared result stands for. */
function Legend() {
  const words = messages.value.daily;
  return (
    <details class="card daily-legend">
      <summary>{words.legend}</summary>
      <ul>
        {COMBO_CODES.map((key) => (
          <li key={key}>
            <span class="daily-legend__symbol">{COMBO_SYMBOLS[key]}</span> {comboName(key)}
          </li>
        ))}
        <li>
          <span class="daily-legend__symbol">{DOUBLED_SYMBOL}</span> {words.legendDoubled}
        </li>
      </ul>
    </details>
  );
}

export function Daily() {
  const m = messages.value;
  const words = m.daily;
  const f = formats.value;
  const now = today.value;
  const key = shownDay.value ?? now;
  const deal = dailyOf(key);
  const days = dailyDays.value;
  const book = recordBookOf(days ?? {});
  const state = days ? dayState(key, now, book) : null;
  const mine = days?.[key]?.result ?? null;
  const friend = friendResults.value[key] ?? null;
  const summary = summaryOfDays(days ?? {}, now);
  const months = dealMonths(now);
  const { year, month } = partsOf(key);
  const shownMonth = useSignal({ year, month });
  const trouble = useSignal(false);
  const panel = useRef<HTMLElement>(null);
  // The calendar turns to the chosen day's month (a link, a new day at midnight).
  useEffect(() => void (shownMonth.value = { year, month }), [key]);
  useEffect(() => void loadFriendResult(key), [key]);
  // A link's problem is said once: leaving the screen puts it away.
  useEffect(() => () => void (linkProblem.value = null), []);

  // A friend's day ahead of ours (time zones) may fall in a month still to come here: show the last one.
  const found = months.findIndex((mo) => mo.year === shownMonth.value.year && mo.month === shownMonth.value.month);
  const at = found >= 0 ? found : months.length - 1;
  const turn = (step: number) => () => (shownMonth.value = months[at + step]!);
  const choose = (day: DateKey) => {
    shownDay.value = day === now ? null : day;
    trouble.value = false;
    panel.current?.scrollIntoView({ block: 'nearest', behavior: reducedMotion.value ? 'auto' : 'smooth' });
  };
  const play = async () => {
    trouble.value = false;
    trouble.value = (await playDaily(key)) === 'unreadable';
  };

  return (
    <main class="screen daily">
      <ScreenHeader title={words.title} />
      {linkProblem.value && (
        <div class="card daily__problem" role="alert" data-link-problem={linkProblem.value}>
          <p>{words.linkProblems[linkProblem.value]}</p>
          <button type="button" class="button button--small button--ghost" onClick={() => (linkProblem.value = null)}>
            {m.common.dismiss}
          </button>
        </div>
      )}
      <div class="daily__column">
        {deal && (
          <section
            class="card daily-day"
            ref={panel}
            aria-labelledby="daily-day-title"
            aria-busy={state === null}
            data-day={key}
            data-state={state ?? 'loading'}
          >
            <p class="daily-day__kicker">{key === now ? words.today : f.day(timeOfKey(key))}</p>
            <h2 class="daily-day__title" id="daily-day-title">
              {words.deal({ n: deal.number })}
            </h2>
            <p class="daily-day__about">
              {words.against} · {deal.humanStarts ? words.youStart : words.aiStarts}
            </p>
            {state === 'future' && <p class="daily-day__note">{words.future}</p>}
            {(mine || friend) && (
              <div class="daily-results">
                <ResultBox who={words.yourResult} result={mine} kind="mine" />
                {friend && <ResultBox who={words.friendResult} result={friend} kind="friend" />}
              </div>
            )}
            {state === 'unplayed' && (
              <>
                <ul class="daily-day__rules">
                  <li>{words.oncePerDay}</li>
                  <li>{words.noRestart}</li>
                </ul>
                <button type="button" class="button button--big" data-action="play-daily" onClick={() => void play()}>
                  {words.play}
                </button>
              </>
            )}
            {state === 'begun' && (
              <button type="button" class="button button--big" data-action="continue-daily" onClick={() => void play()}>
                {m.common.continue}
              </button>
            )}
            {trouble.value && (
              <p class="daily-day__note" role="alert">
                {m.history.unreadable}
              </p>
            )}
            {mine && <ShareResult day={key} result={mine} />}
            {mine && key === now && <p class="daily-day__note">{words.doneToday}</p>}
          </section>
        )}
        <section class="card daily-stats" aria-labelledby="daily-stats-title">
          <h2 class="card__title" id="daily-stats-title">
            {words.statistics}
          </h2>
          <dl class="daily-figures">
            <Figure name="played" label={words.played} value={f.number(summary.played)} />
            <Figure name="won" label={words.won} value={f.number(summary.won)} />
            <Figure name="streak" label={words.streak} value={words.days({ n: summary.streak })} />
            <Figure name="longest" label={words.longestStreak} value={words.days({ n: summary.longest })} />
          </dl>
        </section>
      </div>
      <div class="daily__column">
        {at >= 0 && (
          <section class="card daily-calendar" aria-labelledby="daily-calendar-title">
            <h2 class="card__title" id="daily-calendar-title">
              {words.calendar}
            </h2>
            <p class="daily-calendar__detail">{words.calendarDetail}</p>
            <Calendar
              year={months[at]!.year}
              month={months[at]!.month}
              today={now}
              book={book}
              selected={key}
              onSelect={choose}
              onPrevious={at > 0 ? turn(-1) : undefined}
              onNext={at < months.length - 1 ? turn(1) : undefined}
            />
          </section>
        )}
        <Legend />
      </div>
    </main>
  );
}
