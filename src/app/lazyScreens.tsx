/**
 * The one place that imports screens. Every screen but Home (and the tiny "open elsewhere" notice)
 * comes in its own chunk, so the first paint waits only for Home and the saves (which load the game in
 * progress). They are fetched when the browser is idle after start-up, and the service worker
 * precaches them, so opening one is instant, offline too. The lint's screens-lazy rule keeps every
 * other module from importing a screen (which would pull it into the entry chunk).
 */
import { signal } from '@preact/signals';
import type { ComponentType } from 'preact';
import { messages } from './i18n/index.js';
import { whenIdle } from './model/afterPaint.js';

export { Elsewhere } from './screens/Elsewhere.js';
export { Home } from './screens/Home.js';

type Loader<P> = () => Promise<ComponentType<P>>;

export function lazyScreen<P extends object>(load: Loader<P>): ComponentType<P> & { preload(): Promise<void> } {
  const component = signal<ComponentType<P> | null>(null);
  const failed = signal(false);
  let loading: Promise<void> | null = null;
  const preload = () => {
    loading ??= load().then(
      (loaded) => void (component.value = loaded),
      () => {
        loading = null;
        failed.value = true;
      },
    );
    return loading;
  };
  function LazyScreen(props: P) {
    const Loaded = component.value;
    if (Loaded) return <Loaded {...props} />;
    preload();
    if (failed.value) {
      const m = messages.value;
      return (
        <main class="screen">
          <div class="card" role="alert">
            <p>{m.loading.failed}</p>
            <button type="button" class="button button--small" onClick={() => ((failed.value = false), preload())}>
              {m.status.tryAgain}
            </button>
          </div>
        </main>
      );
    }
    return <main class="screen" aria-busy="true" />;
  }
  return Object.assign(LazyScreen, { preload });
}

/** Fetches the given screens, one per idle moment, so loading them never holds up a tap for long. */
export function preloadWhenIdle(screens: readonly { preload(): Promise<void> }[]): void {
  const next = ([first, ...rest]: readonly { preload(): Promise<void> }[]) => {
    if (first) whenIdle(() => void first.preload().finally(() => next(rest)));
  };
  next(screens);
}

export const GameScreen = lazyScreen(() => import('./components/GameScreen.js').then((m) => m.GameScreen));
export const SeptScreen = lazyScreen(() => import('./septjours/SeptScreen.js').then((m) => m.SeptScreen));
export const NewGame = lazyScreen(() => import('./screens/NewGame.js').then((m) => m.NewGame));
export const History = lazyScreen(() => import('./screens/History.js').then((m) => m.History));
export const Stats = lazyScreen(() => import('./screens/Stats.js').then((m) => m.Stats));
export const Import = lazyScreen(() => import('./screens/Import.js').then((m) => m.Import));
export const Replay = lazyScreen(() => import('./screens/Replay.js').then((m) => m.Replay));
export const SeptReplay = lazyScreen(() => import('./septjours/SeptReplay.js').then((m) => m.SeptReplay));
export const Rules = lazyScreen(() => import('./screens/Rules.js').then((m) => m.Rules));
export const Settings = lazyScreen(() => import('./screens/Settings.js').then((m) => m.Settings));
export const Daily = lazyScreen(() => import('./screens/Daily.js').then((m) => m.Daily));
export const Review = lazyScreen(() => import('./screens/Review.js').then((m) => m.Review));
